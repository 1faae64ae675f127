// The demo offer and schedule of a location (decision record 001). The source data has no services or hours, so
// they are derived from a stable hash of the location id: the same on every machine and every run. Real
// deployments replace them with `npm run data:import`.
import { brandAges, FLU_BRAND } from '@vaxnear/domain/booking/brand-ages';
import { MAX_AGE } from '@vaxnear/domain/constants';
import type { BookingType } from '@vaxnear/domain/enumerations';
import type { OpeningHours } from '@vaxnear/domain/schedule';
import type { VaccineKind } from '@vaxnear/domain/vaccines';

export interface DemoOffering {
  kind: string;
  /** '' for a kind without brands (flu). */
  brand: string;
  minAge: number;
  maxAge: number;
}

export interface DemoConfiguration {
  bookingType: BookingType;
  slotMinutes: number;
  capacity: number;
  sameDayBooking: boolean;
  hours: OpeningHours[];
  offerings: DemoOffering[];
}

export interface DemoLocationInput {
  id: string;
  retailer: string;
  chain: string | null;
  website: string | null;
}

/** FNV-1a, 32 bits: tiny, fast and identical on every platform (it uses only Math.imul and integer ops). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 100) for one facet of a location, independent of the other facets. */
function roll(id: string, facet: string): number {
  return fnv1a32(`${id}|${facet}`) % 100;
}

function pick<T>(id: string, facet: string, choices: readonly T[]): T {
  return choices[fnv1a32(`${id}|${facet}`) % choices.length]!;
}

/** Demo-only narrowing of the catalogue: pharmacy counters give Moderna's COVID-19 vaccine from 12, clinics from 3. */
export const PHARMACY_COUNTER_MODERNA_MIN_AGE = 12;

const isMinuteClinic = (input: DemoLocationInput) => (input.chain ?? '').toLowerCase().includes('minuteclinic');

function demoHours(input: DemoLocationInput): OpeningHours[] {
  const id = input.id;
  const hours: OpeningHours[] = [];
  const day = (weekday: number, opens: string, closes: string, lunch: boolean) =>
    hours.push({ weekday, opens, closes, breakStart: lunch ? '13:00' : null, breakEnd: lunch ? '14:00' : null });
  if (isMinuteClinic(input)) {
    // Walk-in clinics keep longer weekday hours and close for lunch every day they open.
    for (let weekday = 1; weekday <= 5; weekday += 1) day(weekday, '08:30', '19:30', true);
    day(6, '09:00', '17:00', true);
    if (roll(id, 'sunday') < 50) day(0, '10:00', '17:00', true);
    return hours;
  }
  const weekdayOpen =
    input.retailer === 'walmart'
      ? pick(id, 'open', ['09:00', '10:00'])
      : pick(id, 'open', ['08:00', '09:00', '09:00', '10:00']);
  const weekdayClose =
    input.retailer === 'walmart' ? '19:00' : pick(id, 'close', ['18:00', '19:00', '19:00', '20:00', '21:00']);
  const lunch = roll(id, 'lunch') < 40;
  for (let weekday = 1; weekday <= 5; weekday += 1) day(weekday, weekdayOpen, weekdayClose, lunch);
  day(6, '09:00', pick(id, 'saturday', ['17:00', '18:00']), lunch);
  if (roll(id, 'sunday') < 60) day(0, pick(id, 'sunday-open', ['10:00', '11:00']), '17:00', false);
  return hours;
}

function demoOfferings(input: DemoLocationInput): DemoOffering[] {
  const id = input.id;
  const clinic = isMinuteClinic(input);
  const offerings: DemoOffering[] = [];
  // Each offering takes its ages from the brand catalogue (decision 055); a location may only narrow them.
  const add = (kind: VaccineKind, brand: string, narrowedMinAge?: number) => {
    const ages = brandAges(kind, brand);
    offerings.push({ kind, brand, minAge: Math.max(ages.minAge, narrowedMinAge ?? 0), maxAge: ages.maxAge ?? MAX_AGE });
  };

  // Every pharmacy gives flu shots; pharmacies rarely vaccinate children under 3.
  add('flu', FLU_BRAND);

  if (roll(id, 'covid') < 95) {
    const pfizer = roll(id, 'covid-pfizer') < 85;
    const moderna = roll(id, 'covid-moderna') < 70;
    if (pfizer || !moderna) add('covid_19', 'pfizer');
    if (moderna) add('covid_19', 'moderna', clinic ? undefined : PHARMACY_COUNTER_MODERNA_MIN_AGE);
    if (roll(id, 'covid-novavax') < 30) add('covid_19', 'novavax');
  }
  if (roll(id, 'rsv') < 80) {
    const gsk = roll(id, 'rsv-gsk') < 75;
    const pfizer = roll(id, 'rsv-pfizer') < 60;
    if (gsk || !pfizer) add('rsv', 'gsk');
    // Pfizer's RSV vaccine is also the one given during pregnancy; the query treats it as such (decision 001).
    if (pfizer) add('rsv', 'pfizer');
    if (roll(id, 'rsv-moderna') < 25) add('rsv', 'moderna');
  }
  if (roll(id, 'pneumococcal') < 70) {
    const merck = roll(id, 'pneumo-merck') < 60;
    if (merck) add('pneumococcal', 'merck');
    if (!merck || roll(id, 'pneumo-pfizer') < 60) add('pneumococcal', 'pfizer');
  }
  return offerings;
}

function demoBookingType(input: DemoLocationInput): BookingType {
  const r = roll(input.id, 'booking-type');
  if (r < 82) return 'vaxnear';
  // A deep link needs a page of the store on the retailer's site.
  if (r < 94 && input.website) return 'deepLink';
  return 'external';
}

export function demoConfiguration(input: DemoLocationInput): DemoConfiguration {
  const id = input.id;
  return {
    bookingType: demoBookingType(input),
    slotMinutes: isMinuteClinic(input) ? 20 : pick(id, 'slot', [10, 15, 15, 15, 20]),
    capacity: pick(id, 'capacity', [1, 1, 2, 2, 3]),
    sameDayBooking: roll(id, 'same-day') < 70,
    hours: demoHours(input),
    offerings: demoOfferings(input),
  };
}
