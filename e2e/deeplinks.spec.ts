import { expect, test } from './test.ts';
import { holdFirstLocationSlot } from './choose-appointment.ts';
import { checkPage } from './page-checks.ts';
import { fillPatientForm } from './patient-form.ts';

// Deeplinks to the schedule landing (decision 053) and the analytics data layer of a whole booking
// (docs/product/booking-flow.md, Calls to the server) against the real server and data.

const FLU_NEAR_10001 = '/schedule?services=[{"kind":"flu"}]&zipCode=10001&cmp=fall';

test.describe('a deeplink', () => {
  test('lands with flu chosen and the ZIP looked up, and leaves the address clean', async ({ page }) => {
    const lookup = page.waitForResponse((r) => r.url().includes('/api/v1/geolocation/address_detail'));
    await page.goto(FLU_NEAR_10001);
    expect((await lookup).status()).toBe(200);
    await expect(page.getByRole('checkbox', { name: /^Flu/ })).toBeChecked();
    await expect(page).toHaveURL('/schedule?cmp=fall');
    await checkPage(page, 'Book a vaccine appointment', 'deeplink-landing');
    await page.getByRole('button', { name: 'Book for 18 and over' }).click();
    await expect(page).toHaveURL('/schedule/search');
    await expect(page.getByRole('combobox', { name: 'Address, city or ZIP code' })).toHaveValue('10001');
  });

  test('whose ZIP lookup fails is ignored: the landing stays as it was', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/schedule?services=[{"kind":"pneumococcal"}]&zipCode=00000');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a vaccine appointment' })).toBeVisible();
    await expect(page).toHaveURL('/schedule');
    await expect(page.getByRole('checkbox', { name: 'Pneumococcal pneumonia' })).not.toBeChecked();
    expect(warnings.join('\n')).toContain('Ignoring a deeplink whose ZIP lookup failed');
    expect(warnings.join('\n')).not.toContain('00000');
  });

  test('keeps at most two enabled kinds and no RSV with COVID-19', async ({ page }) => {
    await page.goto('/schedule?services=[{"kind":"covid_19"},{"kind":"rsv"},{"kind":"pneumococcal"},{"kind":"flu"}]');
    await expect(page.getByRole('checkbox', { name: 'COVID-19' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Pneumococcal pneumonia' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'RSV' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Flu/ })).not.toBeChecked();
  });
});

test('a whole booking sends form events with names only: no patient data reaches the data layer', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a vaccine appointment' })).toBeVisible();
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();
  await page.getByRole('checkbox', { name: /^Flu/ }).check();
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();
  await expect(page).toHaveURL('/schedule/search');
  await page.getByRole('combobox', { name: 'Address, city or ZIP code' }).fill('10001');
  await page.getByRole('button', { name: 'Find pharmacies' }).click();
  await expect(page).toHaveURL('/schedule/results');
  await holdFirstLocationSlot(page);
  await page.getByRole('button', { name: 'Yes, continue' }).click();

  await expect(page).toHaveURL('/schedule/info');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillPatientForm(page, {
    firstName: 'Marisol',
    lastName: 'Quintanilla',
    dateOfBirth: '07141962',
    sex: 'female',
    address1: '742 Evergreen Terrace',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11215',
    email: 'marisol.quintanilla@example.org',
    phone: '7185550142',
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/schedule/review');
  const book = page.getByRole('button', { name: 'Confirm and book' });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  await book.click();
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/appointments/batch_create') && r.request().method() === 'POST',
  );
  await book.click();
  const { data } = (await (await answer).json()) as { data: { registration: { accessCode: string } } };
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();

  const dataLayer = (await page.evaluate(
    () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
  )) as Array<Record<string, string>>;
  const events = dataLayer.map((e) => e.event);
  for (const type of ['form_initiated', 'form_step', 'form_error', 'form_input', 'form_submitted', 'form_completed'])
    expect(events).toContain(type);
  expect(dataLayer).toContainEqual(
    expect.objectContaining({ event: 'form_error', form_step: 'patientInfo', form_field: 'firstName' }),
  );
  expect(dataLayer).toContainEqual(
    expect.objectContaining({ event: 'form_input', form_step: 'patientInfo', form_field: 'email' }),
  );
  expect(dataLayer).toContainEqual(
    expect.objectContaining({ event: 'form_error', form_field: 'terms', error_code: 'required' }),
  );
  const recorded = JSON.stringify(dataLayer).toLowerCase();
  for (const secret of [
    'marisol',
    'quintanilla',
    'example.org',
    '555',
    '0142',
    '07/14',
    '1962',
    'evergreen',
    'brooklyn',
    '11215',
    data.registration.accessCode.toLowerCase(),
  ]) {
    expect(recorded, `the data layer holds "${secret}"`).not.toContain(secret);
  }
});
