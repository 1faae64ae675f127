// The waiting list's link calls (decision 264): the token from the e-mail is the proof, sent in the body.
import type { WaitlistEntry, WaitlistOffer } from '@vaxnear/domain/contracts/waiting-list';
import { apiRequest } from '../../../lib/api-client.ts';

export const confirmWaitlist = (token: string): Promise<{ confirmed: number }> =>
  apiRequest('POST', '/waitlist/confirm', { body: { token } });

export const viewWaitlistEntries = (token: string): Promise<WaitlistEntry[]> =>
  apiRequest('POST', '/waitlist/entries/view', { body: { token } });

export const leaveWaitlist = (token: string, entryId?: string): Promise<WaitlistEntry[]> =>
  apiRequest('POST', '/waitlist/entries/leave', { body: entryId ? { token, entryId } : { token } });

export const stayOnWaitlist = (token: string): Promise<WaitlistEntry[]> =>
  apiRequest('POST', '/waitlist/entries/stay', { body: { token } });

export const viewWaitlistOffer = (token: string): Promise<WaitlistOffer> =>
  apiRequest('POST', '/waitlist/offers/view', { body: { token } });

export const declineWaitlistOffer = (token: string): Promise<WaitlistOffer> =>
  apiRequest('POST', '/waitlist/offers/decline', { body: { token } });

export interface TakenOffer {
  registration: { accessCode: string; confirmationNumber: string };
}

/** Books the held place through the normal booking call, with the details the person gave on the offer page. */
export const takeWaitlistOffer = (token: string, booking: unknown): Promise<TakenOffer> =>
  apiRequest('POST', '/waitlist/offers/take', { body: { token, booking } });
