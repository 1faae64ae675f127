// State registry reporting as a registry meets it (decision 262): a vaccination recorded at the counter reaches a test
// registry (an MLLP listener on node-hl7-server) as a VXU^V04, its ACK sets the vaccination's registry status shown
// on the day list, rejections are reported to staff and can be sent again, and a registry that is down then back
// still gets every message.
import { Message } from 'node-hl7-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IIS_MAX_ATTEMPTS } from '@vaxnear/domain/iis-vxu';
import { insertPlaces, PLACES } from '../bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { bookedAppointment, receivedLot, recordVaccination } from '../../test/counter-fixtures.ts';
import {
  cookieHeader,
  firstOperator,
  invited,
  sessionCookieOf,
  signInWith,
  type SignedIn,
} from '../../test/staff-sessions.ts';
import { saveIisTarget } from './iis.repository.ts';
import { freePort, TestIisListener } from './test-iis-listener.ts';

const BELLEVUE = PLACES.cvsBellevue.id;

describe.each(dialects)('state registry reporting on $name', (dialect) => {
  let t: TestApp;
  let pharmacist: SignedIn;
  let listener: TestIisListener;

  beforeEach(async () => {
    t = await createTestApp(dialect, {
      now: '2026-11-23T14:00:00.000Z',
      config: { iisPollMs: 3_600_000, iisTimeoutMs: 2000, webhookPollMs: 3_600_000 },
    });
    await insertPlaces(t.database.db);
    const operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    pharmacist = await invited(t, admin, {
      email: 'pat@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [BELLEVUE],
    });
    lotId = null;
    listener = new TestIisListener(await freePort());
    await listener.start();
    const target = {
      state: PLACES.cvsBellevue.state,
      host: '127.0.0.1',
      port: listener.port,
      sending_facility: 'CVS0042',
      receiving_application: 'WAIIS',
      receiving_facility: 'WADOH',
      processing_id: 'T',
      updated_at: '2026-11-23T00:00:00.000Z',
    };
    // As `npm run iis:target` sets it; a second call for the state replaces the first.
    await saveIisTarget(t.database.db, { ...target, port: 1 });
    await saveIisTarget(t.database.db, target);
  });
  afterEach(async () => {
    await listener.stop();
    await t.close();
  });

  /** A booking at Bellevue, vaccinated now by the pharmacist: the vaccination record's id. */
  let lotId: string | null = null;
  const vaccinate = async (user: Record<string, unknown> = {}) => {
    const appointmentId = await bookedAppointment(t, { user });
    lotId ??= (await receivedLot(t, pharmacist, 'cvsBellevue', { lotNumber: 'FLU77', expiresOn: '2027-05-31' })).id;
    const res = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, {
      lotId,
      administeredByName: 'Pat Smith',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { appointmentId, vaccinationId: res.json().data.id as string };
  };
  const messageOf = (vaccinationId: string) =>
    t.database.db
      .selectFrom('iis_messages')
      .selectAll()
      .where('vaccination_id', '=', vaccinationId)
      .executeTakeFirstOrThrow();
  const dayListRow = async (appointmentId: string, headers = pharmacist.headers) => {
    const res = await t.app.inject({
      url: `/api/v1/staff/locations/${BELLEVUE}/day/2026-11-23`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.rows as Array<{ id: string; registryStatus: string | null }>).find(
      (r) => r.id === appointmentId,
    )!;
  };

  it('sends the vaccination as a VXU^V04 and shows "accepted" on the day list once the registry says AA', async () => {
    const { appointmentId, vaccinationId } = await vaccinate({ lastName: 'Lopez' });
    expect((await messageOf(vaccinationId)).status).toBe('pending');
    expect((await dayListRow(appointmentId)).registryStatus).toBe('pending');

    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    expect(listener.received).toHaveLength(1);
    const vxu = new Message({ text: listener.received[0]! });
    expect(vxu.get('MSH.9.2').toString()).toBe('V04');
    expect(vxu.get('MSH.11').toString()).toBe('T');
    expect([vxu.get('MSH.4').toString(), vxu.get('MSH.5').toString(), vxu.get('MSH.6').toString()]).toEqual([
      'CVS0042',
      'WAIIS',
      'WADOH',
    ]);
    expect(vxu.get('PID.5.1').toString()).toBe('Lopez');
    expect(vxu.get('PID.3.1').toString()).toBe(appointmentId);
    expect(vxu.get('ORC.3.1').toString()).toBe(vaccinationId);
    expect(vxu.get('RXA.5.1').toString()).toBe('88');
    expect(vxu.get('RXA.15').toString()).toBe('FLU77');
    expect(vxu.get('RXA.10.2').toString()).toBe('Pat Smith');
    expect(vxu.get('RXR.1.1').toString()).toBe('IM');

    const message = await messageOf(vaccinationId);
    expect(message).toMatchObject({ status: 'accepted', control_id: vxu.get('MSH.10').toString() });
    expect((await dayListRow(appointmentId)).registryStatus).toBe('accepted');
    // Nothing more is due: a second pass sends nothing.
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 0, failed: 0 });
    expect(listener.received).toHaveLength(1);
  });

  it('keeps the warning of an AE and the reason of an AR, reports them to staff, and sends a rejection again', async () => {
    const warned = await vaccinate();
    const rejected = await vaccinate();
    listener.answers = [
      {
        code: 'AE',
        error: { location: 'RXA^1^16', code: '0', text: 'Lot expiry date is far in the future', severity: 'W' },
      },
      {
        code: 'AR',
        error: { location: 'PID^1^7', code: '102', text: 'Birth date is after the dose date', severity: 'E' },
      },
    ];
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 2, retried: 0, failed: 0 });
    // Which message got which answer depends on the order the two connections arrived: read it from the listener.
    const first = new Message({ text: listener.received[0]! }).get('ORC.3.1').toString();
    const [aeId, arId] = first === warned.vaccinationId ? [warned, rejected] : [rejected, warned];
    expect(await messageOf(aeId.vaccinationId)).toMatchObject({
      status: 'accepted_with_warnings',
      ack_errors: JSON.stringify(['Lot expiry date is far in the future']),
    });
    expect(await messageOf(arId.vaccinationId)).toMatchObject({
      status: 'rejected',
      ack_errors: JSON.stringify(['Birth date is after the dose date']),
      ack_error_codes: JSON.stringify(['102']),
    });
    expect((await dayListRow(arId.appointmentId)).registryStatus).toBe('rejected');

    const report = await t.app.inject({
      url: `/api/v1/staff/locations/${BELLEVUE}/registry-problems`,
      headers: pharmacist.headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    const problems = report.json().data as Array<{
      vaccinationId: string;
      status: string;
      errors: string[];
      reasons: string[];
      timeZone: string;
    }>;
    // Times are the pharmacy's, as on the day list.
    const { time_zone } = await t.database.db
      .selectFrom('locations')
      .select('time_zone')
      .where('id', '=', BELLEVUE)
      .executeTakeFirstOrThrow();
    expect(problems.map((p) => p.timeZone)).toEqual([time_zone, time_zone]);
    // The registry's words as it wrote them, and its HL7 codes for the page to explain in the reader's language.
    expect(problems.map((p) => [p.vaccinationId, p.status, p.errors, p.reasons]).sort()).toEqual(
      [
        [aeId.vaccinationId, 'accepted_with_warnings', ['Lot expiry date is far in the future'], []],
        [arId.vaccinationId, 'rejected', ['Birth date is after the dose date'], ['102']],
      ].sort(),
    );

    // Only a rejected or failed message goes again; the resend is in the audit log.
    const resendUrl = (id: string) => `/api/v1/staff/locations/${BELLEVUE}/registry-messages/${id}/resend`;
    const refused = await t.app.inject({
      method: 'POST',
      url: resendUrl(aeId.vaccinationId),
      headers: pharmacist.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('REGISTRY_MESSAGE_NOT_RESENDABLE');
    const unknown = await t.app.inject({ method: 'POST', url: resendUrl('nope'), headers: pharmacist.headers });
    expect(unknown.statusCode).toBe(404);
    const resent = await t.app.inject({
      method: 'POST',
      url: resendUrl(arId.vaccinationId),
      headers: pharmacist.headers,
    });
    expect(resent.statusCode, resent.body).toBe(202);
    expect((await messageOf(arId.vaccinationId)).status).toBe('pending');
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    expect((await messageOf(arId.vaccinationId)).status).toBe('accepted');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'record_id'])
      .where('action', 'in', ['registry_message.resend', 'registry_report.read'])
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      { action: 'registry_report.read', record_id: BELLEVUE },
      { action: 'registry_message.resend', record_id: arId.vaccinationId },
    ]);
  });

  it('keeps messages while the registry is down and sends them when it is back, then fails after the last try', async () => {
    const { vaccinationId } = await vaccinate();
    await listener.stop();
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 1, failed: 0 });
    const waiting = await messageOf(vaccinationId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connection_refused' });
    // Not due again before its backoff.
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 0, failed: 0 });
    await listener.start();
    t.clock.set(new Date(Date.parse(waiting.next_attempt_at) + 1000));
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'accepted', attempts: 2, last_error: null });
    expect(listener.received).toHaveLength(1);

    // Another vaccination, with the registry gone for good: failed after the last attempt, shown as failed.
    t.clock.set('2026-11-23T14:00:00.000Z');
    const headers = cookieHeader(t, sessionCookieOf(await signInWith(t, pharmacist.device))!);
    pharmacist = { ...pharmacist, headers };
    const lost = await vaccinate();
    await listener.stop();
    for (let attempt = 1; attempt <= IIS_MAX_ATTEMPTS; attempt += 1) {
      const row = await messageOf(lost.vaccinationId);
      t.clock.set(new Date(Math.max(Date.parse(row.next_attempt_at), t.clock.now().getTime()) + 1000));
      await t.app.iisWorker.runOnce();
    }
    expect(await messageOf(lost.vaccinationId)).toMatchObject({ status: 'failed', attempts: IIS_MAX_ATTEMPTS });
  });

  it('keeps the messages of a state with no registry configured pending, and sends nothing', async () => {
    await t.database.db.deleteFrom('iis_targets').execute();
    const { vaccinationId } = await vaccinate();
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 0, failed: 0 });
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(listener.received).toHaveLength(0);
  });
});
