// The registry worker's pass (decision 262): claim due messages with a lease (as the webhook outbox does), send each
// as a VXU^V04 to its state's registry (over MLLP or the CDC's SOAP web service), read the ACK, and record the vaccination's registry status:
// accepted, accepted with warnings (AE, its texts kept), rejected (AR, its texts kept, for staff to fix and resend),
// retried after a backoff when no answer came, or failed after the last attempt.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { buildVxu, iisRetryDelayMs, parseAck, statusOfAck } from '@vaxnear/domain/iis-vxu';
import { ageInYears } from '@vaxnear/domain/patient';
import { productOfCvx } from '@vaxnear/domain/vaccine-products';
import { isVaccineKind } from '@vaxnear/domain/vaccines';
import { hasPregnancyOffering } from '@vaxnear/domain/booking/pregnancy-offering';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  claimIisMessages,
  findDueIisMessages,
  findIisTarget,
  fixIisControlId,
  recordIisOutcome,
  vaccinationForMessage,
  type IisOutcome,
} from './iis.repository.ts';
import { sendMllp } from './mllp-client.ts';
import { submitSingleMessage, type SoapFaultName } from './soap-client.ts';

export interface IisPassSummary {
  answered: number;
  retried: number;
  failed: number;
}

export interface IisPassOptions {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'iisTimeoutMs'>;
  batch?: number;
  /** Jitter source, [0, 1). */
  random?: () => number;
}

function pregnantAtBooking(questionnaire: string | null): boolean {
  try {
    return (JSON.parse(questionnaire ?? 'null') as { pregnant?: unknown } | null)?.pregnant === true;
  } catch {
    return false;
  }
}

/** What a registry's SOAP fault is recorded as (staff read it in the registry report). */
const SOAP_FAULT_ERRORS: Record<SoapFaultName, string> = {
  SecurityFault: 'soap_security_fault',
  MessageTooLargeFault: 'soap_message_too_large',
  UnsupportedOperationFault: 'soap_unsupported_operation',
  UnknownFault: 'soap_unknown_fault',
};

/** One VXU to a state's registry over its transport: MLLP, or the CDC's SOAP web service (decision 278). */
function sendVxu(
  target: NonNullable<Awaited<ReturnType<typeof findIisTarget>>>,
  vxu: string,
  timeoutMs: number,
): Promise<{ ack: string } | { fault: SoapFaultName } | { error: string }> {
  if (target.transport !== 'soap') return sendMllp({ host: target.host, port: Number(target.port) }, vxu, timeoutMs);
  if (!target.soap_url || target.soap_username === null || target.soap_password === null)
    return Promise.resolve({ error: 'soap_target_incomplete' });
  return submitSingleMessage(
    {
      url: target.soap_url,
      username: target.soap_username,
      password: target.soap_password,
      facilityId: target.sending_facility,
    },
    vxu,
    timeoutMs,
  );
}

export async function sendDueIisMessages(options: IisPassOptions): Promise<IisPassSummary> {
  const { db, clock, config } = options;
  const random = options.random ?? Math.random;
  const summary: IisPassSummary = { answered: 0, retried: 0, failed: 0 };
  const started = clock.now();
  const leaseUntil = new Date(started.getTime() + config.iisTimeoutMs * 2 + 30_000).toISOString();
  const due = await findDueIisMessages(db, started.toISOString(), options.batch ?? 50);
  const claim = crypto.randomUUID();
  const claimed = await claimIisMessages(
    db,
    due.map((d) => d.vaccination_id),
    claim,
    started.toISOString(),
    leaseUntil,
  );
  // One state's messages go one after another (registries often take one connection per sender at a time); states
  // in parallel, so a registry that is down holds up no other state.
  const byState = new Map<string, typeof claimed>();
  for (const message of claimed) byState.set(message.state, [...(byState.get(message.state) ?? []), message]);
  const sendOne = async (message: (typeof claimed)[number]) => {
    const failure = (error: string, controlId: string | null): IisOutcome => {
      const delay = iisRetryDelayMs(message.attempts, random());
      return delay === null
        ? { failed: true, controlId, error }
        : { retryAt: new Date(clock.now().getTime() + delay).toISOString(), controlId, error };
    };
    const target = await findIisTarget(db, message.state);
    const record = await vaccinationForMessage(db, message.vaccinationId);
    let outcome: IisOutcome;
    if (!target) outcome = failure('no_registry_configured', null);
    else if (!record || !record.first_name || !record.last_name)
      // The person asked to be erased before the message left: nothing can be sent about them.
      outcome = { failed: true, controlId: null, error: 'person_erased' };
    else {
      const controlId = message.controlId ?? crypto.randomUUID().replace(/-/g, '');
      if (!message.controlId && !(await fixIisControlId(db, message.vaccinationId, claim, controlId))) return;
      const administeredAt = new Date(record.administered_at);
      const vxu = buildVxu({
        controlId,
        sentAt: clock.now(),
        processingId: target.processing_id === 'T' ? 'T' : 'P',
        sendingFacility: target.sending_facility,
        receivingApplication: target.receiving_application,
        receivingFacility: target.receiving_facility,
        patient: {
          // The appointment, not the registration: a group booking's registration holds several people.
          id: record.appointment_id,
          firstName: record.first_name,
          lastName: record.last_name,
          dateOfBirth: record.date_of_birth,
          sex: record.sex,
        },
        vaccination: {
          id: record.id,
          administeredAt,
          cvx: record.cvx,
          cvxDescription: productOfCvx(record.cvx)?.cvxDescription ?? record.cvx,
          mvx: record.mvx,
          doseMl: Number(record.dose_microlitres) / 1000,
          route: record.route,
          site: record.site,
          lotNumber: record.lot_number,
          lotExpiresOn: record.lot_expires_on,
          administeredByName: record.administered_by_name,
          ageAtDose: ageInYears(record.date_of_birth, administeredAt.toISOString().slice(0, 10)),
          // The vaccine given in pregnancy (maternal RSV): a dose of a kind pregnancy changes, to a person who said
          // at booking they were pregnant.
          pregnant:
            isVaccineKind(record.kind) &&
            hasPregnancyOffering(record.kind) &&
            pregnantAtBooking(record.health_questionnaire),
        },
      });
      const sent = await sendVxu(target, vxu, config.iisTimeoutMs);
      const ack = 'ack' in sent ? parseAck(sent.ack) : null;
      if ('fault' in sent)
        // A message too large stays too large: staff see it at once. Any other fault (credentials, the registry's own
        // trouble) is retried, so an operator who fixes the target loses nothing.
        outcome =
          sent.fault === 'MessageTooLargeFault'
            ? { failed: true, controlId, error: SOAP_FAULT_ERRORS.MessageTooLargeFault }
            : failure(SOAP_FAULT_ERRORS[sent.fault], controlId);
      else if ('error' in sent) outcome = failure(sent.error, controlId);
      else if (!ack) outcome = failure('unreadable_ack', controlId);
      else if (ack.controlId !== controlId) outcome = failure('ack_for_another_message', controlId);
      else
        outcome = {
          answered: statusOfAck(ack),
          controlId,
          errors: ack.errors,
          errorCodes: ack.errorCodes,
          at: clock.now().toISOString(),
        };
    }
    await recordIisOutcome(db, message.vaccinationId, claim, outcome);
    if ('answered' in outcome) summary.answered += 1;
    else if ('retryAt' in outcome) summary.retried += 1;
    else summary.failed += 1;
  };
  await Promise.all(
    [...byState.values()].map(async (messages) => {
      for (const message of messages) await sendOne(message);
    }),
  );
  return summary;
}
