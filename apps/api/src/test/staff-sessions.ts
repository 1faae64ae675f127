// Staff for the API tests, made as people would make them: the first operator by the command's service, everyone
// else invited through the API, each accepting from the link e-mailed to them with a passkey on a software
// authenticator (software-authenticator.ts), so every sign-in runs the server's real verification.
import { expect } from 'vitest';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { inviteOperator } from '../modules/staff/staff.service.ts';
import { STAFF_COOKIE } from '../routes/staff/index.ts';
import type { TestApp } from './dialects.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

type App = Pick<TestApp, 'app' | 'database' | 'config' | 'clock'>;

/** What the staff pages' browser sends with a call: its own origin, and Sec-Fetch-Site saying so. */
export const sameSite = (t: Pick<TestApp, 'config'>) => ({
  origin: new URL(t.config.publicBaseUrl).origin,
  'sec-fetch-site': 'same-origin',
});

export interface SignedIn {
  cookie: string;
  /** The cookie header to send. */
  headers: Record<string, string>;
  device: SoftwareAuthenticator;
  email: string;
}

export const cookieHeader = (t: Pick<TestApp, 'config'>, cookie: string) => ({
  ...sameSite(t),
  cookie: `${STAFF_COOKIE}=${cookie}`,
});

/** The session cookie an answer set, or null. */
export function sessionCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string | null {
  return res.cookies.find((c) => c.name === STAFF_COOKIE && c.value !== '')?.value ?? null;
}

/** The token of the newest invitation link e-mailed to this address, read from the outbox as its owner would. */
export async function invitationTokenSentTo(t: Pick<TestApp, 'database'>, email: string): Promise<string> {
  const mail = await t.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('kind', '=', 'staff_invitation')
    .where('recipient', '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const match = mail ? /\/staff\/accept\?token=([^\s&]+)/.exec(mail.text_body) : null;
  if (!match) throw new Error(`no invitation was e-mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** Opens the invitation link and makes a passkey on `device`: the accept answer. */
export async function acceptInvitation(t: App, token: string, device: SoftwareAuthenticator) {
  const options = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/invitations/accept/options',
    headers: sameSite(t),
    payload: { token },
  });
  if (options.statusCode !== 200) return options;
  const { challengeId, options: creation } = options.json().data;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/invitations/accept',
    headers: sameSite(t),
    payload: { token, challengeId, response: device.create(creation as PublicKeyCredentialCreationOptionsJSON) },
  });
}

/** Signs in with the passkey on `device`: the sign-in answer. */
export async function signInWith(t: App, device: SoftwareAuthenticator, headers: Record<string, string> = {}) {
  const options = await t.app.inject({ method: 'POST', url: '/api/v1/staff/sign-in/options', headers: sameSite(t) });
  expect(options.statusCode).toBe(200);
  const { challengeId, options: request } = options.json().data;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/sign-in',
    headers: { ...sameSite(t), ...headers },
    payload: { challengeId, response: device.get(request as PublicKeyCredentialRequestOptionsJSON) },
  });
}

async function accepted(t: App, email: string): Promise<SignedIn> {
  const device = new SoftwareAuthenticator(new URL(t.config.publicBaseUrl).origin);
  const res = await acceptInvitation(t, await invitationTokenSentTo(t, email), device);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookieOf(res)!;
  return { cookie, headers: cookieHeader(t, cookie), device, email };
}

/** The first operator, made as `npm run staff:create-operator` makes it, signed in. */
export async function firstOperator(t: App, email = 'ops@vaxnear.example'): Promise<SignedIn> {
  await inviteOperator(t.app.deps, { email, name: 'Olivia Operator', locale: 'en' });
  return accepted(t, email);
}

/** Invites someone as `by`, and has them accept and sign in. */
export async function invited(
  t: App,
  by: SignedIn,
  person: { email: string; name?: string; role: string; retailer?: string | null; locationIds?: string[] },
): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/invitations',
    headers: by.headers,
    payload: { name: 'Sam Staff', locale: 'en', ...person },
  });
  expect(res.statusCode, res.body).toBe(201);
  return accepted(t, person.email);
}
