// Which mailbox an address reaches, for the per-recipient cap and the stop list (decision 226): `Ana+x@Gmail.com`,
// `a.n.a@gmail.com` and `ana@googlemail.com` all land in one inbox, so they share one allowance and one stop. The
// rule is the domain's `mailboxKey`, the same one the daily booking cap counts by (decision 223).
import crypto from 'node:crypto';
import { mailboxKey } from '@vaxnear/domain/booking-limits';

/** A hash of the mailbox: what the counters and the stop list keep, so neither holds an address. */
export function recipientKey(address: string): string {
  return crypto.hash('sha256', mailboxKey(address), 'hex');
}
