// Booking limits (decision 223) and the bot check's cost curve (decision 224): pure rules, the API enforces them.
import { BOT_CHECK_BASE_COST, BOT_CHECK_COST_STEP, BOT_CHECK_MAX_COST_FACTOR } from './constants.ts';

/** Providers that deliver a.b.c@ to abc@: for them the dots of the local part do not make another mailbox. */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);
/** Other names of one provider's mailboxes. */
const SAME_PROVIDER: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * One mailbox however it is spelled, for the caps per e-mail address (bookings, decision 223; every e-mail, decision
 * 226) and the stop list: width and case do not matter, a "+tag" after the local
 * part reaches the same mailbox at every large provider, and Gmail ignores dots. Only for counting: e-mail is always
 * sent to the address as typed.
 */
export function mailboxKey(email: string): string {
  const trimmed = email.normalize('NFKC').trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  domain = SAME_PROVIDER[domain] ?? domain;
  return `${local}@${domain}`;
}

/**
 * The bot check's work per proof for a client address, from its activity: the holds it has now plus the places it
 * booked today. Flat for a household's booking, then doubling every `step` more, up to `maxFactor` times the base.
 * `step` 0 keeps it flat.
 */
export function botCheckCost(
  activity: number,
  options: { base?: number; step?: number; maxFactor?: number } = {},
): number {
  const base = options.base ?? BOT_CHECK_BASE_COST;
  const step = options.step ?? BOT_CHECK_COST_STEP;
  const maxFactor = options.maxFactor ?? BOT_CHECK_MAX_COST_FACTOR;
  if (step <= 0 || activity <= 0) return base;
  return base * Math.min(maxFactor, 2 ** Math.floor(activity / step));
}
