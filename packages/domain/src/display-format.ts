// How dates and addresses are written wherever a person reads them: the web pages, the confirmation e-mail and the
// calendar file say the same words (docs/product/booking-flow.md, Limits), so the wording lives once, here.
import { intlLocale } from './enumerations.ts';

export { intlLocale };

export interface AddressParts {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zipCode?: string | null;
}

/** "1 Main St, Suite 2, New York, NY 10001"; a location without a ZIP in the source data simply has none. */
export function formatAddress(address: AddressParts): string {
  const cityLine = `${address.city}, ${address.state}${address.zipCode ? ` ${address.zipCode}` : ''}`;
  return [address.address1, address.address2, cityLine].filter(Boolean).join(', ');
}

/** A pharmacy's address as every page and e-mail writes it: on one line, source data in capitals made normal. */
export function formatLocationAddress(address: AddressParts): string {
  return formatAddress({
    ...address,
    address1: normalCapitals(address.address1),
    address2: address.address2 ? normalCapitals(address.address2) : address.address2,
    city: normalCapitals(address.city),
  });
}

/** A US phone number as (xxx) xxx-xxxx wherever it is shown, when it has ten digits; anything else as given. */
export function formatPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

const KEEP_UPPER = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW', 'US', 'PO', 'II', 'III', 'IV']);

/**
 * "1200 N MULDOON RD" as "1200 N Muldoon Rd": source data in capitals reads as shouting and is harder to read.
 * Text already in mixed case is left as it is; directions and Roman numerals stay in capitals.
 */
export function normalCapitals(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/[a-z0-9']+/g, (word) => {
      const upper = word.toUpperCase();
      if (KEEP_UPPER.has(upper)) return upper;
      if (/^\d/.test(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .replace(/\bMc([a-z])/g, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/** "December 14, 2026" for a yyyy-MM-dd calendar date, the same in whatever zone the code runs. */
export function formatCalendarDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A time of day as the spec writes it, "h:mm a": "9:05 AM" (es: "9:05 a.m."), in `timeZone` (the viewer's when
 * absent), optionally followed by the zone's abbreviation ("9:05 AM EST"). Intl puts a narrow no-break space before
 * AM/PM in current engines; a plain space keeps the text the same everywhere (pages, e-mail, tests).
 */
export function formatTimeOfDay(
  iso: string,
  locale: string,
  { timeZone, zoneName = false }: { timeZone?: string; zoneName?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
    ...(zoneName ? { timeZoneName: 'short' } : {}),
  })
    .format(new Date(iso))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * A time of day as it follows "until" / "hasta": Spanish names the hour with its article, and one o'clock is singular
 * ("hasta la 1:09 p. m.", "hasta las 2:09 p. m."), so the article belongs to the time, not to the sentence.
 */
export function formatUntilTimeOfDay(iso: string, locale: string, options: { timeZone?: string } = {}): string {
  const time = formatTimeOfDay(iso, locale, options);
  if (!intlLocale(locale).startsWith('es')) return time;
  return `${/^1:/.test(time) ? 'la' : 'las'} ${time}`;
}
