import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { declineAddOn, holdFirstLocationSlot, openFirstLocation } from './choose-appointment.ts';
import { bookAndConfirm } from './confirm-booking.ts';
import { anaRuiz, fillPatientForm } from './patient-form.ts';
import { linkSentTo } from './mail-links.ts';
import { checkPage, checkModal } from './page-checks.ts';
import { openE2eDatabase } from './e2e-database.ts';

// A pregnant person booking maternal RSV (docs/product/booking-flow.md): one journey per eligibility result, against
// the real server and database. The searches are in Anchorage (99501): Alaska is an off-season area, where the
// September-January season does not apply, so due dates picked relative to the real today give the same results on
// any day of the year.

/** yyyy-MM-dd, `days` after the browser's today. */
async function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);
}

/** Landing → pregnancy (yes) → due date entered and continued; returns the due date. */
async function pregnantDueDate(page: Page, kinds: string[], dueInDays: number, shots?: string) {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a vaccine appointment' })).toBeVisible();
  const dueDate = await dayFromToday(page, dueInDays);
  for (const kind of kinds) await page.getByRole('checkbox', { name: kind === 'Flu' ? /^Flu/ : kind }).check();
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();
  await expect(page).toHaveURL('/schedule/pregnancy');
  if (shots) await checkPage(page, 'Is the person getting vaccinated pregnant?', `${shots}-pregnancy`);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL('/schedule/pregnancy/due-date');
  if (shots) await checkPage(page, 'When is your baby due?', `${shots}-due-date`);
  await page.getByLabel('Expected due date').fill(dueDate);
  await page.getByRole('button', { name: 'Continue' }).click();
  return dueDate;
}

/**
 * Landing → pregnancy (yes) → due date → search for 99501 (Anchorage); the caller sees what search decided.
 * `atDueDate` answers what the due date alone already tells (too early, too late) before the search.
 */
async function pregnantSearch(
  page: Page,
  kinds: string[],
  dueInDays: number,
  shots?: string,
  atDueDate?: () => Promise<void>,
) {
  const dueDate = await pregnantDueDate(page, kinds, dueInDays, shots);
  await atDueDate?.();
  await expect(page).toHaveURL('/schedule/search');
  await page.getByRole('combobox', { name: 'Address, city or ZIP code' }).fill('99501');
  await page.getByRole('option', { name: '99501' }).click();
  return dueDate;
}

