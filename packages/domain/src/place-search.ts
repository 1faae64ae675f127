// What people type into the location search, read the same way by the API and the web site. A ZIP anywhere in
// the text wins; otherwise the text names a city, with or without a state (a USPS code or the state's name, with or
// without a comma), and perhaps a street in front. The street alone never moves the search centre: without a
// street geocoder the place is the city, and the page says so.
import { US_STATES } from './provider.ts';
import { lastZipIn } from './zip-in-text.ts';

/** The states and territories people may type, by USPS code: those a pharmacy can be in, and the freely associated
 * states whose ZIP codes are in our data. "Virgin Islands" is read as well as "U.S. Virgin Islands". */
const PLACE_STATES: Readonly<Record<string, string>> = {
  ...US_STATES,
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
};
const EXTRA_STATE_NAMES: Readonly<Record<string, string>> = { 'virgin islands': 'VI', 'us virgin islands': 'VI' };

/** How exactly the search centre matches what was typed: a street address, a ZIP centroid or a city centre. */
export const PLACE_PRECISIONS = ['address', 'zip', 'city'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

/**
 * A city name found in several states is asked about ("Which Springfield?") when the next largest has at least
 * this share of the largest one's people; below it the largest is meant (nobody typing "Austin" means Minnesota).
 */
export const AMBIGUOUS_PLACE_SHARE = 0.1;
/** At most this many places offered when a name is ambiguous. */
export const MAX_PLACE_CANDIDATES = 5;

const stateByName = new Map<string, string>([
  ...Object.entries(PLACE_STATES).map(([code, name]) => [name.toLowerCase(), code] as const),
  ...Object.entries(EXTRA_STATE_NAMES),
]);
const stateNameWords = Math.max(...[...stateByName.keys()].map((name) => name.split(' ').length));

/** The USPS code for "IL", "il", "Ill." is not guessed: "Illinois" or "illinois" also give IL. */
export function stateCode(text: string): string | null {
  const cleaned = text.trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  const upper = cleaned.toUpperCase();
  if (upper.length === 2 && PLACE_STATES[upper]) return upper;
  return stateByName.get(cleaned.toLowerCase()) ?? null;
}

export interface CityGuess {
  city: string;
  street: string | null;
}

export interface ParsedPlace {
  /** A 5-digit ZIP found anywhere in the text (the last one when there are several). */
  zip: string | null;
  state: string | null;
  /** Readings of the text as "street, city", likeliest first; empty when only a ZIP or a state was typed. */
  cities: CityGuess[];
  /** The text without ZIP and state, when it holds a street (it starts with a house number). */
  street: string | null;
}

const COUNTRY_SUFFIX = /,?\s*(usa|u\.s\.a\.|us|united states(?: of america)?)\s*$/i;
/** The longest city name tried off the end of a street address typed without commas ("6400 N Sheridan Rd Chicago"). */
const MAX_CITY_WORDS = 3;

function splitTrailingState(part: string, mayBeWhole: boolean): { rest: string; state: string } | null {
  const whole = stateCode(part);
  if (whole && mayBeWhole) return { rest: '', state: whole };
  const words = part.split(' ');
  for (let n = Math.min(stateNameWords, words.length - 1); n >= 1; n -= 1) {
    const state = stateCode(words.slice(-n).join(' '));
    if (state) return { rest: words.slice(0, -n).join(' '), state };
  }
  return null;
}

export function parsePlaceText(text: string): ParsedPlace {
  let rest = text.replace(/\s+/g, ' ').trim().replace(COUNTRY_SUFFIX, '');
  const typedZip = lastZipIn(rest);
  const zip = typedZip?.zip ?? null;
  if (typedZip) rest = rest.replace(typedZip.token, ' ');
  const parts = rest
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

  let state: string | null = null;
  if (parts.length > 0) {
    // "Chicago, IL", "chicago il", "Chicago, Illinois": the state is the last part or the last words of it. A lone
    // state-like part with nothing before it ("New York", "Washington") stays a city name.
    const found = splitTrailingState(parts.at(-1)!, parts.length > 1);
    if (found) {
      state = found.state;
      if (found.rest) parts[parts.length - 1] = found.rest;
      else parts.pop();
    }
  }

  const cities: CityGuess[] = [];
  let street: string | null = null;
  if (parts.length >= 2) {
    street = parts.slice(0, -1).join(', ');
    cities.push({ city: parts.at(-1)!, street });
  } else if (parts.length === 1) {
    const only = parts[0]!;
    if (/^\d/.test(only)) {
      // A street typed without commas: try the last words as the city, longest first.
      street = only;
      const words = only.split(' ');
      for (let n = Math.min(MAX_CITY_WORDS, words.length - 1); n >= 1; n -= 1) {
        const city = words.slice(-n).join(' ');
        if (/\d/.test(city)) continue;
        cities.push({ city, street: words.slice(0, -n).join(' ') });
      }
    } else {
      cities.push({ city: only, street: null });
    }
  }
  return { zip, state, cities, street };
}

/** True when the places' populations (largest first) make the name worth asking about. */
export function isAmbiguousPlace(populations: readonly number[]): boolean {
  if (populations.length < 2) return false;
  const [largest, next] = populations as [number, number];
  if (largest <= 0) return true;
  return next >= largest * AMBIGUOUS_PLACE_SHARE;
}

/** The lookup key of a city name: lower case, single spaces, "St." and "Saint" alike. */
export function cityKey(city: string): string {
  return city
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^st\.?\s/, 'saint ')
    .replace(/^ft\.?\s/, 'fort ');
}
