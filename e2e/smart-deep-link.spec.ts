import { expect, test } from './test.ts';
import { bookAndConfirm } from './confirm-booking.ts';
import { declineAddOn } from './choose-appointment.ts';
import { checkPage } from './page-checks.ts';
import { fillPatientForm } from './patient-form.ts';

// A reader of our SMART Scheduling Links feed (decision 130) sends a person to a Slot's booking-deep-link
// (decision 131): they choose their vaccine, and the results hold the very time the link named, which they book.

interface FhirSlot {
  status: string;
  start: string;
  schedule: { reference: string };
  extension: Array<{ url: string; valueUrl?: string }>;
}
const DEEP_LINK = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';

test('a booking deep link from the published Slot file books that time', async ({ page, request }) => {
  test.setTimeout(240_000);
  const manifest = (await (await request.get('/api/v1/fhir/$bulk-publish')).json()) as {
    output: Array<{ type: string; url: string }>;
  };
  const slotFile =
    manifest.output.find((o) => o.type === 'Slot' && o.url.endsWith('/Slot-AK.ndjson')) ??
    manifest.output.find((o) => o.type === 'Slot')!;
  const schedules = await (await request.get('/api/v1/fhir/Schedule.ndjson')).text();
  const slots = (await (await request.get(new URL(slotFile.url).pathname)).text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as FhirSlot);
  // The first free slot of a location that gives flu (no brand to choose, in season on the journeys' date).
  const givesFlu = (reference: string) =>
    schedules
      .split('\n')
      .some((l) => l.includes(`"id":"${reference.slice('Schedule/'.length)}"`) && l.includes('"code":"flu"'));
  const free = slots.find((s) => s.status === 'free' && givesFlu(s.schedule.reference))!;
  expect(free, 'a free flu slot in the feed').toBeDefined();
  const link = new URL(free.extension.find((e) => e.url === DEEP_LINK)!.valueUrl!);
  const timeSlotId = link.searchParams.get('timeSlotId')!;
  const locationId = link.searchParams.get('location')!;
  const location = (await (await request.get(`/api/v1/fhir/Location/${locationId}`)).json()) as { name: string };

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: /^Your chosen time: / })).toBeVisible();
  await expect(page.getByText(`At ${location.name}.`)).toBeVisible();
  await expect(page).toHaveURL('/schedule');
  await checkPage(page, 'Book a vaccine appointment', 'smart-link-landing');
  await page.getByRole('checkbox', { name: /^Flu/ }).check();
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();

  await expect(page).toHaveURL('/schedule/search');
  await checkPage(page, 'Where do you want to get vaccinated?', 'smart-link-search');
  await page.getByRole('button', { name: `Continue with ${location.name}` }).click();

  await expect(page).toHaveURL('/schedule/results');
  // The link's pharmacy is first and open, and its time is held without a press.
  const hold = page.waitForResponse((r) => r.url().endsWith('/api/v1/reservations') && r.request().method() === 'POST');
  await expect(page.locator('.location-card').first()).toContainText(location.name);
  expect((await hold).request().postDataJSON()).toEqual({ timeSlotId });
  const continueHeld = page.locator('.held-bar').getByRole('button', { name: /^Continue with / });
  await expect(continueHeld).toBeEnabled({ timeout: 30_000 });
  await checkPage(page, 'Choose an appointment', 'smart-link-results');
  await continueHeld.click();

  await expect(page).toHaveURL('/schedule/appointment-summary');
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await declineAddOn(page);
  await fillPatientForm(page, {
    firstName: 'Nanouk',
    lastName: 'Ahgupuk',
    dateOfBirth: '03091958',
    sex: 'female',
    address1: '1200 Muldoon Rd',
    city: 'Anchorage',
    state: 'AK',
    zip: '99504',
    email: 'nanouk.ahgupuk@example.org',
    phone: '9075550199',
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/schedule/review', { timeout: 30_000 });
  const book = page.getByRole('button', { name: 'Confirm and book' });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  const { registration } = await bookAndConfirm(page, book);
  // The booking read back from the API is at the link's pharmacy, at the link's time.
  expect(registration.appointments[0]!.location.name).toBe(location.name);
  expect(Date.parse(registration.appointments[0]!.time)).toBe(Date.parse(free.start));
});
