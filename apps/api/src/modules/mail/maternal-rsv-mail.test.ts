// The confirmation e-mail names the vaccine given in pregnancy as the pages do, brand included (issue 30).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { bookHeld, bookingBody, insertPlaces } from '../bookings/test-fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';
import type { Locale } from '@vaxnear/domain/enumerations';

const TEN = '2026-11-24T17:00:00.000Z';

describe.each(dialects)('the confirmation e-mail of a pregnancy RSV booking on $name', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(dialect, { config: { smtpUrl: smtp.url, publicBaseUrl: 'https://vaxnear.example' } });
    await insertPlaces(t.database.db, { capacity: 2 });
  });
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  const bookPregnant = (locale: Locale) =>
    bookHeld(
      t.app,
      bookingBody(
        [
          {
            slot: TEN,
            // No brand chosen: the pregnancy vaccine is Pfizer's all the same, and the e-mail says so.
            services: [
              { kind: 'rsv', brand: null },
              { kind: 'flu', brand: null },
            ],
            user: { dateOfBirth: '01/01/1996' },
            healthQuestionnaire: { pregnant: true },
          },
        ],
        { locale },
      ),
    );

  it('names "RSV vaccine for pregnancy (Pfizer)" in English', async () => {
    expect((await bookPregnant('en')).statusCode).toBe(200);
    await t.app.mailWorker!.runOnce();
    expect(smtp.received[0]!.text).toContain('Vaccines: Flu, RSV vaccine for pregnancy (Pfizer)');
  });

  it('names "Vacuna contra el VRS para el embarazo (Pfizer)" in Spanish', async () => {
    expect((await bookPregnant('es')).statusCode).toBe(200);
    await t.app.mailWorker!.runOnce();
    expect(smtp.received[0]!.text).toContain('Vacunas: Gripe, Vacuna contra el VRS para el embarazo (Pfizer)');
  });
});
