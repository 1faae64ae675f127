// Vaccine selection on the schedule landing (docs/product/booking-flow.md, Schedule landing): toggling,
// flu season, 2 vaccines at most, rsv and covid_19 never together.
import {
  MAX_VACCINES_PER_APPOINTMENT,
  VACCINE_KINDS,
  hasIncompatibleKinds,
  isVaccineKind,
  kindRow,
  type BrandKind,
  type VaccineKind,
} from '../vaccines.ts';

export type SelectionModal = 'tooMany' | 'rsvCovidConflict' | 'minorPneumococcalOnly' | 'fluOutOfSeason';
export type BookingFlow = 'adult' | 'minor';

export const SELECTION_MESSAGES = {
  minimumOne: 'Minimum one selection',
  tooMany: 'Too many vaccines selected',
} as const;

export type ToggleResult =
  | { ok: true; kinds: VaccineKind[] }
  /** The selection is left as it was and the modal opens. */
  | { ok: false; kinds: VaccineKind[]; modal: SelectionModal };

export interface ToggleContext {
  /** From isFluInSeason(today); flu out of season cannot be added. */
  fluInSeason: boolean;
}

/** Adds or removes `kind`. Removing always succeeds; adding may be refused with the modal that explains why. */
export function toggleVaccineKind(
  selected: readonly VaccineKind[],
  kind: VaccineKind,
  context: ToggleContext,
): ToggleResult {
  const kinds = [...selected];
  if (kinds.includes(kind)) return { ok: true, kinds: kinds.filter((k) => k !== kind) };
  if (kindRow(kind).onlyInFluSeason && !context.fluInSeason) return { ok: false, kinds, modal: 'fluOutOfSeason' };
  if (kinds.length >= MAX_VACCINES_PER_APPOINTMENT) return { ok: false, kinds, modal: 'tooMany' };
  if (hasIncompatibleKinds([...kinds, kind])) return { ok: false, kinds, modal: 'rsvCovidConflict' };
  return { ok: true, kinds: [...kinds, kind] };
}

/**
 * The rsv/covid_19 modal's buttons "Continue with COVID-19" / "Continue with RSV": the chosen one replaces the other,
 * in the other's place, so the rest of the selection keeps its order.
 */
export function resolveRsvCovidConflict(selected: readonly VaccineKind[], choice: 'covid_19' | 'rsv'): VaccineKind[] {
  const other = choice === 'rsv' ? 'covid_19' : 'rsv';
  const kinds = selected.map((k) => (k === other ? choice : k));
  return kinds.filter((k, i) => kinds.indexOf(k) === i);
}

export type SelectionCheck =
  { ok: true } | { ok: false; error: 'minimumOne'; message: string } | { ok: false; modal: SelectionModal };

/** What Continue on the landing checks before the flow starts (docs/product/booking-flow.md, Form rules). */
export function checkSelectionForContinue(selected: readonly VaccineKind[], flow: BookingFlow): SelectionCheck {
  if (selected.length === 0) return { ok: false, error: 'minimumOne', message: SELECTION_MESSAGES.minimumOne };
  if (selected.length > MAX_VACCINES_PER_APPOINTMENT) return { ok: false, modal: 'tooMany' };
  if (hasIncompatibleKinds(selected)) return { ok: false, modal: 'rsvCovidConflict' };
  // Nothing left for a minor: every kind chosen is one never booked for minors (pneumococcal).
  if (flow === 'minor' && selected.every((kind) => kindRow(kind).minorRangeMinAge === null))
    return { ok: false, modal: 'minorPneumococcalOnly' };
  return { ok: true };
}

export interface DeeplinkService {
  kind: VaccineKind;
  brand?: string | null;
}

/**
 * A deeplink's `services` (docs/product/booking-flow.md, Deep links): objects with a kind. Unknown or disabled kinds
 * and repeats are dropped, the order is kept, a kind that cannot be booked with one already kept (rsv with covid_19) is
 * dropped, and at most two remain. Anything that is not a list gives an empty selection.
 */
export function sanitizeDeeplinkServices(services: unknown, enabledKinds: readonly VaccineKind[]): DeeplinkService[] {
  if (!Array.isArray(services)) return [];
  const kept: DeeplinkService[] = [];
  for (const service of services) {
    if (kept.length >= MAX_VACCINES_PER_APPOINTMENT) break;
    if (typeof service !== 'object' || service === null) continue;
    const { kind, brand } = service as { kind?: unknown; brand?: unknown };
    if (!isVaccineKind(kind) || !enabledKinds.includes(kind)) continue;
    const keptKinds = kept.map((s) => s.kind);
    if (keptKinds.includes(kind) || hasIncompatibleKinds([...keptKinds, kind])) continue;
    kept.push(typeof brand === 'string' || brand === null ? { kind, brand } : { kind });
  }
  return kept;
}

/**
 * The landing's checkbox order from the `order` query parameter: the listed kinds first, in their order, then the
 * others in the default order. Accepts a list (order[]=rsv&order[]=flu) or one comma-separated value.
 */
export function checkboxOrder(order: unknown): VaccineKind[] {
  const values = Array.isArray(order) ? order : typeof order === 'string' ? order.split(',') : [];
  const listed: VaccineKind[] = [];
  for (const value of values) {
    const kind = typeof value === 'string' ? value.trim() : value;
    if (isVaccineKind(kind) && !listed.includes(kind)) listed.push(kind);
  }
  return [...listed, ...VACCINE_KINDS.filter((kind) => !listed.includes(kind))];
}

// Which kinds show a step (docs/product/booking-flow.md, Flow steps), from the table of kinds.
/** The brand steps this selection shows before the pregnancy question, in the vaccine order. */
export const brandStepsBeforePregnancy = (kinds: readonly VaccineKind[]): BrandKind[] =>
  VACCINE_KINDS.filter(
    (kind): kind is BrandKind => kinds.includes(kind) && kindRow(kind).brandStep === 'beforePregnancy',
  );
/** The brand steps this selection shows after the pregnancy question (for a person not pregnant), in the vaccine order. */
export const brandStepsAfterPregnancy = (kinds: readonly VaccineKind[]): BrandKind[] =>
  VACCINE_KINDS.filter(
    (kind): kind is BrandKind => kinds.includes(kind) && kindRow(kind).brandStep === 'afterPregnancy',
  );
export const showsBrandStep = (kind: BrandKind, kinds: readonly VaccineKind[]): boolean =>
  kinds.includes(kind) && kindRow(kind).brandStep !== null;
export const showsCovidBrandStep = (kinds: readonly VaccineKind[]): boolean => showsBrandStep('covid_19', kinds);
export const showsRsvBrandStep = (kinds: readonly VaccineKind[]): boolean => showsBrandStep('rsv', kinds);
export const showsPneumococcalBrandStep = (kinds: readonly VaccineKind[]): boolean =>
  showsBrandStep('pneumococcal', kinds);
/** Pregnancy matters to a kind that pregnancy changes (maternal RSV) or rules out (pneumococcal). */
export const showsPregnancyStep = (kinds: readonly VaccineKind[]): boolean =>
  kinds.some((kind) => kindRow(kind).pregnancyBrands !== null || kindRow(kind).notGivenInPregnancy);
/** The due date places the pregnancy vaccine in its weeks (maternal RSV). */
export const showsDueDateStep = (kinds: readonly VaccineKind[]): boolean =>
  kinds.some((kind) => kindRow(kind).pregnancyBrands !== null);
