// The integration calls (decisions 247 and 248): webhook subscriptions and their delivery log, FHIR API clients. Typed
// by the domain's contract; the staff integrations page is their only caller.
import type { ApiClient, Webhook, WebhookDelivery } from '@vaxnear/domain/contracts/integrations';
import { apiRequest } from '../../../lib/api-client.ts';

const scope = (retailer: string | undefined) => (retailer ? { retailer } : {});

export const listWebhooks = (retailer?: string): Promise<Webhook[]> =>
  apiRequest('GET', '/staff/webhooks', { query: scope(retailer) });

export const createWebhook = (body: {
  retailer?: string;
  url: string;
  eventTypes: string[];
}): Promise<{ subscription: Webhook; secret: string }> => apiRequest('POST', '/staff/webhooks', { body });

export const setWebhookActive = (id: string, active: boolean): Promise<Webhook> =>
  apiRequest('PATCH', `/staff/webhooks/${encodeURIComponent(id)}`, { body: { active } });

export const rotateWebhookSecret = (id: string): Promise<{ subscription: Webhook; secret: string }> =>
  apiRequest('POST', `/staff/webhooks/${encodeURIComponent(id)}/rotate-secret`, { body: {} });

export const webhookDeliveries = (id: string): Promise<WebhookDelivery[]> =>
  apiRequest('GET', `/staff/webhooks/${encodeURIComponent(id)}/deliveries`);

export const listApiClients = (retailer?: string): Promise<ApiClient[]> =>
  apiRequest('GET', '/staff/api-clients', { query: scope(retailer) });

export const createApiClient = (body: {
  retailer?: string;
  name: string;
}): Promise<{ client: ApiClient; clientSecret: string }> => apiRequest('POST', '/staff/api-clients', { body });

export const revokeApiClient = (id: string): Promise<ApiClient> =>
  apiRequest('POST', `/staff/api-clients/${encodeURIComponent(id)}/revoke`, { body: {} });
