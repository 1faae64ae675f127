// What staff see of state registry reporting (docs/product/pharmacy-integrations.md, State registries; decision 262):
// the vaccinations of a location the registry rejected, warned about or never answered, and sending one again. The
// report shows names, so reading it is audited; a resend is audited in its own transaction.
import type { RegistryProblem } from '@vaxnear/domain/contracts/staff-registry';
import type { RegistryStatus } from '@vaxnear/domain/iis-vxu';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { counterLocation, type CounterActor } from '../counter/counter-location.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { rejectedIisMessages, requeueIisMessage } from './iis.repository.ts';

/** The report lists this many, newest first: more than a location gives in weeks. */
const REPORT_LIMIT = 200;

const errorsOf = (ackErrors: string | null, lastError: string | null): string[] => {
  try {
    const parsed = JSON.parse(ackErrors ?? '[]') as unknown;
    const texts = Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : [];
    return lastError ? [...texts, lastError] : texts;
  } catch {
    return lastError ? [lastError] : [];
  }
};

/** What the report explains in the staff member's words: the ACK's HL7 codes, or why no answer came (decision 280). */
const reasonsOf = (status: string, ackErrorCodes: string | null, lastError: string | null): string[] => {
  if (status === 'failed') return lastError ? [lastError] : [];
  try {
    const parsed = JSON.parse(ackErrorCodes ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
};

export async function registryProblems(
  deps: ServiceDeps,
  actor: CounterActor,
  locationId: string,
): Promise<RegistryProblem[]> {
  const location = await counterLocation(deps, actor, locationId, 'vaccinations.read');
  return deps.db.transaction().execute(async (trx) => {
    const rows = await rejectedIisMessages(trx, location.id, REPORT_LIMIT);
    await insertAuditEntry(trx, {
      at: deps.clock.now().toISOString(),
      actorId: actor.session.staffId,
      action: 'registry_report.read',
      recordType: 'location',
      recordId: location.id,
      changes: { count: rows.length },
      address: actor.address,
      retailer: location.retailer,
    });
    return rows.map((r) => ({
      vaccinationId: r.vaccination_id,
      appointmentId: r.appointment_id,
      status: r.status as RegistryStatus,
      errors: errorsOf(r.ack_errors, r.status === 'accepted_with_warnings' ? null : r.last_error),
      reasons: reasonsOf(r.status, r.ack_error_codes, r.last_error),
      attempts: Number(r.attempts),
      lastAttemptAt: r.last_attempt_at,
      kind: r.kind as VaccineKind,
      cvx: r.cvx,
      lotNumber: r.lot_number,
      administeredAt: r.administered_at,
      firstName: r.first_name,
      lastName: r.last_name,
      timeZone: location.timeZone,
    }));
  });
}

/** Sends a rejected or failed vaccination to the registry again (after staff fixed what the registry said). */
export async function resendToRegistry(
  deps: ServiceDeps,
  actor: CounterActor,
  target: { locationId: string; vaccinationId: string },
): Promise<void> {
  const location = await counterLocation(deps, actor, target.locationId, 'vaccinations.record');
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('iis_messages')
      .select(['status'])
      .where('vaccination_id', '=', target.vaccinationId)
      .where('location_id', '=', location.id)
      .executeTakeFirst();
    if (!message)
      throw notFound(
        'This location has no vaccination with this id. Reload the registry report.',
        'REGISTRY_MESSAGE_NOT_FOUND',
      );
    if (!(await requeueIisMessage(trx, target.vaccinationId, nowIso)))
      throw new AppError(409, {
        code: 'REGISTRY_MESSAGE_NOT_RESENDABLE',
        message:
          'Only a vaccination the registry rejected, or that could not be sent, can be sent again. Reload the report.',
      });
    await insertAuditEntry(trx, {
      at: nowIso,
      actorId: actor.session.staffId,
      action: 'registry_message.resend',
      recordType: 'vaccination_record',
      recordId: target.vaccinationId,
      changes: { status: { from: message.status, to: 'pending' } },
      address: actor.address,
      retailer: location.retailer,
    });
  });
}
