// Provider listing requests (docs/product/staff.md, Listing requests; decision 260). Registered inside staffRoutes: the
// staff guard runs first; operators decide, a retailer admin reads the requests about its own locations.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveListingBodySchema,
  declineListingBodySchema,
  listingRequestSchema,
  listingRequestsQuerySchema,
} from '@vaxnear/domain/contracts/listing-requests';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import {
  approveListingRequest,
  declineListingRequest,
  listListingRequests,
} from '../../modules/schedule-changes/listing-requests.service.ts';

export async function listingRequestRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const actorOf = (request: FastifyRequest) => ({ session: request.staffSession!, address: clientAddressKey(request) });
  const idParams = z.object({ id: z.string().min(1).max(100) });
  const answer = { 200: z.object({ data: listingRequestSchema }) };

  routes.get(
    '/staff/listing-requests',
    {
      config: { staff: { action: 'listing_requests.list' } },
      schema: {
        querystring: listingRequestsQuerySchema,
        response: { 200: z.object({ data: z.array(listingRequestSchema) }) },
        tags,
        summary: 'Provider listing requests with the listing each names, newest first',
      },
    },
    async (request) => ({ data: await listListingRequests(api.deps, actorOf(request), request.query) }),
  );

  routes.post(
    '/staff/listing-requests/:id/approve',
    {
      config: { staff: { action: 'listing_requests.decide' } },
      schema: {
        params: idParams,
        body: approveListingBodySchema,
        response: answer,
        tags,
        summary: 'Approve a request',
      },
    },
    async (request) => ({
      data: await approveListingRequest(
        { ...api.deps, database: api.database },
        actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  routes.post(
    '/staff/listing-requests/:id/decline',
    {
      config: { staff: { action: 'listing_requests.decide' } },
      schema: {
        params: idParams,
        body: declineListingBodySchema,
        response: answer,
        tags,
        summary: 'Decline a request with a message',
      },
    },
    async (request) => ({
      data: await declineListingRequest(api.deps, actorOf(request), request.params.id, request.body),
    }),
  );
}
