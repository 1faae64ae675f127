// State registry reporting through the CDC's IIS SOAP web service (decision 278), and the registry a worker cannot
// count on (decision 279): a worker that dies between sending and the ACK, a registry that answers late or never.
// The registries are real servers: an HTTP SOAP service reading envelopes with fast-xml-parser and an MLLP listener
// on node-hl7-server, both keeping a message once by its control id as registries do.
import { Message } from 'node-hl7-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertPlaces, PLACES } from '../bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { bookedAppointment, receivedLot, recordVaccination } from '../../test/counter-fixtures.ts';
import { firstOperator, invited, type SignedIn } from '../../test/staff-sessions.ts';
import { sendDueIisMessages } from './iis-delivery.service.ts';
import { saveIisTarget } from './iis.repository.ts';
import { connectivityTest } from './soap-client.ts';
import { freePort, TestIisListener } from './test-iis-listener.ts';
import { TestSoapRegistry } from './test-soap-registry.ts';

const BELLEVUE = PLACES.cvsBellevue.id;
const TIMEOUT_MS = 1500;
const ACCOUNT = { username: 'vaxnear-cvs', password: 'pa<ss>&word"1' };

describe.each(dialects)('registry transports and failures on $name', (dialect) => {
  let t: TestApp;
  let pharmacist: SignedIn;
  let soap: TestSoapRegistry;
  let lotId: string | null;

  const target = {
    state: PLACES.cvsBellevue.state,
    host: '127.0.0.1',
    port: 0,
    sending_facility: 'CVS0042',
    receiving_application: 'WAIIS',
    receiving_facility: 'WADOH',
    processing_id: 'T',
    updated_at: '2026-11-23T00:00:00.000Z',
  };
  const useSoap = (password = ACCOUNT.password) =>
    saveIisTarget(t.database.db, {
      ...target,
      port: soap.port,
      transport: 'soap',
      soap_url: soap.url,
      soap_username: ACCOUNT.username,
      soap_password: password,
    });

  beforeEach(async () => {
    t = await createTestApp(dialect, {
      now: '2026-11-23T14:00:00.000Z',
      config: { iisPollMs: 3_600_000, iisTimeoutMs: TIMEOUT_MS, webhookPollMs: 3_600_000 },
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
    soap = new TestSoapRegistry({ ...ACCOUNT, maxMessageChars: 4000 });
    await soap.start();
    await useSoap();
  });
  afterEach(async () => {
    await soap.stop();
    await t.close();
  });

  const vaccinate = async () => {
    const appointmentId = await bookedAppointment(t);
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
  const registryStatusOnDayList = async (appointmentId: string) => {
    const res = await t.app.inject({
      url: `/api/v1/staff/locations/${BELLEVUE}/day/2026-11-23`,
      headers: pharmacist.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.rows as Array<{ id: string; registryStatus: string | null }>).find(
      (r) => r.id === appointmentId,
    )!.registryStatus;
  };
  const afterBackoff = async (vaccinationId: string) =>
    t.clock.set(new Date(Date.parse((await messageOf(vaccinationId)).next_attempt_at) + 1000));

  it('sends the VXU through submitSingleMessage with the credentials and reads the ACK from its response', async () => {
    const { appointmentId, vaccinationId } = await vaccinate();
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    expect(soap.actions).toEqual(['urn:cdc:iisb:2011:submitSingleMessage']);
    // The password's XML characters arrive intact; the facility id is the one the registry gave.
    expect(soap.credentials).toEqual([{ ...ACCOUNT, facilityID: 'CVS0042' }]);
    // The HL7 message crossed XML with its segment separators (carriage returns) intact.
    const vxu = new Message({ text: soap.received[0]! });
    expect(soap.received[0]!.split('\r').map((s) => s.slice(0, 3))).toEqual(['MSH', 'PID', 'ORC', 'RXA', 'RXR', 'OBX']);
    expect(vxu.get('ORC.3.1').toString()).toBe(vaccinationId);
    expect(await messageOf(vaccinationId)).toMatchObject({
      status: 'accepted',
      control_id: vxu.get('MSH.10').toString(),
    });
    expect(await registryStatusOnDayList(appointmentId)).toBe('accepted');
    // The password is kept where the target is, and nowhere a person reads.
    const report = await t.app.inject({
      url: `/api/v1/staff/locations/${BELLEVUE}/registry-problems`,
      headers: pharmacist.headers,
    });
    expect(report.body).not.toContain(ACCOUNT.password);
    expect(JSON.stringify(await messageOf(vaccinationId))).not.toContain(ACCOUNT.password);
  });

  it('keeps an AR rejection read from the SOAP response for staff', async () => {
    const { vaccinationId } = await vaccinate();
    soap.answers = [
      {
        code: 'AR',
        error: { location: 'PID^1^7', code: '102', text: 'Birth date is after the dose date', severity: 'E' },
      },
    ];
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    expect(await messageOf(vaccinationId)).toMatchObject({
      status: 'rejected',
      ack_errors: JSON.stringify(['Birth date is after the dose date']),
    });
  });

  it('retries after a SecurityFault and an UnknownFault, and fails a message too large at once', async () => {
    const { vaccinationId } = await vaccinate();
    await useSoap('a-wrong-password');
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 1, failed: 0 });
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'pending', last_error: 'soap_security_fault' });
    // The operator sets the right password; the registry has trouble of its own once, then takes it.
    await useSoap();
    soap.answers = [{ code: 'fault', fault: 'UnknownFault' }];
    await afterBackoff(vaccinationId);
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 1, failed: 0 });
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'pending', last_error: 'soap_unknown_fault' });
    await afterBackoff(vaccinationId);
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'accepted', attempts: 3, last_error: null });

    await soap.stop();
    soap = new TestSoapRegistry({ ...ACCOUNT, maxMessageChars: 100 });
    await soap.start();
    await useSoap();
    const large = await vaccinate();
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 0, failed: 1 });
    expect(await messageOf(large.vaccinationId)).toMatchObject({
      status: 'failed',
      last_error: 'soap_message_too_large',
    });
  });

  it('answers connectivityTest with the echo', async () => {
    expect(await connectivityTest(soap.url, 'are you there?', TIMEOUT_MS)).toEqual({ echo: 'are you there?' });
    expect(soap.actions).toEqual(['urn:cdc:iisb:2011:connectivityTest']);
    // Credentials never travel in clear text to another machine.
    expect(await connectivityTest('http://registry.example.org/IISService2011', 'x', TIMEOUT_MS)).toEqual({
      error: 'insecure_url',
    });
  });

  it('resends what a worker killed before the ACK had sent, under the same control id: kept once, accepted once', async () => {
    const { vaccinationId } = await vaccinate();
    soap.answers = [{ code: 'none' }];
    // The first worker's message reaches the registry and no answer comes back before it dies: as good as dead, it
    // holds its lease (its own timeout is far longer than the test).
    const dead = sendDueIisMessages({ db: t.database.db, clock: t.clock, config: { iisTimeoutMs: 600_000 } });
    await waitFor(() => soap.received.length === 1);
    // While its lease holds, the restarted server's worker leaves the message alone.
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 0, failed: 0 });
    t.clock.advance(600_000 * 2 + 31_000);
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    // The registry got the message twice under one control id and kept it once.
    expect(soap.received).toHaveLength(2);
    const ids = soap.received.map((m) => new Message({ text: m }).get('MSH.10').toString());
    expect(ids[1]).toBe(ids[0]);
    expect([...soap.records.keys()]).toEqual([ids[0]]);
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'accepted', attempts: 2, control_id: ids[0] });
    // The dead worker's connection goes; its late outcome changes nothing.
    await soap.stop();
    await dead;
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'accepted', attempts: 2 });
  });

  it('times out a registry that answers late, keeps bookings and the day list going, and backs off', async () => {
    const { appointmentId, vaccinationId } = await vaccinate();
    // The registry keeps the message and answers three timeouts later: the worker has given up by then.
    soap.answers = [{ code: 'late', afterMs: TIMEOUT_MS * 3 }, { code: 'AA' }];
    const pass = t.app.iisWorker.runOnce();
    await waitFor(() => soap.received.length === 1);
    // While the worker waits on the registry, people book and staff read the day list.
    expect(await bookedAppointment(t)).toEqual(expect.any(String));
    expect(await registryStatusOnDayList(appointmentId)).toBe('pending');
    expect(await pass).toEqual({ answered: 0, retried: 1, failed: 0 });
    const waiting = await messageOf(vaccinationId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'timeout' });
    expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(t.clock.now().getTime());
    // Not due before its backoff; after it, the same message (same control id) is taken and accepted once.
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 0, failed: 0 });
    await afterBackoff(vaccinationId);
    expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
    expect(soap.records.size).toBe(1);
    expect(await messageOf(vaccinationId)).toMatchObject({ status: 'accepted', control_id: waiting.control_id });
  });

  it('over MLLP, times out a registry that never answers, then sends the same message again', async () => {
    const listener = new TestIisListener(await freePort());
    await listener.start();
    try {
      await saveIisTarget(t.database.db, { ...target, port: listener.port, transport: 'mllp' });
      const { vaccinationId } = await vaccinate();
      listener.answers = [{ code: 'none' }];
      expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 0, retried: 1, failed: 0 });
      expect(await messageOf(vaccinationId)).toMatchObject({ status: 'pending', last_error: 'timeout' });
      await afterBackoff(vaccinationId);
      expect(await t.app.iisWorker.runOnce()).toEqual({ answered: 1, retried: 0, failed: 0 });
      const ids = listener.received.map((m) => new Message({ text: m }).get('MSH.10').toString());
      expect(ids).toEqual([ids[0], ids[0]]);
      expect(listener.records.size).toBe(1);
      expect(await messageOf(vaccinationId)).toMatchObject({ status: 'accepted', attempts: 2 });
    } finally {
      await listener.stop();
    }
  });
});

/** Waits for something a real server does on its own (a message arriving), without a time limit of its own. */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
