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

/**
 * Reaches the element with the Tab key, as a keyboard-only person does. Walking from the top of the page costs two
 * browser round trips per stop, hundreds on a long staff page, which under load took most of a journey's minute. So
 * the walk starts at the stop just before the element in the page's tab order (document order; a radio group is one
 * stop, at its checked radio): the Tab key must then move the focus onto the element itself, which fails as before for
 * an element that is not focusable, is taken out of the order or sits behind a focus trap. Pages with a positive
 * tabindex, or an element the shortcut cannot place, are walked in full from where the focus is.
 */
export async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  // A locator that matches no element, or several, is the test's mistake: say so now instead of tabbing 250 times.
  await expect(target).toHaveCount(1);
  await target.evaluate((el) => {
    const tabbable = (candidate: Element): candidate is HTMLElement => {
      if (!(candidate instanceof HTMLElement) || candidate.tabIndex < 0) return false;
      if ((candidate as HTMLButtonElement).disabled || candidate.closest('[inert], [hidden]')) return false;
      if (candidate.getClientRects().length === 0 || getComputedStyle(candidate).visibility === 'hidden') return false;
      if (candidate instanceof HTMLInputElement && candidate.type === 'radio' && candidate.name) {
        // Tab stops once in a radio group: on its checked radio, or on the first when none is checked.
        const group = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
          (radio) => radio.name === candidate.name && radio.form === candidate.form,
        );
        return (group.find((radio) => radio.checked) ?? group[0]) === candidate;
      }
      return true;
    };
    const order = [...document.querySelectorAll('*')].filter(tabbable);
    if (order.some((candidate) => candidate.tabIndex > 0)) return;
    const at = order.indexOf(el as HTMLElement);
    if (at > 0) order[at - 1]!.focus();
  });
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** Tabs to the element and presses a key on it. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
