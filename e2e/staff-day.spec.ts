// The pharmacist's day (docs/product/staff.md, The day list; decisions 242 to 244): bookings made through the public API
// appear on the pharmacist's day list, one of them while the list is open, without a reload; the pharmacist checks one
// person in, marks another as not come and cancels a third on the person's behalf, whose e-mail is in the outbox; the
// people's manage pages show "checked in" and "cancelled by the pharmacy". Each person has a browser context of their
// own with Chromium's virtual WebAuthn authenticator, as in staff-sign-in.spec.ts.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openSqlite } from '@vaxnear/api/src/db/sqlite.ts';
import { DAY_LIST_POLL_SECONDS } from '@vaxnear/domain/day-list';
import { expectNoAxeViolations } from './axe.ts';
import { openE2eDatabase } from './e2e-database.ts';
import { checkPage, press } from './page-checks.ts';
import { e2eServer } from './servers.ts';
import { clockOffsetMs, e2eDatabasePath, expect, test } from './test.ts';

/** WebAuthn needs a domain: the RP id is PUBLIC_BASE_URL's host, which defaults to localhost (not 127.0.0.1). */
const siteOf = (index: number) => `http://localhost:${e2eServer(index).port}`;
// The e2e server's moment (decision 004): Monday 23 November 2026, 10:00 in New York.
const TODAY = '2026-11-23';

async function deviceContext(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  // The server's moved clock, in this browser too.
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

function readOne<T>(sql: string, params: unknown[]): T | undefined {
  const db = openE2eDatabase();
  try {
    return db.prepare(sql).get(params) as T | undefined;
  } finally {
    db.close();
  }
}

async function invitationPathSentTo(email: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(() => {
      const row = readOne<{ text_body: string }>(
        "select text_body from mail_outbox where kind = 'staff_invitation' and recipient = ? order by created_at desc",
        [email],
      );
      found = row ? (/https?:\/\/[^/\s]+((?:\/es)?\/staff\/accept\?token=\S+)/.exec(row.text_body)?.[1] ?? null) : null;
      return found;
    })
    .not.toBeNull();
  return found!;
}

interface Place {
  id: string;
  name: string;
  city: string;
  state: string;
  retailer: string;
  zip: string | null;
  slots: Array<{ id: string; time: string }>;
}

/** A New York pharmacy of the default data that books here, gives flu shots to adults and has four free times today. */
async function placeOpenToday(request: APIRequestContext): Promise<Place> {
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
    const answer = await request.get(`/api/v1/availabilities?location_ids[]=${place.id}&date=${TODAY}`);
    const slots = (await answer.json()).data.locations[0]?.dates[0]?.slots as Place['slots'] | undefined;
    if (slots && slots.length >= 4) return { ...place, slots };
  }
  throw new Error('no New York pharmacy open today in the default data');
}

/** Books one person through the public API, as the site does (a hold, then the booking); answers the registration. */
async function book(request: APIRequestContext, place: Place, slotId: string, firstName: string, lastName: string) {
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
  return (await res.json()).data.registration as { accessCode: string; confirmationNumber: string };
}

/**
 * An appointment booked earlier for 09:00 today, before the server's moment: the public site cannot book a time that
 * has passed, and a no-show needs one. Written as the booking service writes a row.
 */
