// The closure offer calls (decision 258): the token from the e-mail is the proof, sent in the body.
import type { ClosureOffer } from '@vaxnear/domain/contracts/closures';
import { apiRequest } from '../../../lib/api-client.ts';

export const viewClosureOffer = (token: string): Promise<ClosureOffer> =>
  apiRequest('POST', '/closure_offers/view', { body: { token } });

export const takeClosureOffer = (token: string): Promise<ClosureOffer> =>
  apiRequest('POST', '/closure_offers/take', { body: { token } });
