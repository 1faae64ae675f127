// The inventory by lot (docs/product/staff.md, Lots): receive a lot, record wasted doses, count, list. Each change and
// its audit row are one transaction; the counts move only by the repository's conditional updates.
import crypto from 'node:crypto';
import type { CountLotBody, Lot, ReceiveLotBody, WasteLotBody } from '@vaxnear/domain/contracts/staff-counter';
import { lotManufacturers } from '@vaxnear/domain/vaccine-lots';
import { productOfCvx } from '@vaxnear/domain/vaccine-products';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { constraintViolation } from '../bookings/database-errors.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { counterLocation, type CounterActor, type CounterLocation } from './counter-location.ts';
import {
  findLot,
  insertLot,
  listLots as selectLots,
  setCountedDoses,
  takeDoses,
  type LotRow,
} from './vaccine-lots.repository.ts';

export const lotNotFound = () =>
  notFound('This location has no lot with this id. Reload the inventory and choose a lot from it.', 'LOT_NOT_FOUND');

export function toLot(row: LotRow, today: string): Lot {
  return {
    id: row.id,
    locationId: row.location_id,
    kind: row.kind as VaccineKind,
    cvx: row.cvx,
    mvx: row.mvx,
    productName: productOfCvx(row.cvx)?.productName ?? row.cvx,
    lotNumber: row.lot_number,
    expiresOn: row.expires_on,
    dosesReceived: Number(row.doses_received),
    dosesLeft: Number(row.doses_left),
    dosesWasted: Number(row.doses_wasted),
    receivedAt: row.received_at,
    expired: row.expires_on < today,
  };
}

const audit = (
  deps: ServiceDeps,
  actor: CounterActor,
  location: CounterLocation,
  action: string,
  lotId: string,
  changes: Record<string, unknown>,
) => ({
  at: deps.clock.now().toISOString(),
  actorId: actor.session.staffId,
  action,
  recordType: 'vaccine_lot',
  recordId: lotId,
  changes: { locationId: location.id, ...changes },
  address: actor.address,
  retailer: location.retailer,
});

export async function listLots(
  deps: ServiceDeps,
  actor: CounterActor,
  locationId: string,
  options: { withEmpty: boolean },
): Promise<Lot[]> {
  const location = await counterLocation(deps, actor, locationId, 'lots.read');
  const rows = await selectLots(deps.db, location.id, options);
  return rows.map((row) => toLot(row, location.today));
}

export async function receiveLot(
  deps: ServiceDeps,
  actor: CounterActor,
  locationId: string,
  body: ReceiveLotBody,
): Promise<Lot> {
  const location = await counterLocation(deps, actor, locationId, 'lots.change');
  const product = productOfCvx(body.cvx);
  if (!product)
    throw badRequest(
      'PRODUCT_UNKNOWN',
      'This CVX code is not a vaccine the site offers. Choose the product from the list.',
      'cvx',
    );
  const makers = lotManufacturers(product);
  const mvx = body.mvx?.toUpperCase() ?? (makers.length === 1 ? makers[0]! : undefined);
  if (!mvx || !makers.includes(mvx))
    throw badRequest(
      'LOT_MANUFACTURER_INVALID',
      `Choose the manufacturer printed on the box: ${makers.join(', ')}.`,
      'mvx',
    );
  if (body.expiresOn < location.today || Number.isNaN(Date.parse(`${body.expiresOn}T00:00:00Z`)))
    throw badRequest(
      'LOT_EXPIRY_PASSED',
      'This expiry date has passed (or is not a date). Check the date on the box; expired doses are not received.',
      'expiresOn',
    );
  const now = deps.clock.now().toISOString();
  const row = {
    id: crypto.randomUUID(),
    location_id: location.id,
    kind: product.kind,
    cvx: product.cvx,
    mvx,
    lot_number: body.lotNumber.toUpperCase(),
    expires_on: body.expiresOn,
    doses_received: body.doses,
    doses_left: body.doses,
    received_at: now,
    received_by: actor.session.staffId,
  };
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await insertLot(trx, row);
      await insertAuditEntry(
        trx,
        audit(deps, actor, location, 'lot.receive', row.id, {
          cvx: row.cvx,
          mvx,
          lotNumber: row.lot_number,
          expiresOn: row.expires_on,
          doses: body.doses,
        }),
      );
    })
    .catch((error: unknown) => {
      if (constraintViolation(error)?.kind === 'unique')
        throw new AppError(409, {
          code: 'LOT_ALREADY_RECEIVED',
          field: 'lotNumber',
          message:
            'This lot of this product is already in the inventory. Count it to set the doses it has now instead of receiving it again.',
        });
      throw error;
    });
  return toLot({ ...row, doses_wasted: 0 }, location.today);
}

export async function wasteDoses(
  deps: ServiceDeps,
  actor: CounterActor,
  target: { locationId: string; lotId: string },
  body: WasteLotBody,
): Promise<Lot> {
  const location = await counterLocation(deps, actor, target.locationId, 'lots.change');
  return deps.db.transaction().execute(async (trx) => {
    const left = await takeDoses(trx, { locationId: location.id, lotId: target.lotId }, body.doses, { wasted: true });
    if (left === null) {
      if (!(await findLot(trx, location.id, target.lotId))) throw lotNotFound();
      throw new AppError(409, {
        code: 'LOT_NOT_ENOUGH_DOSES',
        field: 'doses',
        message: 'This lot has fewer doses left than that. Count the lot first if the inventory is wrong.',
      });
    }
    await insertAuditEntry(
      trx,
      audit(deps, actor, location, 'lot.waste', target.lotId, { doses: body.doses, reason: body.reason, left }),
    );
    return toLot((await findLot(trx, location.id, target.lotId))!, location.today);
  });
}

export async function countLot(
  deps: ServiceDeps,
  actor: CounterActor,
  target: { locationId: string; lotId: string },
  body: CountLotBody,
): Promise<Lot> {
  const location = await counterLocation(deps, actor, target.locationId, 'lots.change');
  return deps.db.transaction().execute(async (trx) => {
    const counted = await setCountedDoses(
      trx,
      deps.dialect,
      { locationId: location.id, lotId: target.lotId },
      body.doses,
    );
    if (!counted) throw lotNotFound();
    await insertAuditEntry(
      trx,
      audit(deps, actor, location, 'lot.count', target.lotId, {
        before: counted.before,
        counted: counted.after,
        difference: counted.after - counted.before,
      }),
    );
    return toLot((await findLot(trx, location.id, target.lotId))!, location.today);
  });
}
