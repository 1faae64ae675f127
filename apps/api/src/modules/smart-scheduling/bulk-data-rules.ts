// The SMART Scheduling Links rules a feed must meet: required fields of the manifest, Location, Schedule and Slot,
// and references that resolve (every Slot's Schedule exists, every Schedule's Location exists). The import checks
// another publisher's feed with them before writing anything, as a tolerant reader (an id with "_", a Location
// without postalCode are read); `strict` adds what the spec requires of a publisher, which our own feed meets.
import { EXTENSION, FHIR_ID, SMART_ID, SYSTEM } from './fhir-vocabulary.ts';

export interface RuleOptions {
  /** The spec's rules for a publisher: FHIR ids, postalCode, identifiers, CVX products, state hints. */
  strict?: boolean;
}

const idProblem = (value: unknown, options: RuleOptions): string[] =>
  typeof value === 'string' && (options.strict ? FHIR_ID : SMART_ID).test(value)
    ? []
    : [`"id" must be 1-64 letters, digits, "-" or "."${options.strict ? '' : ' (or "_")'}.`];

export interface Manifest {
  transactionTime: string;
  request: string;
  output: Array<{ type: 'Location' | 'Schedule' | 'Slot'; url: string; extension?: { state?: string[] } }>;
  error?: unknown[];
}

export interface Coding {
  system?: string;
  code?: string;
  display?: string;
}
export interface Extension {
  url: string;
  valueUrl?: string;
  valueInteger?: number;
  valueCode?: string;
  valueString?: string;
  valueCoding?: Coding;
}

export interface FhirLocation {
  resourceType: 'Location';
  id: string;
  name: string;
  telecom: Array<{ system: string; value: string }>;
  address: { line: string[]; city: string; state: string; postalCode?: string; district?: string };
  position?: { latitude: number; longitude: number };
  identifier?: Array<{ system: string; value: string }>;
  description?: string;
  extension?: Extension[];
}

export interface FhirSchedule {
  resourceType: 'Schedule';
  id: string;
  actor: Array<{ reference: string }>;
  serviceType: Array<{ coding?: Coding[]; text?: string }>;
  extension?: Extension[];
}

export interface FhirSlot {
  resourceType: 'Slot';
  id: string;
  schedule: { reference: string };
  status: 'free' | 'busy';
  start: string;
  end: string;
  extension?: Extension[];
}

