// The bot check's work per proof for one client address (decision 224): it grows with what that address holds now
// and has booked today, so a household pays the base cost and an address that takes a pharmacy's places pays more for
// every further one. Both counts are the database's, so every server of a fleet asks the same price.
import { botCheckCost } from '@vaxnear/domain/booking-limits';
import { BOT_CHECK_BASE_COST } from '@vaxnear/domain/constants';
import type { BotCheckAction } from '@vaxnear/domain/contracts/bot-check';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { countAddressHolds } from '../reservations/reservations.repository.ts';
import { dailyPlaces } from '../bookings/booking-limits.repository.ts';

/** The actions that take places: holding and booking. Releasing, reminders and the rest stay at the base cost. */
const PLACE_TAKING: readonly BotCheckAction[] = ['create_reservation', 'create_appointments'];

export async function proofCostFor(
  deps: ServiceDeps,
  clientAddress: string,
  action: BotCheckAction,
  base = BOT_CHECK_BASE_COST,
): Promise<number> {
  const step = deps.config.botCheckCostStep;
  if (step <= 0 || !PLACE_TAKING.includes(action)) return base;
  const now = deps.clock.now().toISOString();
  const activity =
    (await countAddressHolds(deps.db, clientAddress, now)) +
    (await dailyPlaces(deps.db, `address:${clientAddress}`, now.slice(0, 10)));
  return botCheckCost(activity, { base, step });
}
