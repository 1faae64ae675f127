import { describe, expect, it } from 'vitest';
import { appPerTest, dialects, type TestApp } from '../../test/dialects.ts';
import { solvedToken } from '../../test/bot-check-proof.ts';
import { confirmLinkSentTo } from '../../test/email-links.ts';

const NOW = '2026-11-23T14:00:00.000Z';
const user = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'Maria.Lopez@example.com',
  phoneNumber: '(212) 555-0100',
  sex: 'female',
  dateOfBirth: '04/12/1980',
  ...overrides,
});
const signUp = (overrides: Record<string, unknown> = {}) => ({
  user: user(),
  emailConsent: true,
  smsConsent: true,
  locale: 'es',
  ...overrides,
});

async function storedRows(t: TestApp) {
  return t.database.db.selectFrom('subscriptions').selectAll().orderBy('email').execute();
}

describe.each(dialects)('signing up for updates on $name', (dialect) => {
  const t = appPerTest(dialect, { now: NOW });

  /** Signs up, then confirms from the link e-mailed to the address, as its owner would. */
  const subscribe = async (payload: unknown, query = '') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subscriptions${query}`,
      payload: payload as object,
    });
    const email = (payload as { user?: { email?: string } }).user?.email;
    if (res.statusCode === 202 && email)
      expect((await confirmLinkSentTo(t, email.trim())).json()).toEqual({ data: { purpose: 'subscription' } });
    return res;
  };

  it('stores the subscriber, once confirmed, with a two-year consent and the campaign, answering 202 with what awaits confirmation', async () => {
    const res = await subscribe(signUp(), '?campaign_source_code=fall_mailer&campaign_media_program=email');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      data: { email: 'maria.lopez@example.com', smsConsent: true, status: 'awaiting_confirmation' },
    });
    const [row] = await storedRows(t);
    expect(row).toMatchObject({
      email: 'maria.lopez@example.com',
      first_name: 'Maria',
      last_name: 'Lopez',
      phone_number: '2125550100',
      sex: 'female',
      date_of_birth: '1980-04-12',
      locale: 'es',
      sms_consent: 1,
      consented_at: NOW,
      consent_expires_at: '2028-11-23T14:00:00.000Z',
      campaign_source_code: 'fall_mailer',
      campaign_media_program: 'email',
      created_at: NOW,
      updated_at: NOW,
    });
  });

  it('records the default campaign source when the link carried none, and no phone or texts when none was given', async () => {
    const res = await subscribe(signUp({ user: user({ phoneNumber: '' }), smsConsent: false, locale: undefined }));
    expect(res.statusCode).toBe(202);
    expect(res.json().data.smsConsent).toBe(false);
    expect(await storedRows(t)).toMatchObject([
      {
        phone_number: null,
        sms_consent: 0,
        locale: 'en',
        campaign_source_code: 'vaxnear_web',
        campaign_media_program: null,
      },
    ]);
  });

  it('updates the one row when the same address signs up again, renewing the consent, and answers exactly as the first time', async () => {
    const first = await subscribe(signUp());
    const firstRow = (await storedRows(t))[0]!;
    t.clock.advance(30 * 24 * 3600_000);
    const again = await subscribe(
      signUp({
        user: user({ email: 'maria.lopez@EXAMPLE.com', lastName: 'López', phoneNumber: '' }),
        smsConsent: false,
      }),
    );
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(Object.keys(again.json().data)).toEqual(Object.keys(first.json().data));
    expect(again.json().data).toEqual({
      email: 'maria.lopez@example.com',
      smsConsent: false,
      status: 'awaiting_confirmation',
    });
    const rows = await storedRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: firstRow.id,
      created_at: NOW,
      updated_at: '2026-12-23T14:00:00.000Z',
      last_name: 'López',
      phone_number: null,
      sms_consent: 0,
      consent_expires_at: '2028-12-23T14:00:00.000Z',
    });
  });

  it('takes someone who turns 18 today and refuses a 17-year-old with the under-age message, storing nothing', async () => {
    // Today is 11/24/2026 in Guam, the latest US calendar date at this instant.
    expect((await subscribe(signUp({ user: user({ dateOfBirth: '11/24/2008' }) }))).statusCode).toBe(202);
    const res = await subscribe(signUp({ user: user({ email: 'teen@example.com', dateOfBirth: '11/25/2008' }) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { code: 'AGE_INELIGIBLE', field: 'user.dateOfBirth', message: 'Must be 18 or over to sign up for updates' },
    ]);
    expect((await storedRows(t)).map((r) => r.email)).toEqual(['maria.lopez@example.com']);
  });

  it('names the reason of a date of birth in the future, as the booking does, for a client to word it', async () => {
    const res = await subscribe(signUp({ user: user({ dateOfBirth: '01/01/2027' }) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        field: 'user.dateOfBirth',
        message: 'Date of birth must be in the past',
        reason: 'futureDate',
      },
    ]);
  });

  it.each([
    ['no first name', signUp({ user: user({ firstName: undefined }) }), 'user.firstName', 'MISSING_INFORMATION'],
    [
      'a last name of 51 characters',
      signUp({ user: user({ lastName: 'x'.repeat(51) }) }),
      'user.lastName',
      'VALIDATION_FAILED',
    ],
    ['a malformed e-mail', signUp({ user: user({ email: 'maria@' }) }), 'user.email', 'VALIDATION_FAILED'],
    [
      'a phone number with an 11 area code',
      signUp({ user: user({ phoneNumber: '(211) 555-0100' }) }),
      'user.phoneNumber',
      'VALIDATION_FAILED',
    ],
    ['an unknown sex', signUp({ user: user({ sex: 'x' }) }), 'user.sex', 'VALIDATION_FAILED'],
    [
      'a date of birth on February 30',
      signUp({ user: user({ dateOfBirth: '02/30/1980' }) }),
      'user.dateOfBirth',
      'VALIDATION_FAILED',
    ],
    [
      'a date of birth in the future',
      signUp({ user: user({ dateOfBirth: '01/01/2027' }) }),
      'user.dateOfBirth',
      'VALIDATION_FAILED',
    ],
    ['no consent to marketing e-mail', signUp({ emailConsent: false }), 'emailConsent', 'VALIDATION_FAILED'],
    [
      'text messages without a phone',
      signUp({ user: user({ phoneNumber: undefined }), smsConsent: true }),
      'smsConsent',
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, body, field, code) => {
    const res = await subscribe(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code, field });
    expect(await storedRows(t)).toEqual([]);
  });

  it('refuses a campaign code that is not an identifier with 400', async () => {
    const res = await subscribe(signUp(), '?campaign_source_code=%3Cscript%3E');
    expect([res.statusCode, res.json().errors[0].field]).toEqual([400, 'campaign_source_code']);
  });
});

describe.each(dialects)('unsubscribing on $name', (dialect) => {
  const t = appPerTest(dialect, { now: NOW });

  const unsubscribe = (payload: unknown) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/subscriptions', payload: payload as object });

  const signedUp = async (email: string) => {
    await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions', payload: signUp({ user: user({ email }) }) });
    expect((await confirmLinkSentTo(t, email)).statusCode).toBe(200);
  };

  it('sends a known address its removal link, whatever its case; the link, posted in one click, removes everything stored with it', async () => {
    await signedUp('maria.lopez@example.com');
    await signedUp('other@example.com');
    const res = await unsubscribe({ email: ' MARIA.lopez@example.com ', locale: 'es' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { email: 'maria.lopez@example.com', status: 'link_sent' } });
    // The form alone removes nothing.
    expect(await storedRows(t)).toHaveLength(2);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', 'maria.lopez@example.com')
      .where('subject', '=', 'Dejar de recibir correos de Vaxnear')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('http://localhost:8080/es/unsubscribe?token=');
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text_body)![1]!);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.statusCode, oneClick.json()]).toEqual([200, { data: { unsubscribed: true } }]);
    expect((await storedRows(t)).map((r) => r.email)).toEqual(['other@example.com']);
  });

  it('answers an address that was never on the list exactly like one that was, and sends it nothing', async () => {
    await signedUp('maria.lopez@example.com');
    const known = await unsubscribe({ email: 'maria.lopez@example.com' });
    const unknown = await unsubscribe({ email: 'nobody@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual({ data: { email: 'nobody@example.com', status: 'link_sent' } });
    expect(
      await t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', 'nobody@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('refuses a missing or malformed address with 400 naming the field', async () => {
    for (const [body, code] of [
      [{}, 'MISSING_INFORMATION'],
      [{ email: 'not-an-address' }, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await unsubscribe(body);
      expect([res.statusCode, res.json().errors[0].code, res.json().errors[0].field]).toEqual([400, code, 'email']);
    }
  });
});

describe.each(dialects)('subscriptions behind the bot check on $name', (dialect) => {
  const t = appPerTest(dialect, { now: NOW, config: { botCheck: 'on' } });

  it('signs up and removes with proofs solved for create_subscription and delete_subscription', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      payload: signUp(),
      headers: { 'x-bot-check-token': await solvedToken(t.app, 'create_subscription') },
    });
    expect(created.statusCode).toBe(202);
    expect((await confirmLinkSentTo(t, 'maria.lopez@example.com')).statusCode).toBe(200);
    expect(await storedRows(t)).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/subscriptions',
      payload: { email: 'maria.lopez@example.com' },
      headers: { 'x-bot-check-token': await solvedToken(t.app, 'delete_subscription') },
    });
    expect(removed.statusCode).toBe(202);
  });

  it('refuses with 403 without a token or with a proof for the other action, changing nothing', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      payload: signUp(),
      headers: { 'x-bot-check-token': await solvedToken(t.app, 'create_subscription') },
    });
    await confirmLinkSentTo(t, 'maria.lopez@example.com');
    const attempts = [
      { method: 'POST' as const, payload: signUp({ user: user({ email: 'new@example.com' }) }), headers: {} },
      {
        method: 'POST' as const,
        payload: signUp({ user: user({ email: 'new@example.com' }) }),
        headers: { 'x-bot-check-token': await solvedToken(t.app, 'delete_subscription') },
      },
      { method: 'DELETE' as const, payload: { email: 'maria.lopez@example.com' }, headers: {} },
      {
        method: 'DELETE' as const,
        payload: { email: 'maria.lopez@example.com' },
        headers: { 'x-bot-check-token': await solvedToken(t.app, 'create_subscription') },
      },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ url: '/api/v1/subscriptions', ...attempt });
      expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'BOT_CHECK_FAILED']);
    }
    expect((await storedRows(t)).map((r) => r.email)).toEqual(['maria.lopez@example.com']);
  });
});
