import { expect, test } from './test.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';

test('the home page says what the service is and credits its data sources word for word', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find a COVID-19, flu, RSV or pneumococcal vaccine near you',
  );
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByText('ZIP code data includes GeoNames postal code data (www.geonames.org), licensed under CC BY 4.0.'),
  ).toBeVisible();
  await expect(footer.getByText('ZIP centroids and population: U.S. Census Bureau (public domain).')).toBeVisible();
  await expect(
    footer.getByText('Pharmacy locations: Vaccines.gov / CDC open data (U.S. Government work).'),
  ).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Vaxnear`);
  await expectNoAxeViolations(page, 'home');
  await screenshotBothWidths(page, 'home-en');
});
