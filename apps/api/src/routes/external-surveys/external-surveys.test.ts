import { describe, expect, it } from 'vitest';
import { appPerTest, dialects, type TestApp } from '../../test/dialects.ts';
import { solvedToken } from '../../test/bot-check-proof.ts';

const answers = { covid19: true, rsv: 'unsure', pneumococcal: 'pending' };
const survey = (overrides: Record<string, unknown> = {}) => ({
  externalId: 'mtdb-4821',
  version: 'pmap_survey_1',
  answers,
  ...overrides,
});

async function storedRows(t: TestApp) {
  const rows = await t.database.db.selectFrom('external_surveys').selectAll().orderBy('created_at').execute();
  return rows.map((r) => ({
    externalId: r.external_id,
    version: r.version,
    answers: JSON.parse(r.answers),
    createdAt: r.created_at,
  }));
}

describe.each(dialects)('submitting the fall 2025 survey on $name', (dialect) => {
  const t = appPerTest(dialect, { now: '2026-11-23T14:00:00.000Z' });

  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/external_surveys', payload: payload as object });

  it('stores the answers with the external id, version and time, and answers 200 with created: true', async () => {
    const res = await send(survey());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { externalId: 'mtdb-4821', version: 'pmap_survey_1', created: true } });
    expect(await storedRows(t)).toEqual([
      { externalId: 'mtdb-4821', version: 'pmap_survey_1', answers, createdAt: '2026-11-23T14:00:00.000Z' },
    ]);
  });

  it('stores nothing about the visitor beyond the answers and the id', async () => {
    await send(survey());
    const row = await t.database.db.selectFrom('external_surveys').selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['answers', 'created_at', 'external_id', 'id', 'version']);
  });

  it('keeps the first answers when the same id submits again, answering 200 with created: false', async () => {
    await send(survey());
    t.clock.advance(60_000);
    const res = await send(survey({ answers: { covid19: false, rsv: false, pneumococcal: false } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ externalId: 'mtdb-4821', version: 'pmap_survey_1', created: false });
    expect(await storedRows(t)).toEqual([
      { externalId: 'mtdb-4821', version: 'pmap_survey_1', answers, createdAt: '2026-11-23T14:00:00.000Z' },
    ]);
  });

  it('stores another record for another external id', async () => {
    await send(survey());
    expect((await send(survey({ externalId: 'mtdb-4822' }))).json().data.created).toBe(true);
    expect((await storedRows(t)).map((r) => r.externalId).sort()).toEqual(['mtdb-4821', 'mtdb-4822']);
  });

  it('trims the external id before storing it, so a padded repeat is still a repeat', async () => {
    await send(survey());
    expect((await send(survey({ externalId: '  mtdb-4821 ' }))).json().data).toMatchObject({
      externalId: 'mtdb-4821',
      created: false,
    });
  });

  it.each([
    ['no external id', survey({ externalId: undefined }), 'externalId', 'MISSING_INFORMATION'],
    ['a blank external id', survey({ externalId: '   ' }), 'externalId', 'VALIDATION_FAILED'],
    ['an external id over 100 characters', survey({ externalId: 'x'.repeat(101) }), 'externalId', 'VALIDATION_FAILED'],
    ['another survey version', survey({ version: 'pmap_survey_2' }), 'version', 'VALIDATION_FAILED'],
    ['no version', survey({ version: undefined }), 'version', 'MISSING_INFORMATION'],
    ['no answers', survey({ answers: undefined }), 'answers', 'MISSING_INFORMATION'],
    [
      'an unknown COVID-19 answer',
      survey({ answers: { ...answers, covid19: 'maybe' } }),
      'answers.covid19',
      'VALIDATION_FAILED',
    ],
    [
      'a missing RSV answer',
      survey({ answers: { covid19: true, pneumococcal: false } }),
      'answers.rsv',
      'MISSING_INFORMATION',
    ],
    [
      'a pneumococcal answer given as text "true"',
      survey({ answers: { ...answers, pneumococcal: 'true' } }),
      'answers.pneumococcal',
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, body, field, code) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code, field });
    expect(await storedRows(t)).toEqual([]);
  });
});

describe.each(dialects)('the survey submit behind the bot check on $name', (dialect) => {
  const t = appPerTest(dialect, { config: { botCheck: 'on' } });
  const send = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/external_surveys', payload: survey(), headers });

  it('stores the answers when the proof was solved for create_survey', async () => {
    const res = await send({ 'x-bot-check-token': await solvedToken(t.app, 'create_survey') });
    expect([res.statusCode, res.json().data.created]).toEqual([200, true]);
    expect(await storedRows(t)).toHaveLength(1);
  });

  it('refuses with 403 and stores nothing without a token, with garbage, or with a proof for another action', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-bot-check-token': 'not-a-token' },
      { 'x-bot-check-token': await solvedToken(t.app, 'create_subscription') },
    ];
    for (const headers of attempts) {
      const res = await send(headers);
      expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'BOT_CHECK_FAILED']);
    }
    expect(await storedRows(t)).toEqual([]);
  });
});
