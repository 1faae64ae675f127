import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { bookAndConfirm } from './confirm-booking.ts';
import { holdFirstLocationSlot, searchZip } from './choose-appointment.ts';
import { checkPage } from './page-checks.ts';
import { fillPatientForm, type Patient } from './patient-form.ts';

// The add-on prompts after the summary (docs/product/booking-flow.md, Add-on prompts; decision
// 051) against the real server and data: someone who came for flu is offered COVID-19 at the same visit.
//
// Why ZIP 60629 (Chicago, IL): the first flu location for it, nearest to the ZIP's centre, is CVS Pharmacy #8502
// (6315 South Pulaski Rd), which the demo configuration (demo-configuration.ts, a hash of the id vgov-cvs-8502-il)
// makes bookable here, offering flu, pneumococcal, and COVID-19 from Pfizer (5+) and Moderna (12+): two COVID-19
// brands for adults. Illinois allows COVID-19 without a prescription (state_rules), so add-on-prompts.ts offers
// COVID-19 alone (flu is already chosen): the covid prompt, then the brand prompt because there is more than one
// brand. Found by asking the e2e server, for the most populous ZIPs of states allowing COVID-19, for the first flu
// location (GET /geolocation/address_detail, then GET /query) and its COVID-19 brands; 10001's nearest has none.
const ZIP = '60629';
const LOCATION = 'CVS Pharmacy #8502';

// Seventy at the suite's date: over 64, so COVID-19 needs no risk acknowledgement (docs/product/eligibility-rules.md,
// Ages at the patient step).
const patient: Patient = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  dateOfBirth: '05121956',
  sex: 'female',
  address1: '6400 S Kedzie Ave',
  city: 'Chicago',
  state: 'IL',
  zip: '60629',
  email: 'rosa.delgado@example.com',
};

/** Flu only, searched at 60629, the first slot at CVS #8502, confirmed on the summary. */
async function holdFluAppointment(page: Page, shots: boolean) {
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();
  await page.getByRole('checkbox', { name: /^Flu/ }).check();
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();

  await searchZip(page, ZIP);
  await holdFirstLocationSlot(page, {
    beforeOpening: (firstLocation) => expect(firstLocation).toContainText(LOCATION),
  });

  await expect(page).toHaveURL('/schedule/appointment-summary');
  if (shots) await checkPage(page, 'Does this look right?', 'add-on-summary');
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(page).toHaveURL('/schedule/add-covid-vaccine');
}

/** Fills in the patient, checks the vaccines the review lists, and books. */
async function bookFromPatientInfo(page: Page, vaccines: string, shot?: string, person: Patient = patient) {
  await fillPatientForm(page, person);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/schedule/review');
  const book = page.getByRole('button', { name: 'Confirm and book' });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: vaccines })).toHaveText(vaccines);
  if (shot) await checkPage(page, 'Check and book your appointment', shot);
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await bookAndConfirm(page, book);
}

test.describe('the add-on prompt after the summary', () => {
  test('someone booking flu adds COVID-19, chooses Moderna and gets both at one visit', async ({ page }) => {
    test.setTimeout(240_000);
    await holdFluAppointment(page, true);

    const yes = page.getByRole('radio', { name: 'Yes, add the COVID-19 vaccine' });
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await checkPage(page, 'Would you like to add a COVID-19 vaccine to this appointment?', 'add-on-covid-prompt');
    await expect(page.locator('.hold-timer')).toContainText(/You have \d+ minutes? left to finish booking/);
    await yes.check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Two COVID-19 brands at this pharmacy: the brand prompt lists exactly those, and no preference.
    await expect(page).toHaveURL('/schedule/add-covid-vaccine-brand');
    await checkPage(page, 'Which COVID-19 vaccine brand do you prefer?', 'add-on-covid-brand-prompt');
    await expect(page.locator('.vx-choice__label')).toHaveText(['Moderna', 'Pfizer', 'No preference']);
    await page.getByRole('radio', { name: 'Moderna' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/schedule/info');
    // The accepted add-on is part of the appointment: the header names both vaccines.
    await expect(page.getByRole('banner')).toContainText('Flu + COVID-19');
    // Back from patient info returns to the last prompt, the brand, with Moderna still chosen
    // (docs/product/booking-flow.md); back again reaches the covid prompt, and forward the same way.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/schedule/add-covid-vaccine-brand');
    await expect(page.getByRole('radio', { name: 'Moderna' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/schedule/add-covid-vaccine');
    await yes.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/schedule/add-covid-vaccine-brand');
    await page.getByRole('radio', { name: 'Moderna' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/schedule/info');
    await checkPage(page, 'Your details', 'add-on-patient');
    await bookFromPatientInfo(page, 'COVID-19 (Moderna), Flu', 'add-on-review');
    await checkPage(page, 'Your appointment is booked', 'add-on-confirmation');
    // The booked appointment holds both vaccines, as the server stored them.
    await expect(page.getByRole('main').getByRole('definition').filter({ hasText: 'Moderna' })).toHaveText(
      'COVID-19 (Moderna), Flu',
    );
    await expect(page.getByText(LOCATION)).toBeVisible();
  });

  test('someone booking flu says no to COVID-19 and books flu alone', async ({ page }) => {
    test.setTimeout(180_000);
    await holdFluAppointment(page, false);
    await page.getByRole('radio', { name: 'No, thanks' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // No brand prompt without COVID-19; back from patient info is the covid prompt itself.
    await expect(page).toHaveURL('/schedule/info');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/schedule/add-covid-vaccine');
    await page.getByRole('radio', { name: 'No, thanks' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/schedule/info');

    // Rosa has booked flu in the journey before, and a person has one upcoming flu appointment (decision 223): her
    // sister books this one.
    await bookFromPatientInfo(page, 'Flu', undefined, { ...patient, firstName: 'Elena' });
    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Flu', { exact: true })).toBeVisible();
    await expect(main.getByText(/COVID-19/)).toHaveCount(0);
  });
});
