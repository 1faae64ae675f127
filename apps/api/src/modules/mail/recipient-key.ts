// Which mailbox an address reaches, for the per-recipient cap and the stop list (decision 226): `Ana+x@Gmail.com`,
// `a.n.a@gmail.com` and `ana@googlemail.com` all land in one inbox, so they share one allowance and one stop.
import crypto from 'node:crypto';

/** Providers that ignore dots in the local part (Gmail, and its old domain). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const SAME_MAILBOX_DOMAIN: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * The address as its mailbox reads it: lower case, without a `+tag` (every large provider delivers `name+tag` to
 * `name`; over-merging only makes the cap stricter) and, at providers that ignore them, without dots.
 */
export function mailboxAddress(address: string): string {
  const lower = address.normalize('NFKC').trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  const domain = SAME_MAILBOX_DOMAIN[lower.slice(at + 1)] ?? lower.slice(at + 1);
  local = local.split('+')[0] || local;
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}

/** A hash of the mailbox: what the counters and the stop list keep, so neither holds an address. */
export function recipientKey(address: string): string {
  return crypto.hash('sha256', mailboxAddress(address), 'hex');
}