test.describe('maternal RSV', () => {
  test('eligible today: the eligible modal, then results', async ({ page }) => {
    test.setTimeout(120_000);
    // Due in 40 days: 34 weeks pregnant.
    await pregnantSearch(page, ['RSV'], 40, 'maternal-rsv');
    const modal = await checkModal(page, 'You can book the maternal RSV vaccine', 'maternal-rsv-modal-eligible');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/schedule/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an appointment' })).toBeVisible();
  });

  test('eligible in the near future: book in advance', async ({ page }) => {
    test.setTimeout(120_000);
    // Due in 63 days: week 32 starts in 7 days.
    await pregnantSearch(page, ['RSV'], 63);
    const modal = await checkModal(page, 'You can book the maternal RSV vaccine', 'maternal-rsv-modal-near-future');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/schedule/results');
    // The appointments offered start on the window's first day, not today.
    const windowStart = await dayFromToday(page, 7);
    const shown = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${windowStart}T00:00:00Z`),
    );
    await openFirstLocation(page);
    await expect(page.locator('.appointment-picker__date')).toContainText(shown, { timeout: 30_000 });
    // The date picker says which days the vaccine can be given on, and offers none before them
    // (docs/product/eligibility-rules.md).
    await expect(page.locator('.date-picker__window').first()).toContainText(shown);
    await checkPage(page, 'Choose an appointment', 'maternal-rsv-results-window');
  });

  test('too early with flu: said right after the due date, the reminder is set and flu is booked', async ({ page }) => {
    test.setTimeout(300_000);
    // Due in 100 days: week 32 starts in 44 days, too far ahead to book now.
    const dueDate = await pregnantSearch(page, ['RSV', 'Flu'], 100, undefined, async () => {
      const early = await checkModal(
        page,
        'It is too early to book the RSV vaccine for pregnancy',
        'maternal-rsv-too-early-flu',
      );
      await expect(early).toContainText('You can book the Flu vaccine now.');
      // Nothing is promised before the ZIP is known (issue 30): only Alaska, Hawaii, the territories and south
      // Florida get the reminder.
      await expect(early).not.toContainText('We can e-mail you a reminder');
      // The page still says what is being booked: both, until the reminder is set.
      await expect(page.getByRole('banner')).toContainText('RSV + Flu');
      await early.getByRole('button', { name: 'Continue with Flu' }).click();
    });
    await expect(page).toHaveURL('/schedule/maternal-rsv/reminder');
    await checkPage(page, 'Get a reminder to book maternal RSV', 'maternal-rsv-reminder');
    const submit = page.getByRole('button', { name: 'Send me a reminder' });
    await expect(submit).toBeEnabled({ timeout: 30_000 });
    await submit.click();
    await expect(page.getByText('There is a problem')).toBeVisible();
    await checkPage(page, 'Get a reminder to book maternal RSV', 'maternal-rsv-reminder-errors');
    await page.getByRole('textbox', { name: 'First name' }).fill('Maria');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('maria.reminder@example.com');
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/reminders/batch_create'));
    await submit.click();
    expect((await answer).status()).toBe(202);

    await expect(page).toHaveURL('/schedule/maternal-rsv/reminder/result');
    await checkPage(page, 'Check your e-mail to confirm your reminder', 'maternal-rsv-reminder-result');
    await expect(page.getByText('maria.reminder@example.com')).toBeVisible();
    const storedReminder = () => {
      const db = openE2eDatabase();
      try {
        return db
          .prepare(
            "SELECT first_name, email, reminder_type, metadata, status FROM reminders WHERE email = 'maria.reminder@example.com'",
          )
          .get() as
          { first_name: string; email: string; reminder_type: string; metadata: string; status: string } | undefined;
      } finally {
        db.close();
      }
    };
    expect(storedReminder()).toBeUndefined();

    // She opens the e-mail in another tab and confirms: the reminder is then in the database with the due date and a
    // window starting 56 days before it.
    const mailTab = await page.context().newPage();
    await mailTab.goto(await linkSentTo('maria.reminder@example.com', 'confirm-email'));
    await mailTab.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(mailTab.getByRole('status')).toContainText('Your reminder is set.');
    await mailTab.close();
    const row = storedReminder();
    expect(row).toMatchObject({ first_name: 'Maria', reminder_type: 'maternal_rsv', status: 'pending' });
    expect(JSON.parse(row!.metadata)).toMatchObject({ expectedDueDate: dueDate });

    await page.getByRole('button', { name: 'Continue to book Flu' }).click();
    await expect(page).toHaveURL('/schedule/results');
    await expect(page.getByRole('banner')).toContainText('Flu');
    await expect(page.getByRole('banner')).not.toContainText('RSV');

    // Flu is booked to the end, without RSV and without a pregnancy answer.
    await holdFirstLocationSlot(page);
    await expect(page).toHaveURL('/schedule/appointment-summary');
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await declineAddOn(page);
    await fillPatientForm(page, {
      ...anaRuiz,
      firstName: 'Maria',
      lastName: 'Reyes',
      dateOfBirth: '02141995',
      address1: '1200 N Muldoon Rd',
      city: 'Anchorage',
      state: 'AK',
      zip: '99504',
      email: 'maria.reminder@example.com',
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/schedule/review');
    const book = page.getByRole('button', { name: 'Confirm and book' });
    await expect(book).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    const booked = await bookAndConfirm(page, book);
    expect(booked.registration.appointments[0]!.services).toEqual([{ kind: 'flu', brand: null }]);
    expect(booked.sent.appointments[0]!.healthQuestionnaire).toBeUndefined();
    await checkPage(page, 'Your appointment is booked', 'maternal-rsv-too-early-flu-confirmation');
  });

  test('too early, in Spanish: the same notice right after the due date', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/es/schedule');
    await page.getByRole('checkbox', { name: 'VRS' }).check();
    await page.getByRole('checkbox', { name: /^Gripe/ }).check();
    await page.getByRole('button', { name: 'Reservar para personas de 18 años o más' }).click();
    await page.getByRole('button', { name: 'Sí', exact: true }).click();
    await page.getByLabel('Fecha prevista del parto').fill(await dayFromToday(page, 100));
    await page.getByRole('button', { name: 'Continuar' }).click();
    const early = await checkModal(
      page,
      'Todavía es pronto para reservar la vacuna contra el VRS para el embarazo',
      'maternal-rsv-too-early-flu-es',
    );
    await expect(early).toContainText('semana 32');
    await early.getByRole('button', { name: 'Cambiar la fecha prevista del parto' }).click();
    await expect(page).toHaveURL('/es/schedule/pregnancy/due-date');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('past week 36, RSV alone: said right after the due date; start over goes to the quiz', async ({ page }) => {
    test.setTimeout(120_000);
    // Due in 10 days: 38 weeks pregnant.
    await pregnantDueDate(page, ['RSV'], 10);
    const modal = await checkModal(
      page,
      'The RSV vaccine for pregnancy can no longer be given',
      'maternal-rsv-modal-too-late',
    );
    await expect(modal).toContainText('between weeks 32 and 36');
    await modal.getByRole('button', { name: 'Start over' }).click();
    await expect(page).toHaveURL('/eligibility');
  });

  test('past week 36 with flu: RSV is dropped before the search and the header names flu only', async ({ page }) => {
    test.setTimeout(120_000);
    await pregnantSearch(page, ['RSV', 'Flu'], 10, undefined, async () => {
      const modal = await checkModal(
        page,
        'The RSV vaccine for pregnancy can no longer be given',
        'maternal-rsv-modal-too-late-flu',
      );
      await modal.getByRole('button', { name: 'Continue with Flu' }).click();
      await expect(page).toHaveURL('/schedule/search');
      await expect(page.getByRole('banner')).toContainText('Flu');
      await expect(page.getByRole('banner')).not.toContainText('RSV');
    });
    await expect(page).toHaveURL('/schedule/results');
    await expect(page.getByRole('banner')).not.toContainText('RSV');
  });

  test('?debug=true opens no debug tools on the production build: no visitor can move the date', async ({ page }) => {
    // Debug mode is for development and debug builds only (decision 255); the spoof itself is tested in
    // apps/web/src/lib/today.test.ts with a debug build's setting.
    await page.goto('/schedule?debug=true');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Spoofed date/ })).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('vaxnear.debug'))).toBeNull();
  });
});
