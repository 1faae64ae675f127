// Running the schedule (issue 26; decisions 258 and 260): a pharmacist closes tomorrow morning at their pharmacy; the
// two people booked there are e-mailed (read from the outbox); one takes the time held for them in one click and sees
// it on their booking's page, the other chooses another time themselves; then the operator approves a new pharmacy
// sent from the registration form, and it appears in the public search. Staff pages are used with the keyboard only,
// checked with axe, and photographed at 768 and 1280 px in English and Spanish (E2E_SCREENSHOTS=1).
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openE2eDatabase } from './e2e-database.ts';
import { press, tabTo } from './page-checks.ts';
import { e2eServer } from './servers.ts';
import {
  deviceContext,
  firstOperatorLink,
  invitationPathSentTo,
  screenshotsAtCounterWidths as shoot,
  siteOf,
} from './staff-helpers.ts';
import { clockOffsetMs, expect, test } from './test.ts';

// Pages load their chunks on a shared 2-core machine: allow them a while before an answer counts as missing.
const see = expect.configure({ timeout: 20_000 });
const TOMORROW = '2026-11-24';

function query<T>(sql: string, params: unknown[] = []): T[] {
  const db = openE2eDatabase();
  try {
    return db.prepare(sql).all(params as never[]) as T[];
  } finally {
    db.close();
  }
}

/** The newest link of this shape e-mailed to this address (of this kind), as a path on the suite's own server. */
async function linkSentTo(email: string, kind: string, pattern: RegExp): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        const rows = query<{ text_body: string }>(
          'select text_body from mail_outbox where kind = ? and recipient = ? order by created_at desc',
          [kind, email],
        );
        found = rows.map((r) => pattern.exec(r.text_body)?.[1]).find(Boolean) ?? null;
        return found;
      },
      { message: `a ${kind} e-mail to ${email}` },
    )
    .not.toBeNull();
  return found!;
}

/**
 * A bookable pharmacy with flu for adults and at least two free times tomorrow before noon, local time, that no other
 * journey uses: none has booked there yet, and the others take theirs from the first ids (or the last few), so this
 * one comes from the middle of the list. The closure then counts exactly this journey's two people.
 */
async function pharmacyWithAMorning(page: Page) {
  const places = query<{ id: string; retailer: string; name: string; state: string; zip: string | null }>(
    `select l.id, l.retailer, l.name, l.state, l.zip from locations l join location_offerings o on o.location_id = l.id
     where l.booking_type = 'vaxnear' and o.kind = 'flu' and o.min_age <= 30 and o.max_age >= 70
       and not exists (select 1 from appointments a where a.location_id = l.id)
     order by l.id desc limit 40 offset 200`,
  );
  for (const place of places) {
    const answer = await page.request.get(`/api/v1/availabilities?location_ids[]=${place.id}&date=${TOMORROW}`);
    const slots = ((await answer.json()).data.locations[0]?.dates[0]?.slots ?? []) as Array<{
      id: string;
      time: string;
    }>;
    const morning = slots.filter((s) => Number(s.time.slice(11, 13)) < 12);
    const afternoon = slots.filter((s) => Number(s.time.slice(11, 13)) >= 13);
    if (morning.length >= 2 && afternoon.length >= 4) return { ...place, morning, offset: morning[0]!.time.slice(19) };
  }
  throw new Error('no pharmacy with a free morning tomorrow in the default data');
}

