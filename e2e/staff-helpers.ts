// What the staff journeys share: a device with Chromium's virtual WebAuthn authenticator, the first operator made by
// the install command, invitation links read from the e2e server's outbox, and bookings made as the public site does.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { openE2eDatabase } from './e2e-database.ts';
import { e2eServer } from './servers.ts';
import { openSqlite } from '@vaxnear/api/src/db/sqlite.ts';
import { clockOffsetMs, e2eDatabasePath, expect } from './test.ts';

/** WebAuthn needs a domain: the RP id is PUBLIC_BASE_URL's host, which defaults to localhost (not 127.0.0.1). */
export const siteOf = (index: number) => `http://localhost:${e2eServer(index).port}`;
/** The e2e server's moment (playwright.config.ts): Monday 23 November 2026, 10:00 in New York. */
export const TODAY = '2026-11-23';

/** A person's own device: a browser context on the server's moved clock, with a passkey authenticator. */
export async function deviceContext(
  browser: Browser,
  baseURL: string,
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.clock.install({ time: Date.now() + clockOffsetMs });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { context, page };
}

export function readDb<T>(query: string, params: unknown[] = []): T | undefined {
  const db = openE2eDatabase();
  try {
    return db.prepare(query).get(params as never) as T | undefined;
  } finally {
    db.close();
  }
}

/** The path of the newest invitation link e-mailed to this address, read from the e2e server's outbox. */
export async function invitationPathSentTo(email: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        const row = readDb<{ text_body: string }>(
          "select text_body from mail_outbox where kind = 'staff_invitation' and recipient = ? order by created_at desc",
          [email],
        );
        found = row
          ? (/https?:\/\/[^/\s]+((?:\/es)?\/staff\/accept\?token=\S+)/.exec(row.text_body)?.[1] ?? null)
          : null;
        return found;
      },
      { message: `an invitation e-mailed to ${email}` },
    )
    .not.toBeNull();
  return found!;
}

