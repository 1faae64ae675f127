// Joining the waiting list (decision 264): the results page's form calls it, so it lives beside the other calls the
// booking pages share. The list's link calls (confirm, manage, offer) are in features/waiting-list/api.
import type { JoinWaitlistBody } from '@vaxnear/domain/contracts/waiting-list';
import { apiRequest } from '../api-client.ts';

/** POST /waitlist/entries (proof for `join_waitlist`): answered alike for everyone; the e-mail link confirms. */
export const joinWaitlist = (body: JoinWaitlistBody, botCheckToken: string): Promise<{ status: 'confirmation_sent' }> =>
  apiRequest('POST', '/waitlist/entries', { body, botCheckToken });
