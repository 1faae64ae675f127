import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { e2eDatabasePath, expect, test } from './test.ts';
import { checkPage, press, tabTo } from './page-checks.ts';

/** The e2e server's database (playwright.config.ts), read-only: what the operator will review. */
function storedRequest(referenceNumber: string) {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'select request_type, status, identifier_type, identifier, business_name, contact_email, payload from provider_registrations where reference_number = ?',
      )
      .get(referenceNumber) as
      | {
          request_type: string;
          status: string;
          identifier_type: string;
          identifier: string;
          business_name: string | null;
          contact_email: string;
          payload: string;
        }
      | undefined;
  } finally {
    db.close();
  }
}

/** Tabs to a field and types into it, as a keyboard-only person does. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

/** Tabs to a checkbox or radio and ticks it with Space. */
async function tick(page: Page, role: 'checkbox' | 'radio', name: string | RegExp, within: Page | Locator = page) {
  const target = within.getByRole(role, { name });
  await tabTo(page, target);
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/** The bot-check widget has its proof: sending now goes straight through. */
async function botCheckDone(page: Page, verified = 'Verified') {
  await expect(page.locator('altcha-widget').getByText(verified, { exact: true })).toBeVisible({ timeout: 20_000 });
}

test.describe('a pharmacy asks to be listed, changed or removed', () => {
  test('a new listing from the footer link to the reference number, with the keyboard only', async ({ page }) => {
    await page.goto('/');
    await press(page, page.getByRole('contentinfo').getByRole('link', { name: 'For providers' }));
    await expect(page).toHaveURL('/providers');
    await checkPage(page, 'Ask to list, change or remove your pharmacy', 'providers-form-en');

    await tick(page, 'radio', /Add a new listing/);
    await typeInto(page, 'Business name', 'Main Street Pharmacy');
    await expect(page.getByText('You have 80 characters remaining')).toBeVisible();
    await typeInto(page, 'Address line 1', '12 Main St');
    await typeInto(page, 'City', 'Albany');
    await typeInto(page, 'State', 'New York');
    await expect(page.getByLabel('State')).toHaveValue('NY');
    await typeInto(page, 'ZIP code', '12207');
    await typeInto(page, 'Number', '1234567893');
    await typeInto(page, 'Scheduling phone number', '(518) 555-0142');
    await typeInto(page, 'Scheduling website', 'mainstreetrx.com/book');
    await tick(page, 'checkbox', 'Flu');
    await tick(page, 'checkbox', 'COVID-19');
    await tick(page, 'checkbox', 'Open on Monday');
    await tick(page, 'checkbox', 'Open on Tuesday');
    await tick(page, 'checkbox', 'Open on Saturday');
    await tick(page, 'checkbox', 'Open 24 hours', page.getByRole('group', { name: 'Saturday' }));
    await typeInto(page, 'Length of each appointment slot', '15');
    await expect(page.getByLabel('Length of each appointment slot')).toHaveValue('15');
    await tick(page, 'checkbox', /Offer same-day appointments/);
    await typeInto(page, 'Your role', 'Pharmacist');
    await typeInto(page, 'First name', 'Ana');
    await typeInto(page, 'Last name', 'Reyes');
    await typeInto(page, 'Email', 'ana@mainstreetrx.com');
    await checkPage(page, 'Ask to list, change or remove your pharmacy', 'providers-form-new-filled-en');
    await botCheckDone(page);
    await press(page, page.getByRole('button', { name: 'Send request' }));

    await expect(page).toHaveURL('/providers/result');
    await checkPage(page, 'Request received', 'providers-result-en');
    const reference = (await page.locator('.provider-receipt__number').textContent())!;
    expect(reference).toMatch(/^PR-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const row = storedRequest(reference)!;
    expect(row).toMatchObject({
      request_type: 'new',
      status: 'received',
      identifier_type: 'npi',
      identifier: '1234567893',
      business_name: 'Main Street Pharmacy',
      contact_email: 'ana@mainstreetrx.com',
    });
    expect(JSON.parse(row.payload)).toMatchObject({
      business: {
        state: 'NY',
        zip: '12207',
        schedulingPhone: '5185550142',
        schedulingWebsite: 'https://mainstreetrx.com/book',
      },
      vaccines: ['covid_19', 'flu'],
      hours: [
        { days: ['mon', 'tue'], open24Hours: false, start: '09:00', end: '17:00' },
        { days: ['sat'], open24Hours: true },
      ],
      slotIntervalMinutes: 15,
      sameDayAppointments: true,
      quickBookingOptIn: false,
    });

    // The receipt stays on reload; a fresh tab opening the result page directly is sent to the form.
    await page.reload();
    await expect(page.locator('.provider-receipt__number')).toHaveText(reference);
    const other = await page.context().newPage();
    await other.goto('/providers/result');
    await expect(other).toHaveURL('/providers');
    await other.close();
  });

  test('una farmacia pide cambiar su ficha en español', async ({ page }) => {
    await page.goto('/es/providers');
    await checkPage(page, 'Pida agregar, cambiar o quitar su farmacia', 'providers-form-es');
    await page.getByRole('radio', { name: /Cambiar una ficha/ }).check();
    await page.getByRole('radio', { name: /Número NCPDP/ }).check();
    await page.getByLabel('Número', { exact: true }).fill('334-5678');
    await page.getByLabel('¿Qué debemos hacer y por qué?').fill('Ahora abrimos a las 8 a. m. los sábados.');
    await expect(page.getByText('Le quedan 460 caracteres')).toBeVisible();
    await page.getByLabel('Su función').selectOption({ label: 'Gerente de la tienda' });
    await page.getByLabel('Nombre', { exact: true }).fill('Luis');
    await page.getByLabel('Apellido').fill('Ortega');
    await page.getByLabel('Correo electrónico').fill('luis@farmaciaortega.com');
    await checkPage(page, 'Pida agregar, cambiar o quitar su farmacia', 'providers-form-edit-es');
    await botCheckDone(page, 'Verificado');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();

    await expect(page).toHaveURL('/es/providers/result');
    await checkPage(page, 'Solicitud recibida', 'providers-result-es');
    await expect(page.getByText('Cambiar una ficha')).toBeVisible();
    await expect(page.getByText(/escribiremos a luis@farmaciaortega.com/)).toBeVisible();
    const reference = (await page.locator('.provider-receipt__number').textContent())!;
    const row = storedRequest(reference)!;
    expect(row).toMatchObject({
      request_type: 'edit',
      identifier_type: 'ncpdp',
      identifier: '3345678',
      business_name: null,
      contact_email: 'luis@farmaciaortega.com',
    });
    expect(JSON.parse(row.payload).reason).toBe('Ahora abrimos a las 8 a. m. los sábados.');
  });

  test('a closing time before the opening time is refused with a clear message on that day', async ({ page }) => {
    await page.goto('/providers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tick(page, 'radio', /Add a new listing/);
    await tick(page, 'checkbox', 'Open on Monday');
    const closes = page.getByRole('group', { name: 'Monday' }).getByLabel('Closes at');
    await tabTo(page, closes);
    // A native time field: hours, minutes, then AM/PM, typed segment by segment.
    await page.keyboard.type('0800AM');
    await expect(closes).toHaveValue('08:00');
    await botCheckDone(page);
    await press(page, page.getByRole('button', { name: 'Send request' }));

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(
      summary.getByRole('link', { name: 'Monday, Closes at: The closing time must be after the opening time' }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Monday' }).getByText('The closing time must be after the opening time'),
    ).toBeVisible();
    // The first problem in page order has the focus: the business name, above the hours.
    await expect(page.getByLabel('Business name')).toBeFocused();
    await checkPage(page, 'Ask to list, change or remove your pharmacy', 'providers-form-errors-en');
    await summary.getByRole('link', { name: /Monday, Closes at/ }).click();
    await expect(closes).toBeFocused();
  });
});