async function book(
  browser: Browser,
  baseURL: string,
  place: { id: string; state: string; zip: string | null },
  slotId: string,
  who: { lastName: string; email: string; locale: 'en' | 'es' },
) {
  const context = await browser.newContext({ baseURL });
  const held = await context.request.post('/api/v1/reservations', { data: { timeSlotId: slotId } });
  expect(held.status()).toBe(200);
  const res = await context.request.post('/api/v1/appointments/batch_create', {
    data: {
      email: who.email,
      phoneNumber: '(212) 555-0134',
      locale: who.locale,
      appointments: [
        {
          locationId: place.id,
          timeSlotId: slotId,
          services: [{ kind: 'flu', brand: null }],
          user: {
            firstName: 'Rosa',
            lastName: who.lastName,
            sex: 'female',
            dateOfBirth: '03/14/1961',
            address1: '10 Main Street',
            city: 'Springfield',
            state: place.state,
            zipCode: place.zip?.slice(0, 5) || '10001',
            marketingCommunications: false,
          },
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const accessCode = (await res.json()).data.registration.accessCode as string;
  await context.close();
  return accessCode;
}

test('a pharmacist closes tomorrow morning; one person takes the held time, the other chooses; the operator lists a new pharmacy', async ({
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  const index = testInfo.parallelIndex;
  const site = siteOf(index);
  const stamp = Date.now();
  const operatorEmail = `ops-closure-${stamp}@vaxnear.example`;
  const pharmacistEmail = `pharmacist-${stamp}@vaxnear.example`;

  const operatorLink = firstOperatorLink(index, operatorEmail);
  const operator = await deviceContext(browser, site, 1280);
  await operator.page.goto(operatorLink);
  await press(operator.page, operator.page.getByRole('button', { name: 'Make my passkey' }));
  await see(operator.page).toHaveURL(/\/staff\/home$/);

  // Two people booked at one pharmacy tomorrow morning, one in English and one in Spanish.
  const place = await pharmacyWithAMorning(operator.page);
  // Names take letters only: the stamp spelled in letters keeps each run's people apart.
  const tag = String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const ana = { lastName: `Closure${tag}a`, email: `ana-${stamp}@example.com`, locale: 'en' as const };
  const luis = { lastName: `Closure${tag}b`, email: `luis-${stamp}@example.com`, locale: 'es' as const };
  const anaCode = await book(browser, e2eServer(index).url, place, place.morning[0]!.id, ana);
  const luisCode = await book(browser, e2eServer(index).url, place, place.morning[1]!.id, luis);

  // The operator invites the pharmacist of that pharmacy.
  await operator.page.goto('/staff/invitations');
  await operator.page.getByRole('textbox', { name: 'E-mail address' }).fill(pharmacistEmail);
  await operator.page.getByRole('textbox', { name: 'Full name' }).fill('Pat Pharmacist');
  await operator.page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Location staff' });
  await operator.page.getByRole('textbox', { name: 'Retailer' }).fill(place.retailer);
  await operator.page.getByRole('textbox', { name: 'Location ids' }).fill(place.id);
  await press(operator.page, operator.page.getByRole('button', { name: 'Send the invitation' }));
  await see(operator.page.getByRole('status')).toHaveText(`Invitation sent to ${pharmacistEmail}.`);

  // The pharmacist, on a counter tablet (768 px), closes tomorrow morning with the keyboard only.
  const pharmacist = await deviceContext(browser, site, 768);
  await pharmacist.page.goto(await invitationPathSentTo(pharmacistEmail));
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Make my passkey' }));
  await see(pharmacist.page).toHaveURL(/\/staff\/home$/);
  await press(pharmacist.page, pharmacist.page.getByRole('link', { name: /^Closures:/ }));
  await see(pharmacist.page.getByRole('heading', { level: 1, name: 'Closures' })).toBeVisible();
  await see(pharmacist.page.getByText('This location has no closures.')).toBeVisible();
  await expectNoAxeViolations(pharmacist.page, 'staff-closures-empty');
  await shoot(pharmacist.page, 'staff-closures-en');
  // A submit with nothing filled in says what to fix.
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Close this location' }));
  await see(pharmacist.page.getByRole('alert').first()).toContainText('Say why the location is closed.');
  await expectNoAxeViolations(pharmacist.page, 'staff-closures-errors');
  await tabTo(pharmacist.page, pharmacist.page.getByLabel('Closed from'));
  await pharmacist.page.getByLabel('Closed from').fill(`${TOMORROW}T08:00`);
  await pharmacist.page.getByLabel('Closed until').fill(`${TOMORROW}T12:00`);
  await tabTo(pharmacist.page, pharmacist.page.getByRole('textbox', { name: 'Reason' }));
  await pharmacist.page.keyboard.type('Our pharmacist is out sick.');
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Close this location' }));
  await see(pharmacist.page.getByRole('status')).toContainText(
    'Closed. 2 bookings were in that time; 2 got a held time.',
  );
  await see(pharmacist.page.getByRole('row').filter({ hasText: 'Our pharmacist is out sick.' })).toContainText(
    '2 bookings, 2 people not yet rebooked',
  );
  await expectNoAxeViolations(pharmacist.page, 'staff-closures-closed');
  await shoot(pharmacist.page, 'staff-closures-closed-en');

  // Ana (English) takes the held time in one click and sees it on her booking's page.
  const anaOffer = await linkSentTo(
    ana.email,
    'closure_notice',
    /https?:\/\/[^/\s]+(\/schedule\/closure-offer\?token=\S+)/,
  );
  const anaContext = await browser.newContext({ baseURL: e2eServer(index).url, viewport: { width: 768, height: 900 } });
  await anaContext.clock.install({ time: Date.now() + clockOffsetMs });
  const anaPage = await anaContext.newPage();
  await anaPage.goto(anaOffer);
  await see(anaPage.getByRole('heading', { level: 1, name: 'A new time for your appointment' })).toBeVisible();
  await see(anaPage.getByText(/We are holding this time for you at the same pharmacy/)).toBeVisible();
  await expectNoAxeViolations(anaPage, 'closure-offer-en');
  await shoot(anaPage, 'closure-offer-en');
  await press(anaPage, anaPage.getByRole('button', { name: 'Take this time' }));
  await see(anaPage.getByRole('status')).toContainText('Done. Your appointment is now on');
  const anaNow = (await (await anaPage.request.get(`/api/v1/registrations/${anaCode}`)).json()).data.registration
    .appointments[0] as { time: string; status: string };
  expect(anaNow.status).toBe('booked');
  expect(Number(anaNow.time.slice(11, 13))).toBeGreaterThanOrEqual(12);
  await press(anaPage, anaPage.getByRole('link', { name: 'See your booking' }));
  await see(anaPage.getByRole('heading', { level: 1, name: 'Manage my appointment' })).toBeVisible();
  const hour = Number(anaNow.time.slice(11, 13));
  const shown = `${hour > 12 ? hour - 12 : hour}:${anaNow.time.slice(14, 16)}`;
  await see(anaPage.getByText(new RegExp(shown)).first()).toBeVisible();

  // Luis (Spanish) sees the same offer in Spanish, and chooses another time himself on his booking's page.
  const luisOffer = await linkSentTo(
    luis.email,
    'closure_notice',
    /https?:\/\/[^/\s]+(\/es\/schedule\/closure-offer\?token=\S+)/,
  );
  const luisManage = await linkSentTo(
    luis.email,
    'closure_notice',
    /https?:\/\/[^/\s]+(\/es\/schedule\/manage\?accessCode=\S+)/,
  );
  const luisContext = await browser.newContext({
    baseURL: e2eServer(index).url,
    viewport: { width: 1280, height: 900 },
  });
  await luisContext.clock.install({ time: Date.now() + clockOffsetMs });
  const luisPage = await luisContext.newPage();
  await luisPage.goto(luisOffer);
  await see(luisPage.getByRole('heading', { level: 1, name: 'Una nueva hora para su cita' })).toBeVisible();
  await expectNoAxeViolations(luisPage, 'closure-offer-es');
  await shoot(luisPage, 'closure-offer-es');
  await luisPage.goto(luisManage);
  await luisPage.getByRole('button', { name: 'Cambiar la hora' }).click();
  const other = luisPage.locator('.time-slot:not([aria-current])').first();
  await other.click();
  const moved = luisPage.waitForResponse((r) => r.url().includes('/reschedule'));
  await luisPage.getByRole('button', { name: 'Confirmar la hora nueva' }).click();
  expect((await moved).status()).toBe(200);
  const luisNow = (await (await luisPage.request.get(`/api/v1/registrations/${luisCode}`)).json()).data.registration
    .appointments[0] as { time: string };
  expect(luisNow.time >= `${TOMORROW}T12:00` || luisNow.time.slice(0, 10) !== TOMORROW).toBe(true);

  // The pharmacist sees that both have rebooked; the list of people is in Spanish too.
  await pharmacist.page.reload();
  await see(pharmacist.page.getByRole('row').filter({ hasText: 'Our pharmacist is out sick.' })).toContainText(
    '0 people not yet rebooked',
  );
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: /^Who is booked in the closure/ }));
  await see(pharmacist.page.getByRole('row').filter({ hasText: ana.lastName })).toContainText('Moved');
  await expectNoAxeViolations(pharmacist.page, 'staff-closure-people');
  // Fewer places from next week on, with the keyboard.
  await tabTo(pharmacist.page, pharmacist.page.getByLabel('From', { exact: true }));
  await pharmacist.page.getByLabel('From', { exact: true }).fill('2026-11-30');
  await tabTo(pharmacist.page, pharmacist.page.getByRole('textbox', { name: 'People per time' }));
  await pharmacist.page.keyboard.type('1');
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Change the places' }));
  await see(pharmacist.page.getByRole('status')).toContainText('From then on, each time takes 1 person.');
  await expectNoAxeViolations(pharmacist.page, 'staff-places-changed');
  // New opening hours from next month on, a lunch break on Mondays, with the keyboard (decision 274).
  await tabTo(pharmacist.page, pharmacist.page.getByLabel('New hours from'));
  await pharmacist.page.getByLabel('New hours from').fill('2026-12-01');
  const slotLength = pharmacist.page.getByLabel('Appointment length', { exact: true });
  await tabTo(pharmacist.page, slotLength);
  await slotLength.selectOption('20');
  await tabTo(pharmacist.page, pharmacist.page.getByLabel('Open on Monday'));
  await pharmacist.page.keyboard.press('Space');
  await tabTo(pharmacist.page, pharmacist.page.getByLabel('Break starts'));
  await pharmacist.page.getByLabel('Break starts').fill('12:00');
  await pharmacist.page.getByLabel('Break ends').fill('13:00');
  await tabTo(pharmacist.page, pharmacist.page.getByRole('textbox', { name: 'Why the hours change' }));
  await pharmacist.page.keyboard.type('Winter hours.');
  await press(pharmacist.page, pharmacist.page.getByRole('button', { name: 'Change the hours' }));
  await see(pharmacist.page.getByRole('status')).toContainText('The hours changed.');
  await expectNoAxeViolations(pharmacist.page, 'staff-hours-changed');
  await pharmacist.page.goto('/es/staff/closures');
  await see(pharmacist.page.getByRole('heading', { level: 1, name: 'Cierres' })).toBeVisible();
  await expectNoAxeViolations(pharmacist.page, 'staff-closures-es');
  await shoot(pharmacist.page, 'staff-closures-es');

  // A new pharmacy's request, as the registration form sends it, approved by the operator, is found in search.
  const name = `Closure Test Pharmacy ${stamp}`;
  const zip = query<{ zip: string; lat: number; lng: number }>(
    "select zip, lat, lng from zip_codes where zip = '12207'",
  )[0]!;
  const sent = await operator.page.request.post('/api/v1/provider_registrations', {
    data: {
      requestType: 'new',
      business: {
        name,
        address1: '12 Main St',
        city: 'Albany',
        state: 'NY',
        zip: zip.zip,
        identifierType: 'npi',
        identifier: '1234567893',
        schedulingPhone: '(518) 555-0142',
      },
      contact: { contactType: 'owner', firstName: 'Ana', lastName: 'Reyes', email: `owner-${stamp}@example.com` },
      vaccines: ['flu', 'covid_19'],
      hours: [
        {
          days: ['mon', 'tue', 'wed', 'thu', 'fri'],
          open24Hours: false,
          start: '09:00',
          end: '18:00',
          lunchStart: '13:00',
          lunchEnd: '14:00',
        },
        { days: ['sat'], open24Hours: true },
      ],
      slotIntervalMinutes: 15,
      sameDayAppointments: true,
      quickBookingOptIn: false,
    },
  });
  expect(sent.status()).toBe(201);
  const reference = (await sent.json()).data.referenceNumber as string;
  await operator.page.goto('/staff/home');
  await see(operator.page.getByRole('link', { name: 'Listing requests from pharmacies' })).toBeVisible();
  await press(operator.page, operator.page.getByRole('link', { name: 'Listing requests from pharmacies' }));
  await see(operator.page.getByRole('heading', { level: 1, name: 'Listing requests' })).toBeVisible();
  await expectNoAxeViolations(operator.page, 'staff-listing-requests');
  await shoot(operator.page, 'staff-listing-requests-en');
  await press(operator.page, operator.page.getByRole('button', { name: `Approve request ${reference}` }));
  await see(operator.page.getByRole('status')).toContainText(`Request ${reference} approved.`);
  const services = encodeURIComponent(JSON.stringify([{ kind: 'flu', ageMin: 40, ageMax: 40 }]));
  await expect
    .poll(
      async () =>
        (
          (
            await (
              await operator.page.request.get(
                `/api/v1/query?latitude=${zip.lat}&longitude=${zip.lng}&services=${services}&pageSize=50`,
              )
            ).json()
          ).data.locations as Array<{ name: string }>
        ).map((l) => l.name),
      { timeout: 15_000 },
    )
    .toContain(name);
  await linkSentTo(`owner-${stamp}@example.com`, 'listing_request_decision', /(We approved your request)/);
  await operator.page.goto('/es/staff/listing-requests');
  await see(operator.page.getByRole('heading', { level: 1, name: 'Solicitudes de listado' })).toBeVisible();
  await expectNoAxeViolations(operator.page, 'staff-listing-requests-es');
  await shoot(operator.page, 'staff-listing-requests-es');

  for (const context of [operator.context, pharmacist.context, anaContext, luisContext]) await context.close();
});
