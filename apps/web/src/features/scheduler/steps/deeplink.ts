// The schedule landing's query parameters (docs/product/booking-flow.md, Deep links; decision 053). Reading them
// is pure so every rule can be tested without a page; the landing applies the result once and removes the
// parameters from the address, so a reload or the back button does not apply the same link again.
import { deeplinkDueDate } from '@vaxnear/domain/booking/maternal-rsv';
import { parseSlotDeeplink, type SlotDeeplink } from '@vaxnear/domain/booking/slot-deeplink';
import { sanitizeDeeplinkServices, type DeeplinkService } from '@vaxnear/domain/booking/vaccine-selection';
import type { VaccineKind } from '@vaxnear/domain/vaccines';

/** Patient fields a link may ask to be entered again (docs/product/booking-flow.md, Deep links). */
export const RECONFIRMABLE_FIELDS = ['firstName', 'lastName', 'sex', 'dateOfBirth', 'email', 'phone'] as const;
export type ReconfirmableField = (typeof RECONFIRMABLE_FIELDS)[number];

/** The parameters this module consumes; `order` is not one of them: it stays, the checkbox order reads it. */
export const DEEPLINK_PARAMS = [
  'services',
  'retainState',
  'confirmPatientInfo',
  'dueDate',
  'pregnant',
  'zipCode',
  'location',
  'timeSlotId',
] as const;

export interface Deeplink {
  /** Present only when the link carried `services`; then it replaces the selection (possibly with nothing valid). */
  services?: DeeplinkService[];
  retainState: boolean;
  confirmPatientInfo: ReconfirmableField[];
  isPregnant?: boolean;
  dueDate: string | null;
  zipCode?: string;
  /**
   * A booking deep link's time (`location` and `timeSlotId`, decision 131); null when the link named a time that is
   * not one of ours.
   */
  slot?: SlotDeeplink | null;
}

function parseList(raw: string | null, all: string[]): unknown[] {
  const values: unknown[] = [...all];
  if (raw === null) return values;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return [...values, ...parsed];
    if (typeof parsed === 'string') return [...values, parsed];
  } catch {
    // Not JSON: a comma-separated list (confirmPatientInfo=email,phone).
  }
  return [...values, ...raw.split(',').map((v) => v.trim())];
}

/** The deeplink in a landing's query, or null when the query carries none of its parameters. */
export function parseDeeplink(
  params: URLSearchParams,
  today: string,
  enabledKinds: readonly VaccineKind[],
): Deeplink | null {
  if (!DEEPLINK_PARAMS.some((name) => params.has(name) || params.has(`${name}[]`))) return null;
  const deeplink: Deeplink = {
    retainState: params.get('retainState') === 'true',
    confirmPatientInfo: [],
    dueDate: null,
  };
  const rawServices = params.get('services');
  if (rawServices !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawServices);
    } catch {
      parsed = undefined;
    }
    deeplink.services = sanitizeDeeplinkServices(parsed, enabledKinds);
  }
  for (const value of parseList(params.get('confirmPatientInfo'), params.getAll('confirmPatientInfo[]'))) {
    const name = value === 'phoneNumber' ? 'phone' : value;
    if (
      (RECONFIRMABLE_FIELDS as readonly unknown[]).includes(name) &&
      !deeplink.confirmPatientInfo.includes(name as ReconfirmableField)
    ) {
      deeplink.confirmPatientInfo.push(name as ReconfirmableField);
    }
  }
  const pregnant = params.get('pregnant');
  if (pregnant === 'true' || pregnant === 'false') deeplink.isPregnant = pregnant === 'true';
  // A due date means a pregnancy, unless the link says otherwise; an invalid or past one is dropped
  // (docs/product/booking-flow.md, Form rules).
  if (deeplink.isPregnant !== false) {
    deeplink.dueDate = deeplinkDueDate(params.get('dueDate'), today);
    if (deeplink.dueDate && deeplink.isPregnant === undefined) deeplink.isPregnant = true;
  }
  const zip = params.get('zipCode')?.trim();
  if (zip && /^\d{5}$/.test(zip)) deeplink.zipCode = zip;
  if (params.has('timeSlotId') || params.has('location'))
    deeplink.slot = parseSlotDeeplink(params.get('location'), params.get('timeSlotId'));
  return deeplink;
}

/** The query left once the deeplink has been applied: everything else (order, cmp, src, type) stays. */
export function withoutDeeplink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of DEEPLINK_PARAMS) {
    next.delete(name);
    next.delete(`${name}[]`);
  }
  return next;
}
