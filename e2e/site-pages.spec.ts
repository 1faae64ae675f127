import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';

async function visit(page: Page, path: string, heading: string | RegExp, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectNoAxeViolations(page, name);
  await screenshotBothWidths(page, name);
}

test.describe('the marketing pages in English and Spanish', () => {
  test('the pneumococcal page finds vaccines with pneumococcal ticked and first, and offers the quiz', async ({
    page,
  }) => {
    await visit(page, '/es/pneumococcal', 'Protéjase de la neumonía con una vacuna neumocócica', 'pneumococcal-es');
    await visit(
      page,
      '/pneumococcal',
      'Protect yourself from pneumonia with a pneumococcal vaccine',
      'pneumococcal-en',
    );
    await expect(page.getByRole('link', { name: 'Take the eligibility quiz' })).toHaveAttribute(
      'href',
      '/eligibility?resetQuiz=true',
    );
    await page.getByRole('link', { name: 'Find a pneumococcal vaccine' }).click();
    await expect(page).toHaveURL(/\/schedule\?order=pneumococcal%2Ccovid_19%2Crsv%2Cflu$/);
    const boxes = page.getByRole('group', { name: /vaccines/i }).getByRole('checkbox');
    await expect(boxes.first()).toHaveAccessibleName(/Pneumococcal/);
    await expect(page.getByRole('checkbox', { name: /Pneumococcal/ })).toBeChecked();
    await expect(boxes.nth(1)).toHaveAccessibleName(/COVID-19/);
  });

  test('the nudge, partner and your-health-matters pages read well in both languages', async ({ page }) => {
    await visit(page, '/myvaxplan', 'Make your vaccine plan for this season', 'myvaxplan-en');
    await expect(page.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/schedule');
    await expect(page.getByRole('link', { name: 'Check eligibility' })).toHaveAttribute(
      'href',
      '/eligibility?resetQuiz=true',
    );
    await visit(page, '/es/myvaxplan', 'Haga su plan de vacunas para esta temporada', 'myvaxplan-es');

    await visit(page, '/bookvaccines', 'Book your vaccines at a pharmacy near you', 'bookvaccines-en');
    await expect(page.getByRole('heading', { name: 'Our pharmacy partners' })).toBeVisible();
    await visit(page, '/es/bookvaccines', 'Reserve sus vacunas en una farmacia cerca de usted', 'bookvaccines-es');

    await visit(page, '/yourhealthmatters', 'Your health matters', 'yourhealthmatters-en');
    await expect(page.getByRole('img', { name: /bandage on her upper arm/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Vaxnear. Your health matters.');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Español' })).toHaveCount(0);
    await visit(page, '/es/yourhealthmatters', 'Su salud importa', 'yourhealthmatters-es');
    // Spanish pages say everything in Spanish, the data sources included.
    await expect(page.getByRole('contentinfo')).toContainText('Ubicaciones de farmacias');

    await visit(page, '/', 'Find a COVID-19, flu, RSV or pneumococcal vaccine near you', 'home-partners-en');
    await expect(page.getByRole('heading', { name: 'Our pharmacy partners' })).toBeVisible();
    // The phone line and the alert banner are off until an operator sets them.
    await expect(page.getByRole('heading', { name: 'Book by phone' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Public health alert' })).toHaveCount(0);
  });

  test('a "find RSV" visitor lands on their own home body and finds RSV already ticked', async ({ page }) => {
    await visit(page, '/find-rsv', 'Find an RSV vaccine near you', 'find-rsv-home-en');
    await page.getByRole('link', { name: 'Find an RSV vaccine' }).click();
    await expect(page).toHaveURL('/find-rsv/schedule');
    await expect(page.getByRole('checkbox', { name: /^RSV/ })).toBeChecked();
    await visit(page, '/find-covid/es', 'Busque una vacuna contra el COVID-19 cerca de usted', 'find-covid-home-es');
  });
});

test.describe('what search engines read from the server', () => {
  test('campaign and flow pages carry noindex in the server HTML, unknown paths answer 404 with the not-found page', async ({
    page,
    request,
  }) => {
    for (const path of ['/find-rsv', '/walgreens/schedule', '/myvaxplan', '/schedule/info']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(await res.text(), path).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    for (const path of ['/', '/es/pneumococcal', '/yourhealthmatters']) {
      const res = await request.get(path);
      expect(res.headers()['x-robots-tag'], path).toBeUndefined();
      expect(await res.text(), path).not.toContain('name="robots"');
    }
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectNoAxeViolations(page, 'not-found');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/es/yourhealthmatters</loc>');
    expect(sitemap).toContain('hreflang="es"');
    expect(sitemap).not.toContain('myvaxplan');
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });
});