/** ISO 8601 with an offset (Z or ±hh[:mm]), as the spec's examples write them. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && INSTANT.test(value) && Number.isFinite(Date.parse(normalizeInstant(value)));
}

/** Date.parse does not read an offset of hours only ("-05"), which the spec's own example uses. */
export function normalizeInstant(value: string): string {
  return /[+-]\d{2}$/.test(value) ? `${value}:00` : value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function manifestProblems(value: unknown, options: RuleOptions = {}): string[] {
  if (!isObject(value)) return ['The manifest is not a JSON object.'];
  const problems: string[] = [];
  if (!isInstant(value.transactionTime))
    problems.push('The manifest\'s "transactionTime" is missing or not an ISO 8601 time with an offset.');
  if (!isText(value.request)) problems.push('The manifest\'s "request" (its own URL) is missing.');
  if (!Array.isArray(value.output) || value.output.length === 0) {
    problems.push('The manifest\'s "output" lists no files.');
  } else {
    value.output.forEach((item, i) => {
      if (!isObject(item) || !['Location', 'Schedule', 'Slot'].includes(item.type as string)) {
        problems.push(`Manifest output ${i + 1}: "type" must be Location, Schedule or Slot.`);
      } else if (!isText(item.url)) {
        problems.push(`Manifest output ${i + 1}: "url" is missing.`);
      } else if (options.strict) {
        if (!isHttpUrl(item.url)) problems.push(`Manifest output ${i + 1}: "url" must be a full http(s) URL.`);
        const states = isObject(item.extension) ? item.extension.state : undefined;
        if (
          !Array.isArray(states) ||
          states.length === 0 ||
          !states.every((state) => typeof state === 'string' && /^[A-Z]{2}$/.test(state))
        )
          problems.push(`Manifest output ${i + 1}: "extension.state" must list the two-letter states the file covers.`);
      }
    });
  }
  return problems;
}

/** What is wrong with one Location line; empty when it meets the rules. */
export function locationProblems(value: unknown, options: RuleOptions = {}): string[] {
  if (!isObject(value) || value.resourceType !== 'Location') return ['it is not a Location resource.'];
  const problems: string[] = idProblem(value.id, options);
  if (!isText(value.name)) problems.push('"name" is missing.');
  if (
    !Array.isArray(value.telecom) ||
    value.telecom.some((t) => !isObject(t) || !isText(t.system) || !isText(t.value))
  ) {
    problems.push('"telecom" must be a list of { system, value }.');
  }
  const address = value.address;
  if (!isObject(address)) {
    problems.push('"address" is missing.');
  } else {
    if (!Array.isArray(address.line) || address.line.length === 0 || !address.line.every(isText))
      problems.push('"address.line" must list the street lines.');
    if (!isText(address.city)) problems.push('"address.city" is missing.');
    if (!isText(address.state)) problems.push('"address.state" is missing.');
    if ((options.strict || address.postalCode !== undefined) && !isText(address.postalCode))
      problems.push('"address.postalCode" is missing or empty.');
  }
  if (
    options.strict &&
    (!Array.isArray(value.identifier) ||
      value.identifier.length === 0 ||
      value.identifier.some((i) => !isObject(i) || !isText(i.system) || !isText(i.value)))
  )
    problems.push('"identifier" must list at least one { system, value }.');
  if (options.strict && (!Array.isArray(value.telecom) || value.telecom.length === 0))
    problems.push('"telecom" must list at least one contact point.');
  if (value.position !== undefined) {
    const p = value.position;
    if (
      !isObject(p) ||
      typeof p.latitude !== 'number' ||
      typeof p.longitude !== 'number' ||
      Math.abs(p.latitude) > 90 ||
      Math.abs(p.longitude) > 180
    )
      problems.push('"position" needs a latitude and a longitude in degrees.');
  }
  return problems;
}

export function scheduleProblems(
  value: unknown,
  locationIds: ReadonlySet<string>,
  options: RuleOptions = {},
): string[] {
  if (!isObject(value) || value.resourceType !== 'Schedule') return ['it is not a Schedule resource.'];
  const problems: string[] = idProblem(value.id, options);
  if (options.strict) {
    const products = (Array.isArray(value.extension) ? value.extension : []).filter(
      (e) => isObject(e) && e.url === EXTENSION.vaccineProduct,
    );
    // One product per Schedule, coded in CVX, so a reader can book the vaccine it looks for.
    if (products.length > 1) problems.push('the vaccine-product extension repeats.');
    for (const p of products) {
      const coding = isObject(p) && isObject(p.valueCoding) ? p.valueCoding : null;
      if (!coding || coding.system !== SYSTEM.cvx || !isText(coding.code) || !/^\d{1,3}$/.test(String(coding.code)))
        problems.push('vaccine-product must be a CVX coding (system http://hl7.org/fhir/sid/cvx).');
    }
  }
  if (!Array.isArray(value.serviceType) || value.serviceType.length === 0)
    problems.push('"serviceType" lists no service.');
  const actors = Array.isArray(value.actor) ? value.actor : [];
  const locationActors = actors.filter(
    (a): a is { reference: string } =>
      isObject(a) && typeof a.reference === 'string' && a.reference.startsWith('Location/'),
  );
  if (locationActors.length !== 1) {
    problems.push('"actor" must reference one Location.');
  } else if (!locationIds.has(locationActors[0]!.reference.slice('Location/'.length))) {
    problems.push(`its actor ${locationActors[0]!.reference} is in no Location file.`);
  }
  return problems;
}

export function slotProblems(value: unknown, scheduleIds: ReadonlySet<string>, options: RuleOptions = {}): string[] {
  if (!isObject(value) || value.resourceType !== 'Slot') return ['it is not a Slot resource.'];
  const problems: string[] = idProblem(value.id, options);
  const reference = isObject(value.schedule) ? value.schedule.reference : undefined;
  if (typeof reference !== 'string' || !reference.startsWith('Schedule/')) {
    problems.push('"schedule.reference" must be Schedule/<id>.');
  } else if (!scheduleIds.has(reference.slice('Schedule/'.length))) {
    problems.push(`its schedule ${reference} is in no Schedule file.`);
  }
  if (value.status !== 'free' && value.status !== 'busy') problems.push('"status" must be free or busy.');
  if (!isInstant(value.start)) problems.push('"start" must be an ISO 8601 time with an offset.');
  if (!isInstant(value.end)) problems.push('"end" must be an ISO 8601 time with an offset.');
  // A publisher's timestamps are FHIR instants: to the second at least.
  if (options.strict && [value.start, value.end].some((t) => typeof t !== 'string' || !/T\d{2}:\d{2}:\d{2}/.test(t)))
    problems.push('"start" and "end" must give the seconds.');
  if (
    isInstant(value.start) &&
    isInstant(value.end) &&
    Date.parse(normalizeInstant(value.end)) <= Date.parse(normalizeInstant(value.start))
  )
    problems.push('"end" is not after "start".');
  if (value.extension !== undefined) {
    if (!Array.isArray(value.extension)) {
      problems.push('"extension" must be a list.');
    } else {
      for (const ext of value.extension) {
        if (!isObject(ext) || !isText(ext.url)) {
          problems.push('an extension has no "url".');
          continue;
        }
        if (ext.url === EXTENSION.bookingDeepLink && !isHttpUrl(ext.valueUrl))
          problems.push('the booking-deep-link extension needs an http(s) "valueUrl".');
        if (
          ext.url === EXTENSION.slotCapacity &&
          !(Number.isInteger(ext.valueInteger) && (ext.valueInteger as number) >= 0)
        ) {
          problems.push('the slot-capacity extension needs a whole "valueInteger" of 0 or more.');
        }
      }
    }
  }
  return problems;
}