function bookedEarlierToday(place: Place, firstName: string, lastName: string): void {
  const db = openSqlite(path.resolve(e2eDatabasePath()));
  const registrationId = crypto.randomUUID();
  const appointmentId = crypto.randomUUID();
  const startsAt = `${TODAY}T14:00:00.000Z`;
  const personKey = `${firstName.toLowerCase()}|${lastName.toLowerCase()}|1961-03-14`;
  try {
    db.prepare(
      `insert into registrations (id, access_code, confirmation_number, email, phone, locale, created_at)
       values (?, ?, ?, ?, null, 'en', ?)`,
    ).run([
      registrationId,
      crypto.randomBytes(24).toString('base64url'),
      'E2E-NOSHOW',
      'nora@example.com',
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
}

async function screenshots(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const original = page.viewportSize();
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

test('a pharmacist sees the day’s bookings as they come, checks one person in, marks a no-show and cancels for a person', async ({
  browser,
  request,
}, testInfo) => {
  const index = testInfo.parallelIndex;
  const site = siteOf(index);
  const stamp = Date.now();
  const operatorEmail = `ops-day-${stamp}@vaxnear.example`;
  const pharmacistEmail = `pat-day-${stamp}@example.com`;
  const place = await placeOpenToday(request);

  // People booked through the public site before the pharmacist opens the list, and one who booked days ago for 09:00.
  const ana = await book(request, place, place.slots[0]!.id, 'Ana', 'Checkin');
  const carla = await book(request, place, place.slots[1]!.id, 'Carla', 'Cancel');
  bookedEarlierToday(place, 'Nora', 'Noshow');

  // The first operator (the install command's link) invites a pharmacist for that one location.
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/create-operator.ts', operatorEmail, '--name', 'Olivia Operator'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        SQLITE_PATH: path.resolve(e2eServer(index).sqlitePath),
        DATABASE_URL: '',
        PORT: String(e2eServer(index).port),
        CLOCK_OFFSET_MS: String(clockOffsetMs),
        LOG_LEVEL: 'warn',
      },
    },
  );
  const operatorLink = /https?:\/\/[^/\s]+(\/staff\/accept\?token=\S+)/.exec(printed)![1]!;
  const operator = await deviceContext(browser, site, 1280);
  await operator.page.goto(operatorLink);
  await press(operator.page, operator.page.getByRole('button', { name: 'Make my passkey' }));
  await expect(operator.page).toHaveURL(/\/staff\/home$/);
  const invited = await operator.page.request.post('/api/v1/staff/invitations', {
    headers: { origin: site },
    data: {
      email: pharmacistEmail,
      name: 'Pat Pharmacist',
      role: 'location_staff',
      retailer: place.retailer,
      locationIds: [place.id],
      locale: 'en',
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  // The pharmacist, on a counter tablet (768 px), accepts and opens today's list from the staff home.
  const pharmacist = await deviceContext(browser, site, 768);
  const page = pharmacist.page;
  await page.goto(await invitationPathSentTo(pharmacistEmail));
  await press(page, page.getByRole('button', { name: 'Make my passkey' }));
  await expect(page).toHaveURL(/\/staff\/home$/);
  await press(page, page.getByRole('link', { name: new RegExp(`^Today at ${place.name}`) }));
  await checkPage(page, new RegExp(`^${place.name}: Monday, November 23, 2026$`), 'staff-day-list');
  // One appointment's row (a party's group holds several).
  const row = (name: string) =>
    page.locator('li[data-appointment]').filter({ has: page.getByRole('heading', { name }) });
  await expect(row('Ana Checkin')).toContainText('Expected');
  await expect(row('Carla Cancel')).toContainText(`Confirmation ${carla.confirmationNumber}`);
  await expect(row('Nora Noshow')).toBeVisible();

  // Someone books while the list is open: the row appears without a reload when the list next asks. The page's clock
  // is moved to that moment rather than waited for (up to 15 seconds, more on a loaded machine).
  const beto = await book(request, place, place.slots[2]!.id, 'Beto', 'Nuevo');
  await expect(row('Beto Nuevo')).toHaveCount(0);
  await page.clock.runFor(DAY_LIST_POLL_SECONDS * 1000);
  await expect(row('Beto Nuevo')).toBeVisible();
  await expect(row('Beto Nuevo')).toContainText(`Confirmation ${beto.confirmationNumber}`);

  // The search stays in the page: by name, then by confirmation number.
  const search = page.getByRole('searchbox', { name: 'Search this day by name or confirmation number' });
  const names = page.locator('li[data-appointment]').getByRole('heading', { level: 2 });
  await search.fill('carla');
  await expect(names).toHaveText(['Carla Cancel']);
  await search.fill(ana.confirmationNumber);
  await expect(names).toHaveText(['Ana Checkin']);
  await search.fill('');

  // Ana is checked in, Nora (09:00, the time has come) did not come.
  await press(page, page.getByRole('button', { name: 'Check in Ana Checkin' }));
  await expect(row('Ana Checkin')).toContainText('Checked in');
  await expect(page.getByRole('button', { name: 'Undo the check-in of Ana Checkin' })).toBeVisible();
  // Carla's time (after 10:00) has not come: she cannot be marked as not come yet.
  await expect(page.getByRole('button', { name: 'Carla Cancel did not come' })).toHaveCount(0);
  await press(page, page.getByRole('button', { name: 'Nora Noshow did not come' }));
  await expect(row('Nora Noshow')).toContainText('Did not come');

  // Carla is cancelled on her behalf, with a reason.
  await press(page, page.getByRole('button', { name: 'Cancel the appointment of Carla Cancel on their behalf…' }));
  await press(page, page.getByRole('button', { name: 'Cancel the appointment and e-mail the person' }));
  await expect(page.getByText('Choose a reason')).toBeVisible();
  await expectNoAxeViolations(page, 'staff-day-cancel-form');
  await page
    .getByRole('combobox', { name: /Why is the pharmacy cancelling/ })
    .selectOption({ label: 'The pharmacy is closed' });
  await press(page, page.getByRole('button', { name: 'Cancel the appointment and e-mail the person' }));
  await expect(row('Carla Cancel')).toContainText('Cancelled by the pharmacy: The pharmacy is closed');
  await expectNoAxeViolations(page, 'staff-day-list-after');
  await screenshots(page, 'staff-day-list-en');

  const mail = readOne<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where kind = 'booking_cancellation' and recipient = ?",
    ['carla.cancel@example.com'],
  );
  expect(mail?.subject).toBe('The pharmacy cancelled your vaccination appointment');
  expect(mail?.text_body).toContain('The pharmacy is closed at that time.');
  expect(mail?.text_body).toMatch(/Book a new appointment: http\S+\/schedule/);

  // The same list in Spanish, at both widths.
  await page.goto(page.url().replace(/\/staff\//, '/es/staff/'));
  await checkPage(page, /^.+: lunes, 23 de noviembre de 2026$/, 'staff-day-list-es');
  await expect(row('Ana Checkin')).toContainText('Registrada su llegada');
  await screenshots(page, 'staff-day-list-es');

  // The people's own pages say what the pharmacy did.
  const person = await browser.newContext({ baseURL: site });
  await person.clock.install({ time: Date.now() + clockOffsetMs });
  const personPage = await person.newPage();
  await personPage.goto(`/schedule/manage?accessCode=${ana.accessCode}`);
  await expect(personPage.getByRole('heading', { level: 2, name: 'Ana Checkin: checked in' })).toBeVisible();
  await personPage.goto(`/schedule/manage?accessCode=${carla.accessCode}`);
  await expect(
    personPage.getByRole('heading', { level: 2, name: 'Carla Cancel: cancelled by the pharmacy' }),
  ).toBeVisible();
  await expect(
    personPage.getByText('The pharmacy cancelled this appointment. Reason: the pharmacy is closed at that time.'),
  ).toBeVisible();
  await expect(personPage.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await expectNoAxeViolations(personPage, 'manage-cancelled-by-pharmacy');

  for (const context of [operator.context, pharmacist.context, person]) await context.close();
});
