import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { bookAndConfirm } from './confirm-booking.ts';
import { holdFirstLocationSlot, searchZip } from './choose-appointment.ts';

import { checkPage, checkModal } from './page-checks.ts';
import { anaRuiz, fillPatientForm } from './patient-form.ts';

// A parent or guardian books flu for a 12-17 year old (docs/product/booking-flow.md, Who books, Minor age, Form rules),
// against the real server and database; the booking carries the guardian's consent (user.parentalConsent), which is how
// the server knows.

/** MM/DD/YYYY of someone who turned `years` old 100 days ago. */
async function birthDate(page: Page, years: number): Promise<string> {
  return page.evaluate((age) => {
    const d = new Date();
    d.setDate(d.getDate() - 100);
    d.setFullYear(d.getFullYear() - age);
    return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
  }, years);
}

test('a guardian books flu for a 15-year-old, end to end', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a vaccine appointment' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pneumococcal pneumonia' }).check();
  await page.getByRole('button', { name: 'Book for 17 and under' }).click();
  const pneumo = await checkModal(
    page,
    'Pneumococcal vaccines cannot be booked for under-18s',
    'minor-modal-pneumococcal-only',
  );
  await pneumo.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('checkbox', { name: /^Flu/ }).check();
  await page.getByRole('button', { name: 'Book for 17 and under' }).click();

  await expect(page).toHaveURL('/schedule/age');
  await checkPage(page, 'How old is the person getting vaccinated?', 'minor-age');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Select the age range of the person getting vaccinated')).toBeVisible();
  await page.getByRole('radio', { name: '12-17 years' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Pneumococcal is never bookable for a minor: continue with flu only.
  const ineligible = await checkModal(page, 'Some vaccines cannot be booked for this age', 'minor-modal-ineligible');
  await ineligible.getByRole('button', { name: 'Continue with Flu' }).click();

  await searchZip(page, '10001');
  await holdFirstLocationSlot(page);
  await expect(page).toHaveURL('/schedule/appointment-summary');
  await page.getByRole('button', { name: 'Yes, continue' }).click();

  await expect(page).toHaveURL('/schedule/info');
  await checkPage(page, 'About the person getting vaccinated', 'minor-patient');
  // A date of birth outside 12-17 opens the change-age-or-date modal.
  await fillPatientForm(page, {
    ...anaRuiz,
    firstName: 'Leo',
    dateOfBirth: (await birthDate(page, 9)).replaceAll('/', ''),
    sex: 'male',
    email: 'guardian.ruiz@example.com',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  const range = await checkModal(page, 'The date of birth does not match the age range', 'minor-modal-dob-range');
  await expect(range).toContainText('Date of birth must be for someone aged 12-17 years');
  await range.getByRole('button', { name: 'Change date of birth' }).click();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('');
  await page
    .getByRole('textbox', { name: 'Date of birth' })
    .pressSequentially((await birthDate(page, 15)).replaceAll('/', ''));
  await page.getByRole('button', { name: 'Continue' }).click();
  // No consent yet.
  await expect(page.getByText('Please select to continue')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /parent or legal guardian/ })).toBeFocused();
  await checkPage(page, 'About the person getting vaccinated', 'minor-patient-consent-error');
  await page.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/schedule/review');
  const book = page.getByRole('button', { name: 'Confirm and book' });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  // Booking for someone else, the pages speak of "the" appointment, not "your" appointment.
  await checkPage(page, 'Check and book the appointment', 'minor-review');
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  const { response } = await bookAndConfirm(page, book);
  const sent = response.request().postDataJSON() as { appointments: Array<{ user: { parentalConsent?: boolean } }> };
  expect(sent.appointments[0]!.user.parentalConsent).toBe(true);
  expect(response.status()).toBe(200);
  await checkPage(page, 'The appointment is booked', 'minor-confirmation');
  await expect(page.getByText('Leo Ruiz')).toBeVisible();
});
