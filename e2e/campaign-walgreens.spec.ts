import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { checkPage } from './page-checks.ts';

// The walgreens campaign (docs/product/campaigns.md, decision 054) against the real server and the real default data,
// which holds no Walgreens or Duane Reade location: the search must ask for those two retailers only and honestly find
// none.

test.describe('the walgreens campaign', () => {
  test('has its own landing, searches its two retailers only and is not indexed', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/walgreens');
    await expect(page).toHaveURL('/walgreens/schedule');
    await checkPage(page, 'Book your vaccine at Walgreens or Duane Reade', 'walgreens-en-landing');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(
      page.getByText('This page only shows Walgreens and Duane Reade pharmacies.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Vaccine eligibility' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();

    await page.getByRole('checkbox', { name: /^Flu/ }).check();
    await page.getByRole('button', { name: 'Book for 18 and over' }).click();
    await expect(page).toHaveURL('/walgreens/schedule/search');
    await checkPage(page, 'Where do you want to get vaccinated?', 'walgreens-en-search');
    const query = page.waitForRequest((request) => request.url().includes('/api/v1/query'));
    await page.getByRole('combobox', { name: 'Address, city or ZIP code' }).fill('10001');
    await page.getByRole('button', { name: 'Find pharmacies' }).click();

    await expect(page).toHaveURL('/walgreens/schedule/results');
    const url = new URL((await query).url());
    const retailers = [...url.searchParams.entries()]
      .filter(([key]) => key.startsWith('retailers'))
      .map(([, value]) => value);
    expect(retailers.sort()).toEqual(['duane_reade', 'walgreens']);
    await expect(page.getByText('No results available')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('No Walgreens or Duane Reade pharmacy with these vaccines was found in this area.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.locator('.location-card')).toHaveCount(0);
    await checkPage(page, 'Choose a Walgreens or Duane Reade appointment', 'walgreens-en-results');
    for (const other of ['CVS', 'Walmart', 'Costco', "Sam's Club", 'Kroger', 'Rite Aid']) {
      await expect(page.locator('main')).not.toContainText(other);
    }
  });

  test('speaks Spanish with its own copy', async ({ page }) => {
    await page.goto('/walgreens/es');
    await expect(page).toHaveURL('/walgreens/es/schedule');
    await checkPage(page, 'Reserve su vacuna en Walgreens o Duane Reade', 'walgreens-es-landing');
    await expect(
      page.getByText('Esta página solo muestra farmacias Walgreens y Duane Reade.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Reserve en Walgreens o Duane Reade/);
  });
});

test('another campaign draws its header transparent and hides Home, readable and accessible', async ({ page }) => {
  await page.goto('/pfizer-for-all/schedule');
  await expect(page.locator('.site-header')).toHaveClass(/site-header--transparent/);
  await checkPage(page, 'Book a vaccine appointment', 'campaign-transparent-header');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Vaccine eligibility' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'campaign menu open');
});
