import { expect, type Locator, type Page } from '@playwright/test';
import { press as pressKey, tabTo } from './page-checks.ts';

// The search and results steps every booking journey walks (docs/product/booking-flow.md, Location search, Results): a
// ZIP picked from the suggestions, then the first location opened, a time pressed and the held slot continued with.
// With `press` the journey uses the keyboard only; otherwise the mouse.

type Act = (page: Page, target: Locator) => Promise<void>;
const click: Act = (_page, target) => target.click();

/** Types the first digits of `zip`, picks it from the suggestions and lands on the results. */
export async function searchZip(page: Page, zip: string, results = '/schedule/results'): Promise<void> {
  await expect(page).toHaveURL(results.replace('/results', '/search'));
  await page.getByRole('combobox', { name: 'Address, city or ZIP code' }).fill(zip.slice(0, 4));
  await page.getByRole('option', { name: zip }).click();
  await expect(page).toHaveURL(results);
}

/** Opens the nearest location; `beforeOpening` checks the results page first (its heading, axe, a screenshot). */
export async function openFirstLocation(
  page: Page,
  {
    beforeOpening,
    press = click,
  }: {
    beforeOpening?: (firstLocation: Locator) => Promise<void>;
    press?: Act;
  } = {},
): Promise<void> {
  const firstLocation = page.locator('.location-card__toggle').first();
  await expect(firstLocation).toBeVisible({ timeout: 30_000 });
  await beforeOpening?.(firstLocation);
  await press(page, firstLocation);
}

/**
 * Opens the nearest location, holds one of its times (`slot`, the first by default; journeys that hold several take
 * different ones) and continues with the held slot to the summary.
 */
export async function holdFirstLocationSlot(
  page: Page,
  {
    slot = 0,
    continueLabel = 'Continue',
    ...open
  }: {
    slot?: number;
    continueLabel?: string;
    beforeOpening?: (firstLocation: Locator) => Promise<void>;
    press?: Act;
  } = {},
): Promise<void> {
  const press = open.press ?? click;
  await openFirstLocation(page, open);
  const time = page
    .locator('.appointment-picker')
    .getByRole('button', { name: /\d:\d\d/ })
    .nth(slot);
  await expect(time).toBeVisible({ timeout: 30_000 });
  await press(page, time);
  // The Continue of the held bar ("Continue with Tue, Nov 24, 9:00 AM EST") waits for the hold (and its bot check).
  const continueHeld = page.locator('.held-bar').getByRole('button', { name: new RegExp(`^${continueLabel}`) });
  await expect(continueHeld).toBeEnabled({ timeout: 30_000 });
  await press(page, continueHeld);
}

/**
 * The location may offer flu at the same visit (the add-on prompt after the summary): a journey that came for one appointment says no, by
 * mouse or keyboard, and reach patient info.
 */
export async function declineAddOn(
  page: Page,
  { locale = 'en', keyboard = false }: { locale?: 'en' | 'es'; keyboard?: boolean } = {},
) {
  const prefix = locale === 'es' ? '/es' : '';
  await expect(page).toHaveURL(new RegExp(`${prefix}/schedule/(info|add-)`));
  if (page.url().endsWith('/schedule/info')) return;
  const no = page.getByRole('radio', { name: locale === 'es' ? 'No, gracias' : 'No, thanks' });
  const next = page.getByRole('button', { name: locale === 'es' ? 'Continuar' : 'Continue' });
  if (keyboard) {
    await tabTo(page, page.getByRole('radio').first());
    for (let i = 0; i < 3 && !(await no.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
    await pressKey(page, next);
  } else {
    await no.check();
    await next.click();
  }
  await expect(page).toHaveURL(`${prefix}/schedule/info`);
}
