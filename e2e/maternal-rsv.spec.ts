import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { openFirstLocation } from './choose-appointment.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';
import { checkPage, checkModal } from './page-checks.ts';

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

/** Landing → pregnancy (yes) → due date → search for 99501 (Anchorage); the caller sees what search decided. */
async function pregnantSearch(page: Page, kinds: string[], dueInDays: number, shots?: string) {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a vaccine appointment' })).toBeVisible();
  const dueDate = await dayFromToday(page, dueInDays);
  for (const kind of kinds) await page.getByRole('checkbox', { name: kind === 'Flu' ? /^Flu/ : kind }).check();
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();
  await expect(page).toHaveURL('/schedule/pregnancy');
  if (shots) await checkPage(page, 'Are you pregnant?', `${shots}-pregnancy`);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL('/schedule/pregnancy/due-date');
  if (shots) await checkPage(page, 'When is your baby due?', `${shots}-due-date`);
  await page.getByLabel('Expected due date').fill(dueDate);
  await page.getByRole('button', { name: 'Continue' }).click();
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
    const shown = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${windowStart}T00:00:00Z`));
    await openFirstLocation(page);
    await expect(page.locator('.appointment-picker__date')).toContainText(shown, { timeout: 30_000 });
    // The date picker says which days the vaccine can be given on, and offers none before them
    // (docs/product/eligibility-rules.md).
    await expect(page.locator('.date-picker__window').first()).toContainText(shown);
    await checkPage(page, 'Choose an appointment', 'maternal-rsv-results-window');
  });

  test('reminder only: the reminder is stored and the other vaccine is booked next', async ({ page }) => {
    test.setTimeout(180_000);
    // Due in 100 days: week 32 starts in 44 days, too far ahead to book now.
    const dueDate = await pregnantSearch(page, ['RSV', 'Flu'], 100);
    await expect(page).toHaveURL('/schedule/maternal-rsv/reminder');
    await checkPage(page, 'Get a reminder to book maternal RSV', 'maternal-rsv-reminder');
    const submit = page.getByRole('button', { name: 'Send me a reminder' });
    await expect(submit).toBeEnabled({ timeout: 30_000 });
    await submit.click();
    await expect(page.getByText('Some fields are invalid, please enter all required fields.')).toBeVisible();
    await checkPage(page, 'Get a reminder to book maternal RSV', 'maternal-rsv-reminder-errors');
    await page.getByRole('textbox', { name: 'First name' }).fill('Maria');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('maria.reminder@example.com');
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/reminders/batch_create'));
    await submit.click();
    expect((await answer).status()).toBe(201);

    await expect(page).toHaveURL('/schedule/maternal-rsv/reminder/result');
    await checkPage(page, 'Your reminder is set', 'maternal-rsv-reminder-result');
    await expect(page.getByText('maria.reminder@example.com')).toBeVisible();

    // The reminder is in the database with the due date and a window starting 56 days before it.
    const db = new Database('var/e2e.sqlite', { readonly: true });
    const row = db.prepare("SELECT first_name, email, reminder_type, metadata, status FROM reminders WHERE email = 'maria.reminder@example.com'").get() as
      { first_name: string; email: string; reminder_type: string; metadata: string; status: string } | undefined;
    db.close();
    expect(row).toMatchObject({ first_name: 'Maria', reminder_type: 'maternal_rsv', status: 'pending' });
    expect(JSON.parse(row!.metadata)).toMatchObject({ expectedDueDate: dueDate });

    await page.getByRole('button', { name: 'Continue to book Flu' }).click();
    await expect(page).toHaveURL('/schedule/results');
    await expect(page.getByRole('banner')).toContainText('Flu');
    await expect(page.getByRole('banner')).not.toContainText('RSV');
  });

  test('ineligible (past week 36): start over goes to the quiz', async ({ page }) => {
    test.setTimeout(120_000);
    // Due in 10 days: 38 weeks pregnant.
    await pregnantSearch(page, ['RSV'], 10);
    const modal = await checkModal(page, 'The maternal RSV vaccine cannot be booked', 'maternal-rsv-modal-ineligible');
    await expect(modal).toContainText('between weeks 32 and 36');
    await modal.getByRole('button', { name: 'Start over' }).click();
    await expect(page).toHaveURL('/eligibility');
  });

  test('ineligible but another vaccine was chosen: proceed with flu', async ({ page }) => {
    test.setTimeout(120_000);
    await pregnantSearch(page, ['RSV', 'Flu'], 10);
    const modal = await checkModal(page, 'The maternal RSV vaccine cannot be booked', 'maternal-rsv-modal-proceed-with-other');
    await modal.getByRole('button', { name: 'Continue with the other vaccine' }).click();
    await expect(page).toHaveURL('/schedule/results');
    await expect(page.getByRole('banner')).toContainText('Flu');
    await expect(page.getByRole('banner')).not.toContainText('RSV');
  });

  test('the debug date spoof moves the rule: the same due date is eligible now on a later day', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/schedule?debug=true');
    const dueDate = await dayFromToday(page, 100);
    const [y, m, d] = (await dayFromToday(page, 60)).split('-');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page, 'menu with debug tools');
    await screenshotBothWidths(page, 'maternal-rsv-debug-tools', { fullPage: false });
    await page.getByRole('textbox', { name: /Spoofed date/ }).fill(`${m}/${d}/${y}`);
    await page.getByRole('button', { name: 'Apply date' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('checkbox', { name: 'RSV' }).check();
    await page.getByRole('button', { name: 'Book for 18 and over' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByLabel('Expected due date').fill(dueDate);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('combobox', { name: 'Address, city or ZIP code' }).fill('99501');
    await page.getByRole('option', { name: '99501' }).click();
    // 60 days on, 40 days before the due date: week 34, eligible now rather than a reminder.
    await expect(page.getByRole('dialog', { name: 'You can book the maternal RSV vaccine' })).toBeVisible();
  });
});
