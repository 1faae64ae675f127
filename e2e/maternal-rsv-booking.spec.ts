import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { bookAndConfirm, type Booked } from './confirm-booking.ts';
import { declineAddOn, holdFirstLocationSlot } from './choose-appointment.ts';
import { checkModal, checkPage, press, tabTo } from './page-checks.ts';
import { fillPatientForm, type Patient } from './patient-form.ts';
import { openE2eDatabase } from './e2e-database.ts';

// Maternal RSV booked end to end (issue #9): a pregnant person under 50, and a pregnant 16-year-old through a
// guardian, walk every screen to the confirmation page; the booking is read back from the API and the database.
// At the suite's date (23 November 2026, in the RSV season) a due date 40 days ahead is week 34: eligible now.

/** MM/DD/YYYY digits of a date `days` after the browser's today (the suite's moved clock). */
async function digitsFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${d.getFullYear()}`;
  }, days);
}

/** MMDDYYYY of someone who turned `years` old 100 days ago. */
async function birthDigits(page: Page, years: number): Promise<string> {
  return page.evaluate((age) => {
    const d = new Date();
    d.setDate(d.getDate() - 100);
    d.setFullYear(d.getFullYear() - age);
    return `${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${d.getFullYear()}`;
  }, years);
}

/** The pregnancy answer the booking stored, read from the e2e server's database. */
function storedPregnancy(confirmationNumber: string): unknown {
  const db = openE2eDatabase();
  const row = db
    .prepare(
      `SELECT a.health_questionnaire AS hq FROM appointments a JOIN registrations r ON r.id = a.registration_id
    WHERE r.confirmation_number = ?`,
    )
    .get([confirmationNumber]) as { hq: string | null } | undefined;
  db.close();
  return row?.hq ? JSON.parse(row.hq) : null;
}

/** The booking is the RSV vaccine given in pregnancy, sent and stored as such. */
function expectMaternalRsvBooked(booked: Booked) {
  expect(booked.sent.appointments[0]!.healthQuestionnaire).toMatchObject({ pregnant: true });
  expect(booked.sent.appointments[0]!.services.map((s) => s.brand ?? null)).not.toContain('gsk');
  expect(booked.registration.appointments[0]!.services).toEqual([
    expect.objectContaining({ kind: 'rsv', forPregnancy: true }),
  ]);
  expect(storedPregnancy(booked.registration.confirmationNumber)).toMatchObject({ pregnant: true });
}

test.describe('booking maternal RSV to the confirmation', () => {
  test('a pregnant 30-year-old, in Spanish with the keyboard only', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/es/schedule');
    await press(page, page.getByRole('checkbox', { name: 'VRS' }), 'Space');
    await press(page, page.getByRole('button', { name: 'Reservar para personas de 18 años o más' }));

    await expect(page).toHaveURL('/es/schedule/pregnancy');
    await press(page, page.getByRole('button', { name: 'Sí', exact: true }));
    await expect(page).toHaveURL('/es/schedule/pregnancy/due-date');
    await tabTo(page, page.getByLabel('Fecha prevista del parto'));
    await page.keyboard.type(await digitsFromToday(page, 40));
    await press(page, page.getByRole('button', { name: 'Continuar' }));

    await expect(page).toHaveURL('/es/schedule/search');
    await tabTo(page, page.getByRole('combobox', { name: 'Dirección, ciudad o código postal' }));
    await page.keyboard.type('10001');
    await expect(page.getByRole('option', { name: '10001' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const query = page.waitForRequest((r) => r.url().includes('/api/v1/query'));
    const eligible = await checkModal(
      page,
      'Puede reservar la vacuna materna contra el VRS',
      'maternal-rsv-book-es-modal',
    );
    await press(page, eligible.getByRole('button', { name: 'Continuar' }));

    await expect(page).toHaveURL('/es/schedule/results');
    // Only the locations giving the vaccine used in pregnancy are asked for.
    expect(new URL((await query).url()).searchParams.get('pregnant')).toBe('true');
    await holdFirstLocationSlot(page, {
      beforeOpening: () => checkPage(page, 'Elija una cita', 'maternal-rsv-book-es-results'),
      press,
      continueLabel: 'Continuar',
    });

    await expect(page).toHaveURL('/es/schedule/appointment-summary');
    await press(page, page.getByRole('button', { name: 'Sí, continuar' }));
    await declineAddOn(page, { locale: 'es', keyboard: true });
    const patient: Patient = {
      firstName: 'Lucía',
      lastName: 'Méndez',
      dateOfBirth: await birthDigits(page, 30),
      sex: 'female',
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      email: 'lucia.mendez@example.com',
    };
    await fillPatientForm(page, patient, { locale: 'es', keyboard: true });
    await press(page, page.getByRole('button', { name: 'Continuar' }));
    const review = page.getByRole('heading', { level: 1, name: 'Revise y reserve su cita' });
    const acknowledge = page.getByRole('checkbox', { name: /Lo entiendo y deseo reservar la vacuna contra VRS/ });
    await expect(acknowledge.or(review)).toBeVisible({ timeout: 30_000 });
    if (await acknowledge.isVisible()) {
      await press(page, acknowledge, 'Space');
      await press(page, page.getByRole('button', { name: 'Continuar' }));
    }

    await expect(page).toHaveURL('/es/schedule/review');
    const book = page.getByRole('button', { name: 'Confirmar y reservar' });
    await expect(book).toBeEnabled({ timeout: 30_000 });
    await press(page, page.getByRole('checkbox', { name: /Condiciones de uso/ }), 'Space');
    const booked = await bookAndConfirm(page, book, { press, localePrefix: '/es' });
    await checkPage(page, 'Su cita está reservada', 'maternal-rsv-book-es-confirmation');
    await expect(page.getByText('Vacuna contra el VRS para el embarazo (Pfizer)')).toBeVisible();
    await expect(page.getByText(/entre las semanas 32 y 36/)).toBeVisible();
    expectMaternalRsvBooked(booked);
  });

  test('a guardian books maternal RSV for a pregnant 16-year-old', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/schedule');
    await page.getByRole('checkbox', { name: 'RSV' }).check();
    await page.getByRole('button', { name: 'Book for 17 and under' }).click();
    await expect(page).toHaveURL('/schedule/age');
    await page.getByRole('radio', { name: '12-17 years' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/schedule/pregnancy');
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL('/schedule/pregnancy/due-date');
    await page.getByLabel('Expected due date').pressSequentially(await digitsFromToday(page, 40));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/schedule/search');
    await page.getByRole('combobox', { name: 'Address, city or ZIP code' }).fill('1000');
    await page.getByRole('option', { name: '10001' }).click();
    const eligible = await checkModal(page, 'You can book the maternal RSV vaccine', 'maternal-rsv-book-minor-modal');
    await eligible.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/schedule/results');
    await holdFirstLocationSlot(page);

    await expect(page).toHaveURL('/schedule/appointment-summary');
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await declineAddOn(page);
    await fillPatientForm(page, {
      firstName: 'Sofia',
      lastName: 'Ortiz',
      dateOfBirth: await birthDigits(page, 16),
      sex: 'female',
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      email: 'guardian.ortiz@example.com',
    });
    await page.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByRole('heading', { level: 1, name: 'Check and book the appointment' });
    const acknowledge = page.getByRole('checkbox', { name: /I understand and want to book the RSV vaccine/ });
    await expect(acknowledge.or(review)).toBeVisible({ timeout: 30_000 });
    if (await acknowledge.isVisible()) {
      await acknowledge.check();
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    await expect(page).toHaveURL('/schedule/review');
    const book = page.getByRole('button', { name: 'Confirm and book' });
    await expect(book).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    const booked = await bookAndConfirm(page, book);
    await checkPage(page, 'The appointment is booked', 'maternal-rsv-book-minor-confirmation');
    await expect(page.getByText('RSV vaccine for pregnancy (Pfizer)')).toBeVisible();
    expect(booked.sent.appointments[0]!.user.parentalConsent).toBe(true);
    expectMaternalRsvBooked(booked);
  });
});
