import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';

/** The page shows this heading, passes axe, and is photographed at both widths (with E2E_SCREENSHOTS=1). */
export async function checkPage(page: Page, heading: string | RegExp, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page, shot);
  await screenshotBothWidths(page, shot);
}

/** The dialog (or alert dialog) is open, passes axe, and (with E2E_SCREENSHOTS=1) is photographed; returns it. */
export async function checkModal(page: Page, name: string, shot: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, shot);
  await screenshotBothWidths(page, shot, { fullPage: false });
  return dialog;
}

/** Presses Tab until the element has focus: how a keyboard-only person reaches it. */
export async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** Tabs to the element and presses a key on it. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
