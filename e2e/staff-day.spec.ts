// The pharmacist's day (docs/product/staff.md, The day list; decisions 242 to 244): bookings made through the public API
// appear on the pharmacist's day list, one of them while the list is open, without a reload; the pharmacist checks one
// person in, marks another as not come and cancels a third on the person's behalf, whose e-mail is in the outbox; the
// people's manage pages show "checked in" and "cancelled by the pharmacy". Each person has a browser context of their
// own with Chromium's virtual WebAuthn authenticator, as in staff-sign-in.spec.ts.
import { DAY_LIST_POLL_SECONDS } from '@vaxnear/domain/day-list';
import { expectNoAxeViolations } from './axe.ts';
import { checkPage, press } from './page-checks.ts';
import {
  bookedEarlierToday,
  bookOnPublicSite,
  deviceContext,
  firstOperatorLink,
  invitationPathSentTo,
  placeOpenToday,
  readDb,
  screenshotsAtCounterWidths,
  siteOf,
} from './staff-helpers.ts';
import { clockOffsetMs, expect, test } from './test.ts';

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
  const ana = await bookOnPublicSite(request, place, place.slots[0]!.id, 'Ana', 'Checkin');
  const carla = await bookOnPublicSite(request, place, place.slots[1]!.id, 'Carla', 'Cancel');
  bookedEarlierToday(place, 'Nora', 'Noshow');

  // The first operator (the install command's link) invites a pharmacist for that one location.
  const operatorLink = firstOperatorLink(index, operatorEmail);
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
  const beto = await bookOnPublicSite(request, place, place.slots[2]!.id, 'Beto', 'Nuevo');
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
  await screenshotsAtCounterWidths(page, 'staff-day-list-en');

  const mail = readDb<{ subject: string; text_body: string }>(
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
  await screenshotsAtCounterWidths(page, 'staff-day-list-es');

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
