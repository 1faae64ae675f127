import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertPlaces, PLACES } from '../../modules/bookings/test-fixtures.ts';
import { appPerTest, dialects, type TestApp } from '../../test/dialects.ts';
import { SoftwareAuthenticator } from '../../test/software-authenticator.ts';
import {
  acceptInvitation,
  firstOperator,
  invitationTokenSentTo,
  invited,
  sameSite,
  sessionCookieOf,
  signInWith,
  type SignedIn,
} from '../../test/staff-sessions.ts';

const NOW = '2026-11-23T14:00:00.000Z';
const MINUTE = 60_000;
const BELLEVUE = PLACES.cvsBellevue.id;
const ARVADA = PLACES.cvsArvada.id;

async function auditRows(t: TestApp) {
  return t.database.db.selectFrom('audit_log').selectAll().orderBy('at').orderBy('action').execute();
}

describe.each(dialects)('staff sign-in, invitations and sessions on $name', (dialect) => {
  const t = appPerTest(dialect, { now: NOW }, (app) => insertPlaces(app.database.db));
  const device = () => new SoftwareAuthenticator(new URL(t.config.publicBaseUrl).origin);
  const me = (who: Pick<SignedIn, 'headers'>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: who.headers });
  const invite = (by: SignedIn, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations',
      headers: by.headers,
      payload: { name: 'Sam Staff', locale: 'en', ...payload },
    });

  it('lets the first operator accept the invitation with a passkey, signs them in, and says who they are', async () => {
    const operator = await firstOperator(t);
    const res = await me(operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      email: 'ops@vaxnear.example',
      name: 'Olivia Operator',
      role: 'operator',
      retailer: null,
      locations: [],
      sessionExpiresAt: '2026-11-24T02:00:00.000Z',
    });
  });

  it('e-mails an invitation in the invitee’s language, and the chain operator → retailer admin → pharmacist reaches one location', async () => {
    const operator = await firstOperator(t);
    const created = await invite(operator, {
      email: 'Ana.Admin@cvs.example',
      name: 'Ana Admin',
      role: 'retailer_admin',
      retailer: 'cvs',
      locale: 'es',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      email: 'ana.admin@cvs.example',
      role: 'retailer_admin',
      retailer: 'cvs',
      status: 'pending',
      expiresAt: '2026-11-30T14:00:00.000Z',
    });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'staff_invitation')
      .where('recipient', '=', 'ana.admin@cvs.example')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Su invitación al personal de Vaxnear');
    expect(mail.text_body).toContain(`${t.config.publicBaseUrl}/es/staff/accept?token=`);

    const admin = await (async () => {
      const d = device();
      const res = await acceptInvitation(t, await invitationTokenSentTo(t, 'ana.admin@cvs.example'), d);
      expect(res.statusCode).toBe(200);
      return {
        cookie: sessionCookieOf(res)!,
        headers: { ...sameSite(t), cookie: `vaxnear_staff=${sessionCookieOf(res)}` },
        device: d,
        email: 'ana.admin@cvs.example',
      };
    })();
    expect((await me(admin)).json().data).toMatchObject({ role: 'retailer_admin', retailer: 'cvs', locations: [] });

    const pharmacist = await invited(t, admin, {
      email: 'pat@cvs.example',
      name: 'Pat Pharmacist',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [BELLEVUE],
    });
    expect((await me(pharmacist)).json().data).toMatchObject({
      role: 'location_staff',
      retailer: 'cvs',
      locations: [
        { id: BELLEVUE, name: PLACES.cvsBellevue.name, retailer: 'cvs', city: expect.any(String), state: 'NE' },
      ],
    });

    const members = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/members?retailer=cvs',
      headers: admin.headers,
    });
    expect(members.json().data.map((m: { email: string; status: string }) => [m.email, m.status])).toEqual([
      ['ana.admin@cvs.example', 'active'],
      ['pat@cvs.example', 'active'],
    ]);
  });

  it('writes who did what, to which record, from which address, with what changed', async () => {
    const operator = await firstOperator(t);
    await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    const rows = await auditRows(t);
    const operatorId = (await me(operator)).json().data.id;
    const invitation = rows.find((r) => r.action === 'invitation.create' && r.actor_id === operatorId)!;
    expect(invitation).toMatchObject({
      record_type: 'staff_invitation',
      address: '127.0.0.1',
      retailer: 'cvs',
      at: NOW,
    });
    expect(JSON.parse(invitation.changes!)).toEqual({
      email: 'ana@cvs.example',
      name: 'Sam Staff',
      role: 'retailer_admin',
      retailer: 'cvs',
      locationIds: [],
    });
    // The command's invitation has no actor and no address; accepting and signing in are the person's own.
    const who = (id: string | null) => (id === null ? 'command' : id === operatorId ? 'operator' : 'admin');
    expect(rows.map((r) => `${r.action} by ${who(r.actor_id)}`).sort()).toEqual([
      'invitation.accept by admin',
      'invitation.accept by operator',
      'invitation.create by command',
      'invitation.create by operator',
      'session.start by admin',
      'session.start by operator',
    ]);
  });

  it('ends a session after 15 idle minutes, and keeps one in use alive', async () => {
    const operator = await firstOperator(t);
    t.clock.advance(14 * MINUTE);
    expect((await me(operator)).statusCode).toBe(200);
    t.clock.advance(14 * MINUTE);
    expect((await me(operator)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1);
    const res = await me(operator);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('STAFF_SIGN_IN_REQUIRED');
  });

  it('ends a session 12 hours after sign-in however busy it is, and a new sign-in starts a new one', async () => {
    const operator = await firstOperator(t);
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      t.clock.advance(10 * MINUTE);
      expect((await me(operator)).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    t.clock.advance(10 * MINUTE);
    expect((await me(operator)).statusCode).toBe(401);
    const again = await signInWith(t, operator.device);
    expect(again.statusCode).toBe(200);
    expect(sessionCookieOf(again)).not.toBe(operator.cookie);
  });

  it('signs out: the cookie is cleared and the session ends on the server', async () => {
    const operator = await firstOperator(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-out', headers: operator.headers });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'vaxnear_staff')?.value).toBe('');
    expect((await me(operator)).statusCode).toBe(401);
    expect((await auditRows(t)).map((r) => r.action)).toContain('session.end');
  });

  it('sets the session cookie HttpOnly and SameSite=Strict on the staff calls’ path, and stores only its hash', async () => {
    const operator = await firstOperator(t);
    const res = await signInWith(t, operator.device);
    const cookie = res.cookies.find((c) => c.name === 'vaxnear_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/staff' });
    const stored = await t.database.db.selectFrom('staff_sessions').select('id_hash').execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.id_hash)).not.toContain(cookie.value);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.id_hash))).toBe(true);
  });

  it('accepts an invitation link once, and not after 7 days', async () => {
    const operator = await firstOperator(t);
    await invite(operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    const token = await invitationTokenSentTo(t, 'ana@cvs.example');
    expect((await acceptInvitation(t, token, device())).statusCode).toBe(200);
    const twice = await acceptInvitation(t, token, device());
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].code).toBe('STAFF_INVITATION_INVALID');

    await invite(operator, { email: 'ben@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    t.clock.advance(7 * 24 * 60 * MINUTE);
    const late = await acceptInvitation(t, await invitationTokenSentTo(t, 'ben@cvs.example'), device());
    expect(late.json().errors[0].code).toBe('STAFF_INVITATION_INVALID');
  });

  it('withdraws an invitation: its link stops working and the list says revoked', async () => {
    const operator = await firstOperator(t);
    const { id } = (
      await invite(operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' })
    ).json().data;
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/invitations/${id}/revoke`,
      headers: operator.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.status).toBe('revoked');
    const res = await acceptInvitation(t, await invitationTokenSentTo(t, 'ana@cvs.example'), device());
    expect(res.json().errors[0].code).toBe('STAFF_INVITATION_INVALID');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/staff/invitations', headers: operator.headers });
    expect(list.json().data.find((i: { id: string }) => i.id === id).status).toBe('revoked');
  });

  it('a lost device: inviting the person again revokes their passkeys and ends their sessions', async () => {
    const operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    t.clock.advance(MINUTE);
    const again = await invite(operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    expect(again.statusCode).toBe(201);
    expect((await me(admin)).statusCode).toBe(401);
    const oldDevice = await signInWith(t, admin.device);
    expect(oldDevice.statusCode).toBe(401);
    expect(oldDevice.json().errors[0].code).toBe('STAFF_PASSKEY_REJECTED');
    const newDevice = device();
    expect((await acceptInvitation(t, await invitationTokenSentTo(t, 'ana@cvs.example'), newDevice)).statusCode).toBe(
      200,
    );
    expect((await signInWith(t, newDevice)).statusCode).toBe(200);
    const reissue = (await auditRows(t)).find((r) => r.action === 'invitation.reissue')!;
    expect(JSON.parse(reissue.changes!)).toMatchObject({ revokedPasskeys: 1 });
  });

  it('refuses an invitation that names another retailer’s location, or none, with a field and a way out', async () => {
    const operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    const wrong = await invite(admin, {
      email: 'x@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [PLACES.safewayAlliance.id],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'STAFF_LOCATION_UNKNOWN', field: 'locationIds' });
    const none = await invite(admin, {
      email: 'x@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [],
    });
    expect(none.json().errors[0]).toMatchObject({ code: 'STAFF_LOCATIONS_REQUIRED', field: 'locationIds' });
    const badEmail = await invite(admin, {
      email: 'not an address',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [ARVADA],
    });
    expect(badEmail.statusCode).toBe(400);
    expect(
      await t.database.db.selectFrom('staff_members').select('email').where('email', 'like', 'x@%').execute(),
    ).toEqual([]);
  });

  it('refuses a signed-in answer whose passkey did not verify the person (no user verification)', async () => {
    const operator = await firstOperator(t);
    await invite(operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    const token = await invitationTokenSentTo(t, 'ana@cvs.example');
    const options = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations/accept/options',
        headers: sameSite(t),
        payload: { token },
      })
    ).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations/accept',
      headers: sameSite(t),
      payload: {
        token,
        challengeId: options.challengeId,
        response: device().create(options.options, { userVerified: false }),
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('STAFF_PASSKEY_REJECTED');
    expect(sessionCookieOf(res)).toBeNull();
  });

  it('keeps the audit log append-only: the database refuses UPDATE and DELETE, and only the retention job removes entries past their period', async () => {
    await firstOperator(t);
    const db = t.database.db;
    const before = await auditRows(t);
    expect(before.length).toBeGreaterThan(0);
    await expect(db.updateTable('audit_log').set({ action: 'nothing' }).execute()).rejects.toThrow(/audit_log/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/audit_log/);
    await expect(sql`delete from audit_log where at < '9999'`.execute(db)).rejects.toThrow(/audit_log/);
    expect(await auditRows(t)).toEqual(before);

    t.clock.advance((t.config.retention.auditLogDays - 1) * 24 * 60 * MINUTE);
    expect((await t.app.retention.runOnce())?.auditLog).toBe(0);
    t.clock.advance(2 * 24 * 60 * MINUTE);
    expect((await t.app.retention.runOnce())?.auditLog).toBe(before.length);
    expect(await auditRows(t)).toEqual([]);
  });
});

describe.each(dialects)('the staff cookie on a public HTTPS address on $name', (dialect) => {
  const t = appPerTest(dialect, { now: NOW, config: { publicBaseUrl: 'https://vaxnear.example' } }, (app) =>
    insertPlaces(app.database.db),
  );

  it('is Secure, HttpOnly and SameSite=Strict, and the passkey is bound to that host', async () => {
    const operator = await firstOperator(t);
    const res = await signInWith(t, operator.device);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'vaxnear_staff')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    });
    // The same passkey answering for another origin (a look-alike site) is refused.
    const elsewhere = new SoftwareAuthenticator('https://vaxnear.example.evil');
    elsewhere.credentials.push(...operator.device.credentials);
    expect((await signInWith(t, elsewhere)).statusCode).toBe(401);
  });
});
