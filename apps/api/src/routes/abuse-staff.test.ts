// Attacks on the staff side (docs/security.md, "Attacks, before and after"; decision 240), one test per attack.
import crypto from 'node:crypto';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { insertPlaces, PLACES } from '../modules/bookings/test-fixtures.ts';
import { appPerTest, dialects } from '../test/dialects.ts';
import { SoftwareAuthenticator } from '../test/software-authenticator.ts';
import {
  cookieHeader,
  firstOperator,
  invitationTokenSentTo,
  invited,
  sameSite,
  sessionCookieOf,
  signInWith,
} from '../test/staff-sessions.ts';

const BELLEVUE = PLACES.cvsBellevue.id;
const ARVADA = PLACES.cvsArvada.id;

describe.each(dialects)('staff attacks on $name', (dialect) => {
  const t = appPerTest(dialect, { now: '2026-11-23T14:00:00.000Z' }, (app) => insertPlaces(app.database.db));
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers });

  it('session fixation: a session id planted before sign-in is never the one signed in, and ends', async () => {
    const operator = await firstOperator(t);
    // The attacker's own session id, planted in the victim's browser before the victim signs in.
    const planted = operator.cookie;
    const res = await signInWith(t, operator.device, { cookie: `vaxnear_staff=${planted}` });
    expect(res.statusCode).toBe(200);
    const issued = sessionCookieOf(res)!;
    expect(issued).not.toBe(planted);
    expect((await me(cookieHeader(t, planted))).statusCode).toBe(401);
    expect((await me(cookieHeader(t, issued))).statusCode).toBe(200);
    // An id the server never issued is not adopted either.
    const made = crypto.randomBytes(32).toString('base64url');
    const withMade = await signInWith(t, operator.device, { cookie: `vaxnear_staff=${made}` });
    expect(sessionCookieOf(withMade)).not.toBe(made);
    expect((await me(cookieHeader(t, made))).statusCode).toBe(401);
  });

  it('a stolen cookie replayed after sign-out is refused', async () => {
    const operator = await firstOperator(t);
    const stolen = operator.headers;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-out', headers: operator.headers })).statusCode,
    ).toBe(204);
    const replay = await me(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe('STAFF_SIGN_IN_REQUIRED');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations',
      headers: stolen,
      payload: { email: 'evil@example.com', name: 'Evil', role: 'operator', locale: 'en' },
    });
    expect(write.statusCode).toBe(401);
    expect(
      await t.database.db.selectFrom('staff_members').select('id').where('email', '=', 'evil@example.com').execute(),
    ).toEqual([]);
  });

  it('a cross-site POST carrying the session cookie changes nothing', async () => {
    const operator = await firstOperator(t);
    const cookie = { cookie: `vaxnear_staff=${operator.cookie}` };
    const payload = { email: 'evil@example.com', name: 'Evil', role: 'operator', locale: 'en' };
    for (const headers of [
      { ...cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { ...cookie, 'sec-fetch-site': 'same-site' },
      { ...cookie, origin: 'https://evil.example' },
      // A form or script that sends neither header is refused too.
      cookie,
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/invitations', headers, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].code).toBe('STAFF_CROSS_SITE_REQUEST');
    }
    // Signing out (and signing someone in: login CSRF) is state-changing as well.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-out',
      headers: { ...cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(out.statusCode).toBe(403);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/sign-in/options',
      headers: { origin: 'https://evil.example' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(
      await t.database.db.selectFrom('staff_members').select('id').where('email', '=', 'evil@example.com').execute(),
    ).toEqual([]);
    expect((await me(operator.headers)).statusCode).toBe(200);
  });

  it('a location staff member asking for another location’s data is refused', async () => {
    const operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    await invited(t, admin, {
      email: 'arvada@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [ARVADA],
    });
    const bellevue = await invited(t, admin, {
      email: 'pat@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [BELLEVUE],
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/members?locationId=${ARVADA}`,
      headers: bellevue.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().errors[0].code).toBe('STAFF_FORBIDDEN');
    expect(other.body).not.toContain('arvada@cvs.example');
    const wide = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/members?retailer=cvs',
      headers: bellevue.headers,
    });
    expect(wide.statusCode).toBe(403);
    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/staff/audit', headers: bellevue.headers });
    expect(audit.statusCode).toBe(403);
    // Nor may they give themselves (or anyone) another location.
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations',
      headers: bellevue.headers,
      payload: {
        email: 'pat@cvs.example',
        name: 'Pat',
        role: 'location_staff',
        retailer: 'cvs',
        locationIds: [ARVADA],
        locale: 'en',
      },
    });
    expect(grant.statusCode).toBe(403);
  });

  it('a retailer admin of another retailer can neither read nor withdraw the first retailer’s invitations', async () => {
    const operator = await firstOperator(t);
    const albertsons = await invited(t, operator, {
      email: 'al@albertsons.example',
      role: 'retailer_admin',
      retailer: 'albertsons',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations',
      headers: operator.headers,
      payload: { email: 'ana@cvs.example', name: 'Ana', role: 'retailer_admin', retailer: 'cvs', locale: 'en' },
    });
    const { id } = created.json().data;
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/invitations/${id}/revoke`,
      headers: albertsons.headers,
    });
    expect(revoke.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/staff/invitations', headers: albertsons.headers });
    expect(list.body).not.toContain('ana@cvs.example');
    const token = await invitationTokenSentTo(t, 'ana@cvs.example');
    expect(token).toBeTruthy();
  });

  it('enumerating invitations by id: an unknown id and another retailer’s id answer alike', async () => {
    const operator = await firstOperator(t);
    const cvs = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations',
        headers: operator.headers,
        payload: {
          email: 'al@albertsons.example',
          name: 'Al',
          role: 'retailer_admin',
          retailer: 'albertsons',
          locale: 'en',
        },
      })
    ).json().data.id;
    const answers = [];
    for (const id of [other, crypto.randomUUID(), '1', "' or 1=1 --"]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/invitations/${encodeURIComponent(id)}/revoke`,
        headers: cvs.headers,
      });
      answers.push([res.statusCode, res.json().errors[0].code]);
    }
    expect(answers).toEqual(Array(4).fill([404, 'STAFF_INVITATION_NOT_FOUND']));
    const stillOpen = await t.database.db
      .selectFrom('staff_invitations')
      .select('revoked_at')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(stillOpen.revoked_at).toBeNull();
  });

  it('enumerating staff: a location id outside the scope answers as an unknown one, and sign-in names nobody', async () => {
    const operator = await firstOperator(t);
    const cvs = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    const albertsonsLocation = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/members?locationId=${PLACES.safewayAlliance.id}`,
      headers: cvs.headers,
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/members?locationId=vgov-nowhere',
      headers: cvs.headers,
    });
    expect(albertsonsLocation.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(404);
    // Sign-in options list no credentials and ask for no e-mail: they say nothing about who is on staff.
    const options = await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-in/options', headers: sameSite(t) });
    expect(options.json().data.options.allowCredentials ?? []).toEqual([]);
    expect(options.body).not.toContain('ana@cvs.example');
  });

  it('a sign-in answer replayed (the same signed challenge twice) is refused', async () => {
    const operator = await firstOperator(t);
    const options = (
      await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-in/options', headers: sameSite(t) })
    ).json().data;
    const payload = {
      challengeId: options.challengeId,
      response: operator.device.get(options.options as PublicKeyCredentialRequestOptionsJSON),
    };
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-in', headers: sameSite(t), payload });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-in', headers: sameSite(t), payload });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('STAFF_CHALLENGE_INVALID');
    expect(sessionCookieOf(again)).toBeNull();
  });

  it('a passkey made on a phishing site (another origin) is refused', async () => {
    const operator = await firstOperator(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations',
      headers: operator.headers,
      payload: { email: 'ana@cvs.example', name: 'Ana', role: 'retailer_admin', retailer: 'cvs', locale: 'en' },
    });
    const token = await invitationTokenSentTo(t, 'ana@cvs.example');
    const options = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations/accept/options',
        headers: sameSite(t),
        payload: { token },
      })
    ).json().data;
    const phished = new SoftwareAuthenticator('https://vaxnear-login.example');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations/accept',
      headers: sameSite(t),
      payload: { token, challengeId: options.challengeId, response: phished.create(options.options) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('STAFF_PASSKEY_REJECTED');
    expect(await t.database.db.selectFrom('staff_passkeys').select('id').execute()).toHaveLength(1);
  });

  it('a new passkey claiming the credential id of someone else’s is refused, and theirs still signs them in', async () => {
    const operator = await firstOperator(t);
    const victimCredential = operator.device.credentials[0]!.id.toString('base64url');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations',
      headers: operator.headers,
      payload: { email: 'ana@cvs.example', name: 'Ana', role: 'retailer_admin', retailer: 'cvs', locale: 'en' },
    });
    const token = await invitationTokenSentTo(t, 'ana@cvs.example');
    const options = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/invitations/accept/options',
        headers: sameSite(t),
        payload: { token },
      })
    ).json().data;
    const attacker = new SoftwareAuthenticator(new URL(t.config.publicBaseUrl).origin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/invitations/accept',
      headers: sameSite(t),
      payload: {
        token,
        challengeId: options.challengeId,
        response: attacker.create(options.options, { credentialId: victimCredential }),
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('STAFF_PASSKEY_REJECTED');
    expect((await signInWith(t, operator.device)).statusCode).toBe(200);
  });

  it('guessing sign-ins from one address is rate-limited', async () => {
    const limited = t.config.staffSignInRateLimitMax;
    const codes: number[] = [];
    for (let i = 0; i <= limited; i += 1)
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-in/options', headers: sameSite(t) })).statusCode,
      );
    expect(codes.slice(0, limited).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
