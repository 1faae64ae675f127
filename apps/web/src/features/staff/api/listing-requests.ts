// The listing request calls (decision 260), typed by the domain's contract.
import type {
  ApproveListingBody,
  DeclineListingBody,
  ListingRequest,
} from '@vaxnear/domain/contracts/listing-requests';
import { apiRequest } from '../../../lib/api-client.ts';

export const listListingRequests = (): Promise<ListingRequest[]> => apiRequest('GET', '/staff/listing-requests');

export const approveListingRequest = (id: string, body: ApproveListingBody): Promise<ListingRequest> =>
  apiRequest('POST', `/staff/listing-requests/${encodeURIComponent(id)}/approve`, { body });

export const declineListingRequest = (id: string, body: DeclineListingBody): Promise<ListingRequest> =>
  apiRequest('POST', `/staff/listing-requests/${encodeURIComponent(id)}/decline`, { body });
