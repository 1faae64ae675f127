import { describe, expect, it } from 'vitest';
import { insertPlaces, PLACES } from '../../modules/bookings/test-fixtures.ts';
import { appPerTest, dialects, type TestApp } from '../../test/dialects.ts';
import { SoftwareAuthenticator } from '../../test/software-authenticator.ts';
import {
  acceptInvitation,
  cookieHeader,
  firstOperator,
  invitationTokenSentTo,
  invited,
  sameSite,
  sessionCookieOf,
  signInWith,
} from '../../test/staff-sessions.ts';

const NOW = '2026-11-23T14:00:00.000Z';
const CVS_BELLEVUE = PLACES.cvsBellevue.id;

async function auditRows(t: TestApp) {
  return t.database.db.selectFrom('audit_log').selectAll().orderBy('at').orderBy('action').execute();
}

describe.each(dialects)('staff sign-in, invitations and sessions on $name', (dialect) => {
  const t = appPerTest(dialect, { now: NOW }, (app) => insertPlaces(app.database.db));
  const device = () => new SoftwareAuthenticator(new URL(t.config.publicBaseUrl).origin);
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers });

  it('lets the first operator accept the invitation with a passkey, signs them in, and says who they are', async () => {
    const operator = await firstOperator(t);
    const res = await me(operator.headers);
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
});
