import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA through axe, on whatever the page shows now (a page or an open modal). In axe's "legacy" mode: one
 * `axe.run` in the page, as the axe browser extensions do, instead of a run per frame finished in a blank page that the
 * builder opens for it. Our pages have no frames (no iframe anywhere in the web app), so the findings are the same, at
 * half the time a check took; the journeys run axe about two hundred times.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Legacy mode would not look inside a frame: a page that gets one must be checked frame by frame again.
  expect(await page.locator('iframe, frame').count(), `frames on ${label}: drop setLegacyMode below`).toBe(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Screenshots at the three widths the team reviews: 375 px (phone), 768 px (tablet) and 1280 px (desktop), into
 * e2e/screenshots/. An open dialog is fixed to the viewport, so pass `{ fullPage: false }` to see it where the user
 * does. Taken only when asked (`E2E_SCREENSHOTS=1`): three resizes and three full-page captures at every stop slow every journey, and
 * nobody looks at them on an ordinary run.
 */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const original = page.viewportSize();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : width === 768 ? 1024 : 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}
