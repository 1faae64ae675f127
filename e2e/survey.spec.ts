import Database from 'better-sqlite3';
import { type Locator, type Page } from '@playwright/test';
import { e2eDatabasePath, expect, test } from './test.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';

/** The e2e server's database (playwright.config.ts), read-only: the test checks what the survey stored. */
function storedSurvey(externalId: string, operator: '=' | 'like' = '=') {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(`select external_id, version, answers, created_at from external_surveys where external_id ${operator} ?`)
      .all(externalId) as { external_id: string; version: string; answers: string; created_at: string }[];
  } finally {
    db.close();
  }
}

async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** Tabs into the radio group, picks with Space and the arrow keys (which only select), then Continue with Enter. */
async function answerByKeyboard(page: Page, option: string) {
  const radios = page.getByRole('radio');
  await tabTo(page, radios.first());
  await page.keyboard.press('Space');
  const target = page.getByRole('radio', { name: option, exact: true });
  for (let i = 0; i < 4 && !(await target.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
}

async function expectPage(page: Page, path: string, heading: string, shot: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectNoAxeViolations(page, path);
  await screenshotBothWidths(page, shot);
}

test.describe('the fall 2025 survey', () => {
  test('a person from a partner link answers in English by keyboard, submits, and the answers are stored', async ({
    page,
  }) => {
    const externalId = `e2e-${Date.now()}`;
    await page.goto(`/survey/fall2025?mtdb=${externalId}`);
    await expectPage(
      page,
      `/survey/fall2025/covid19?mtdb=${externalId}`,
      'Do you plan to get a COVID-19 vaccine this fall?',
      'survey-covid19-en',
    );
    await expect(page.getByRole('banner')).toContainText('Vaccine survey 2026 to 2027');
    await expect(page.getByRole('contentinfo')).toContainText('Vaccine survey 2026 to 2027. Answers are used only');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Español' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);

    await answerByKeyboard(page, 'Yes');
    await expectPage(page, '/survey/fall2025/rsv', 'Do you plan to get an RSV vaccine this fall?', 'survey-rsv-en');
    await answerByKeyboard(page, "I'm not sure");
    await expectPage(
      page,
      '/survey/fall2025/pneumococcal',
      'Do you plan to get a pneumococcal vaccine this fall?',
      'survey-pneumococcal-en',
    );
    await answerByKeyboard(page, "I'm waiting to find out if I'm eligible");

    await expectPage(page, '/survey/fall2025/confirmation', 'Check your answers', 'survey-confirmation-en');
    await expect(page.getByRole('definition')).toHaveText([
      'Yes',
      "I'm not sure",
      "I'm waiting to find out if I'm eligible",
    ]);
    await expect(page.getByRole('link', { name: /privacy/ })).toHaveCount(2);
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');

    await expectPage(page, '/survey/fall2025/completed', 'Thank you for taking the survey', 'survey-completed-en');
    await expect(page.getByRole('alert')).toContainText('Your answers have been sent.');
    await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /skip to main/i })).toHaveCount(0);

    const rows = storedSurvey(externalId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ external_id: externalId, version: 'pmap_survey_1' });
    expect(JSON.parse(rows[0]!.answers)).toEqual({ covid19: true, rsv: 'unsure', pneumococcal: 'pending' });
    expect(rows[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Back to the quiz; the survey was reset, so its confirmation now sends the person to the first question.
    await tabTo(page, page.getByRole('link', { name: 'Check your vaccine eligibility' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/eligibility');
    await page.goto('/survey/fall2025/confirmation');
    await expect(page).toHaveURL('/survey/fall2025/covid19');
  });

  test('una persona responde en español con clics: cada opción avanza de inmediato', async ({ page }) => {
    const externalId = `e2e-es-${Date.now()}`;
    await page.goto(`/es/survey/fall2025?external-id=${externalId}`);
    await expectPage(
      page,
      `/es/survey/fall2025/covid19?external-id=${externalId}`,
      '¿Piensa vacunarse contra el COVID-19 este otoño?',
      'survey-covid19-es',
    );
    await expect(page.getByRole('banner')).toContainText('Encuesta de vacunas 2026 a 2027');
    await page.getByText('No', { exact: true }).click();
    await expect(page).toHaveURL('/es/survey/fall2025/rsv');
    await page.getByText('No estoy seguro', { exact: true }).click();
    await expect(page).toHaveURL('/es/survey/fall2025/pneumococcal');
    await page.getByText('Sí', { exact: true }).click();
    await expectPage(page, '/es/survey/fall2025/confirmation', 'Revise sus respuestas', 'survey-confirmation-es');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectPage(page, '/es/survey/fall2025/completed', 'Gracias por responder la encuesta', 'survey-completed-es');
    const rows = storedSurvey(externalId);
    expect(rows.map((r) => JSON.parse(r.answers))).toEqual([{ covid19: false, rsv: 'unsure', pneumococcal: true }]);
  });

  test('two visitors without an id each have their answers stored, and a repeat is not counted twice', async ({
    browser,
  }) => {
    const before = storedSurvey('anon-%', 'like').length;
    const answerAll = async (page: Page, first: 'Yes' | 'No') => {
      await page.goto('/survey/fall2025');
      await page.getByText(first, { exact: true }).click();
      await page.getByText('No', { exact: true }).click();
      await page.getByText("I'm not sure", { exact: true }).click();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for taking the survey');
    };
    const contexts = [await browser.newContext(), await browser.newContext()];
    const [first, second] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
    await answerAll(first, 'Yes');
    await expect(first.getByRole('alert')).toContainText('Your answers have been sent.');
    await answerAll(second, 'No');
    const rows = storedSurvey('anon-%', 'like').slice(before);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.external_id)).size).toBe(2);
    expect(rows.map((row) => JSON.parse(row.answers).covid19)).toEqual([true, false]);

    // The first visitor takes it again in the same session: still one record, and the page says the new answers were not kept.
    await answerAll(first, 'No');
    await expect(first.getByRole('alert')).toContainText('We already had your answers');
    await expectNoAxeViolations(first, '/survey/fall2025/completed');
    expect(storedSurvey('anon-%', 'like').slice(before)).toHaveLength(2);
    await Promise.all(contexts.map((context) => context.close()));
  });
});
