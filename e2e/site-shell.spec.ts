import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';

async function visit(page: Page, path: string, heading: string | RegExp, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectNoAxeViolations(page, name);
  await screenshotBothWidths(page, name);
}

test.describe('the site shell in English and Spanish', () => {
  test('home, vaccination cost, terms, text-message terms and a missing page read well in both languages', async ({
    page,
  }) => {
    await visit(page, '/', 'Find a COVID-19, flu, RSV or pneumococcal vaccine near you', 'home-en');
    await expect(page).toHaveTitle('Find and book a vaccine near you – Vaxnear');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Find vaccines' })).toHaveAttribute('href', '/schedule');
    await expect(page.getByRole('link', { name: 'Check eligibility' }).first()).toHaveAttribute('href', '/eligibility');

    await visit(page, '/es', /Encuentre una vacuna contra el COVID-19/, 'home-es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Buscar vacunas' })).toHaveAttribute('href', '/es/schedule');

    await visit(page, '/vaccination-cost', 'How much does vaccination cost?', 'vaccination-cost-en');
    await visit(page, '/es/vaccination-cost', '¿Cuánto cuesta vacunarse?', 'vaccination-cost-es');
    await visit(page, '/terms', 'Terms of use', 'terms-en');
    await visit(page, '/es/terms', 'Condiciones de uso', 'terms-es');
    await visit(page, '/sms-terms-conditions', 'Text message terms and conditions', 'sms-terms-en');
    await expect(page.getByRole('listitem').filter({ hasText: 'up to 8 times per month' })).toBeVisible();
    await visit(page, '/es/sms-terms-conditions', 'Términos y condiciones de los mensajes de texto', 'sms-terms-es');
    await expect(page.getByText('válido durante 2 años', { exact: false })).toBeVisible();

    await visit(page, '/not/here?ref=mail#part', 'Page not found', 'not-found-en');
    await expect(page.getByText(/If you typed the web address, check it is correct/)).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
      '/not/here?ref=mail#part',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await visit(page, '/es/no-existe', 'No se encontró la página', 'not-found-es');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/es$/);

    await visit(page, '/schedule', 'Book a vaccine appointment', 'schedule-stub-en');
    await visit(page, '/es/eligibility', 'Compruebe qué vacunas se le recomiendan', 'eligibility-landing-es');
  });

  test('the menu and the language switch work with the keyboard alone', async ({ page }) => {
    await page.goto('/terms?cmp=spring');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');

    // The skip link is the first stop and moves focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Vaccine eligibility' })).toHaveAttribute(
      'href',
      '/eligibility?resetQuiz=true',
    );
    await expectNoAxeViolations(page, 'menu open');
    await screenshotBothWidths(page, 'menu-open-en', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Home
    await page.keyboard.press('Tab'); // Vaccine eligibility
    await page.keyboard.press('Tab'); // Vaccine finder
    await page.keyboard.press('Tab'); // Manage my appointment
    await page.keyboard.press('Tab'); // Español (English is the current language, plain text)
    await expect(menu.getByRole('link', { name: 'Español' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condiciones de uso');
    await expect(page).toHaveURL(/\/es\/terms\?cmp=spring$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // The choice is remembered: the bare home address now opens in Spanish.
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    const stored = await page.evaluate(() => window.sessionStorage.getItem('vaxnear.campaignTracking'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ cmp: 'spring' });

    // Back to English from the footer switcher, by keyboard.
    const english = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
    await english.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the leave-the-site dialog asks first, then opens the other site in a new tab', async ({ page, context }) => {
    await page.goto('/');
    await context.route('https://www.cdc.gov/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CDC</title>' }),
    );
    await page.getByRole('link', { name: 'Learn more about recommended vaccines on CDC.gov' }).click();
    const dialog = page.getByRole('dialog', { name: 'You are leaving Vaxnear' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('www.cdc.gov');
    await expectNoAxeViolations(page, 'leave-site dialog');
    await screenshotBothWidths(page, 'leave-site-en', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Learn more about recommended vaccines on CDC.gov' }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: /Continue/ }).click(),
    ]);
    await expect(popup).toHaveURL('https://www.cdc.gov/vaccines/');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the cookie preferences open from the footer in the page language', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: 'Preferencias de cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Estrictamente necesarias');
    await expectNoAxeViolations(page, 'cookie preferences');
    await screenshotBothWidths(page, 'cookie-preferences-es', { fullPage: false });
    await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(dialog).toBeHidden();
  });
});
