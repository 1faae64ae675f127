// The subscription calls, typed by the domain's contract (decision 101): the pages say what a person asked for, this
// module says what the server receives and answers.
import type { z } from 'zod';
import type {
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  CreateSubscriptionBody,
  createSubscriptionQuerySchema,
  deleteSubscriptionBodySchema,
  deleteSubscriptionResponseSchema,
  Subscription,
} from '@vaxnear/domain/contracts/subscriptions';
import type { EmailStopBody, EmailStopResponse } from '@vaxnear/domain/contracts/email-stops';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /subscriptions (proof for `create_subscription`): the sign-up, waiting for its owner to confirm it. */
export function createSubscription(
  body: CreateSubscriptionBody,
  /** The campaign codes of the visit, when it came from one (empty or absent: none). */
  query: { [K in keyof z.output<typeof createSubscriptionQuerySchema>]?: string | undefined },
  botCheckToken: string,
): Promise<Subscription> {
  return apiRequest<Subscription>('POST', '/subscriptions', { body, botCheckToken, query });
}

/** DELETE /subscriptions (proof): sends the removal link to the address, known or not, with the same answer. */
export function requestUnsubscribeLink(
  body: z.input<typeof deleteSubscriptionBodySchema>,
  botCheckToken: string,
): Promise<z.output<typeof deleteSubscriptionResponseSchema>['data']> {
  return apiRequest('DELETE', '/subscriptions', { body, botCheckToken });
}

/** POST /unsubscribe?token=…: the removal link from an e-mail, opened and confirmed on the page. */
export async function unsubscribeWithToken(token: string): Promise<void> {
  await apiRequest('POST', '/unsubscribe', { query: { token }, body: {} });
}

/** POST /email_confirmations: the link of a confirmation e-mail; answers what the address was confirmed for. */
export function confirmEmail(
  body: z.input<typeof confirmEmailBodySchema>,
): Promise<z.output<typeof confirmEmailResponseSchema>['data']> {
  return apiRequest('POST', '/email_confirmations', { body });
}

/** POST /email_stops: the "this was not me" link; nothing more is e-mailed to that address. */
export function stopEmails(body: EmailStopBody): Promise<EmailStopResponse['data']> {
  return apiRequest('POST', '/email_stops', { body });
}

/** POST /email_stops/undo: the same link, pressed again to undo the stop. */
export function resumeEmails(body: EmailStopBody): Promise<EmailStopResponse['data']> {
  return apiRequest('POST', '/email_stops/undo', { body });
}
