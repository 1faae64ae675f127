// The state's bookingRestrictions (docs/product/booking-flow.md, Location restrictions): per vaccine, whether booking
// needs a prescription.
import type { Kysely } from 'kysely';
import { LOCATION_RESTRICTIONS, type LocationRestriction } from '@vaxnear/domain/enumerations';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import type { Database } from '../../db/schema.ts';

export async function findStateRestrictions(
  db: Kysely<Database>,
  state: string,
): Promise<Partial<Record<VaccineKind, LocationRestriction>>> {
  const row = await db
    .selectFrom('state_rules')
    .select(['covid_19_restriction'])
    .where('state', '=', state)
    .executeTakeFirst();
  const covid = row?.covid_19_restriction;
  return covid && (LOCATION_RESTRICTIONS as readonly string[]).includes(covid)
    ? { covid_19: covid as LocationRestriction }
    : {};
}
