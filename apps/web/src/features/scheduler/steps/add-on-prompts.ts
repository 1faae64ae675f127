// Which vaccine the summary offers to add (docs/product/booking-flow.md, Add-on prompts). The rule is decision
// 051: only the kinds the table of kinds marks (COVID-19 and flu) have prompts; one is offered when the chosen location gives it to this person's ages,
// the person did not pick it, it may share the appointment, and the appointment stays within two vaccines.
import { ADD_ON_KINDS } from '@vaxnear/domain/booking/booking-step-flow';
import {
  hasIncompatibleKinds,
  kindRow,
  MAX_VACCINES_PER_APPOINTMENT,
  type VaccineKind,
} from '@vaxnear/domain/vaccines';
import type { LocationRestriction } from '@vaxnear/domain/enumerations';

export interface OfferedService {
  kind: VaccineKind;
  brands: Array<{ brandName: string | null; minAge: number; maxAge: number }>;
}

export interface AddOnOffer {
  kinds: VaccineKind[];
  /** COVID-19 brands the location has for these ages: more than one opens the brand prompt. */
  covidBrands: string[];
}

export const NO_ADD_ON: AddOnOffer = { kinds: [], covidBrands: [] };

export interface AddOnInput {
  selected: readonly VaccineKind[];
  services: readonly OfferedService[] | undefined;
  ageMin: number;
  ageMax: number;
  fluInSeason: boolean;
  restrictions?: Partial<Record<VaccineKind, LocationRestriction | null>>;
}

export function addOnOffer(input: AddOnInput): AddOnOffer {
  if (input.selected.length >= MAX_VACCINES_PER_APPOINTMENT || !input.services) return NO_ADD_ON;
  const fitting = (kind: VaccineKind) =>
    (input.services ?? [])
      .filter((s) => s.kind === kind)
      .flatMap((s) => s.brands)
      .filter((b) => b.minAge <= input.ageMax && b.maxAge >= input.ageMin);
  const kinds = ADD_ON_KINDS.filter(
    (kind) =>
      !input.selected.includes(kind) &&
      fitting(kind).length > 0 &&
      !hasIncompatibleKinds([...input.selected, kind]) &&
      (!kindRow(kind).onlyInFluSeason || input.fluInSeason) &&
      // A vaccine the state does not let this pharmacy give online is never suggested (docs/product/booking-flow.md,
      // Location restrictions).
      input.restrictions?.[kind] !== 'not_allowed',
  );
  const covidBrands = kinds.includes('covid_19')
    ? [
        ...new Set(
          fitting('covid_19')
            .map((b) => b.brandName)
            .filter((name): name is string => name !== null),
        ),
      ]
    : [];
  return { kinds, covidBrands };
}
