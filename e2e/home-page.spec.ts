import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';

test('the home page says what the service is and credits its data sources', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('GeoNames postal code data')).toBeVisible();
  await expect(page.getByText('Vaccines.gov / CDC open data')).toBeVisible();
  await expectNoAxeViolations(page, 'home');
  await screenshotBothWidths(page, 'home');
});