/** An operator's command (apps/api/src/cli) run against this worker's e2e server's database; answers what it printed. */
export function operatorCommand(index: number, script: string, args: readonly string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}`, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      SQLITE_PATH: path.resolve(e2eServer(index).sqlitePath),
      DATABASE_URL: '',
      PORT: String(e2eServer(index).port),
      CLOCK_OFFSET_MS: String(clockOffsetMs),
      LOG_LEVEL: 'warn',
    },
  });
}

/** The command an installer runs on a fresh install: the one-use link it prints for the first operator. */
export function firstOperatorLink(index: number, email: string): string {
  const printed = operatorCommand(index, 'create-operator.ts', [email, '--name', 'Olivia Operator']);
  const link = /https?:\/\/[^/\s]+(\/staff\/accept\?token=\S+)/.exec(printed)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

/** An operator's `npm run iis:target`: the state's vaccinations go to the registry listening on this loopback port. */
export function setStateRegistry(index: number, state: string, port: number): void {
  const printed = operatorCommand(index, 'iis-target.ts', [
    state,
    '127.0.0.1',
    String(port),
    'VAXNEAR01',
    'TESTIIS',
    'TESTDOH',
  ]);
  expect(printed).toContain(`Vaccinations in ${state} are now sent to 127.0.0.1:${port}.`);
}

export interface Place {
  id: string;
  name: string;
  city: string;
  state: string;
  retailer: string;
  zip: string | null;
  slots: Array<{ id: string; time: string }>;
}

/** A New York pharmacy of the default data that books here, gives flu shots to adults and has free times today. */
export async function placeOpenToday(request: APIRequestContext, skip: readonly string[] = []): Promise<Place> {
  const db = openE2eDatabase();
  const places = db
    .prepare(
      `select l.id, l.name, l.city, l.state, l.retailer, l.zip from locations l
       join location_offerings o on o.location_id = l.id
       where l.booking_type = 'vaxnear' and l.time_zone = 'America/New_York' and o.kind = 'flu'
         and o.min_age <= 30 and o.max_age >= 70
       order by l.id limit 30`,
    )
    .all([]) as Array<Omit<Place, 'slots'>>;
  db.close();
  for (const place of places) {
    if (skip.includes(place.id)) continue;
    const answer = await request.get(`/api/v1/availabilities?location_ids[]=${place.id}&date=${TODAY}`);
    const slots = (await answer.json()).data.locations[0]?.dates[0]?.slots as Place['slots'] | undefined;
    if (slots && slots.length >= 4) return { ...place, slots };
  }
  throw new Error('no New York pharmacy open today in the default data');
}

/** Books one person through the public API, as the site does (a hold, then the booking). */
export async function bookOnPublicSite(
  request: APIRequestContext,
  place: Place,
  slotId: string,
  firstName: string,
  lastName: string,
) {
  expect((await request.post('/api/v1/reservations', { data: { timeSlotId: slotId } })).status()).toBe(200);
  const res = await request.post('/api/v1/appointments/batch_create', {
    data: {
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      phoneNumber: '(212) 555-0134',
      locale: 'en',
      appointments: [
        {
          locationId: place.id,
          timeSlotId: slotId,
          services: [{ kind: 'flu', brand: null }],
          user: {
            firstName,
            lastName,
            sex: 'female',
            dateOfBirth: '03/14/1961',
            address1: '10 Main Street',
            city: 'Albany',
            state: place.state,
            zipCode: place.zip?.slice(0, 5) || '12207',
            marketingCommunications: false,
          },
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.registration as {
    accessCode: string;
    confirmationNumber: string;
    appointments: Array<{ id: string }>;
  };
}

/**
 * An appointment booked days ago for 09:00 today, before the server's moment: the public site cannot book a time that
 * has passed, and a no-show needs one. Written as the booking service writes a row; answers its access code.
 */
export function bookedEarlierToday(place: Place, firstName: string, lastName: string): string {
  const db = openSqlite(path.resolve(e2eDatabasePath()));
  const registrationId = crypto.randomUUID();
  const appointmentId = crypto.randomUUID();
  const accessCode = crypto.randomBytes(24).toString('base64url');
  const startsAt = `${TODAY}T14:00:00.000Z`;
  const personKey = `${firstName.toLowerCase()}|${lastName.toLowerCase()}|1961-03-14`;
  try {
    db.prepare(
      `insert into registrations (id, access_code, confirmation_number, email, phone, locale, created_at)
       values (?, ?, ?, ?, null, 'en', ?)`,
    ).run([
      registrationId,
      accessCode,
      `E2E-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
      `${firstName.toLowerCase()}@example.com`,
      '2026-11-20T12:00:00.000Z',
    ]);
    db.prepare(
      `insert into appointments (id, registration_id, location_id, starts_at, person_key, first_name, last_name, sex,
         date_of_birth, address1, address2, city, state, zip_code, parental_consent, marketing_communications,
         marketing_communications_with_phi, sms_communications, health_questionnaire, created_at)
       values (?, ?, ?, ?, ?, ?, ?, 'female', '1961-03-14', '10 Main Street', null, 'Albany', ?, '12207', 0, 0, 0, 0,
         null, '2026-11-20T12:00:00.000Z')`,
    ).run([appointmentId, registrationId, place.id, startsAt, personKey, firstName, lastName, place.state]);
    db.prepare(
      `insert into appointment_services (appointment_id, kind, brand, person_key, starts_at) values (?, 'flu', null, ?, ?)`,
    ).run([appointmentId, `${personKey}|flu|${startsAt}`, startsAt]);
  } finally {
    db.close();
  }
  return accessCode;
}

/**
 * With E2E_SCREENSHOTS=1, photographs at the counter tablet's 768 px and a desk's 1280 px (and a phone's 375 px for a
 * page staff also open on a phone, when asked).
 */
export async function screenshotsAtCounterWidths(
  page: Page,
  name: string,
  widths: readonly number[] = [768, 1280],
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
