import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { clockOffsetMs, e2eDatabasePath, expect, test } from './test.ts';
import { checkPage, tabTo } from './page-checks.ts';
import { linkSentTo } from './mail-links.ts';

/** The e2e server's database (playwright.config.ts), read-only: what a subscription left behind. */
function storedSubscription(email: string) {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select * from subscriptions where email = ?').get(email) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** MM/DD/YYYY of the day someone born `years` ago today has their birthday, by the browser's moved clock. */
function birthdayYearsAgo(years: number): string {
  const now = new Date(Date.now() + clockOffsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear() - years}`;
}

async function fillSignUp(
  page: Page,
  person: { email: string; dateOfBirth: string; phone?: string },
  labels = {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    female: 'Female',
    email: 'Email',
    phone: 'Mobile phone number',
    emailConsent: /receive vaccine updates from Vaxnear by email/,
    smsConsent: /marketing text messages/,
  },
) {
  await page.getByRole('textbox', { name: labels.firstName, exact: true }).fill('Maria');
  await page.getByRole('textbox', { name: labels.lastName, exact: true }).fill('Lopez');
  await page
    .getByRole('textbox', { name: labels.dateOfBirth })
    .pressSequentially(person.dateOfBirth.replace(/\D/g, ''));
  await page.getByRole('radio', { name: labels.female }).check();
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(person.email);
  if (person.phone) {
    await page.getByRole('textbox', { name: labels.phone }).pressSequentially(person.phone);
    await page.getByRole('checkbox', { name: labels.smsConsent }).check();
  }
  await page.getByRole('checkbox', { name: labels.emailConsent }).check();
}

test.describe('subscribe and unsubscribe', () => {
  test('from the footer link an adult signs up with texts, sees the result, and the subscription is stored with the campaign', async ({
    page,
  }) => {
    const email = `maria-${Date.now()}@example.com`;
    await page.goto('/?cmp=fall_mailer&src=email');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign up for updates' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await checkPage(page, 'Sign up for vaccine updates', 'subscribe-form-en');

    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter your first name');
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();
    await checkPage(page, 'Sign up for vaccine updates', 'subscribe-form-errors-en');

    await fillSignUp(page, { email, dateOfBirth: birthdayYearsAgo(30), phone: '2125550100' });
    await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toHaveValue('(212) 555-0100');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/sign-up\/result$/);
    await checkPage(page, 'Check your e-mail to confirm', 'subscribe-result-en');
    await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
    await expect(
      page.getByText('Once you confirm, we will also send you up to 8 text messages a month.'),
    ).toBeVisible();
    // Nothing is stored until the owner of the address opens the link we e-mailed.
    expect(storedSubscription(email)).toBeUndefined();

    // A reload of the result page is a direct visit: back to the form.
    await page.goto('/sign-up/result');
    await expect(page).toHaveURL(/\/sign-up$/);

    await page.goto(await linkSentTo(email, 'confirm-email'));
    await checkPage(page, 'Confirm your e-mail address', 'confirm-email-en');
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('status')).toContainText('You are signed up.');
    await checkPage(page, 'Confirm your e-mail address', 'confirm-email-done-en');
    expect(storedSubscription(email)).toMatchObject({
      first_name: 'Maria',
      last_name: 'Lopez',
      phone_number: '2125550100',
      sms_consent: 1,
      locale: 'en',
      campaign_source_code: 'fall_mailer',
      campaign_media_program: 'email',
    });
  });

  test('a 17-year-old is refused with the under-age message and nothing is stored', async ({ page }) => {
    const email = `teen-${Date.now()}@example.com`;
    await page.goto('/sign-up');
    await fillSignUp(page, { email, dateOfBirth: birthdayYearsAgo(17) });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toContainText('Must be 18 or over to sign up for updates');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toBeFocused();
    await checkPage(page, 'Sign up for vaccine updates', 'subscribe-under-age-en');
    await expect(page).toHaveURL(/\/sign-up$/);
    expect(storedSubscription(email)).toBeUndefined();
  });

  test('a subscriber unsubscribes with the keyboard only, through the link e-mailed to them, and their details are deleted', async ({
    page,
  }) => {
    const email = `leaving-${Date.now()}@example.com`;
    await page.goto('/sign-up');
    await fillSignUp(page, { email, dateOfBirth: birthdayYearsAgo(45) });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/sign-up\/result$/);
    await page.goto(await linkSentTo(email, 'confirm-email'));
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('status')).toContainText('You are signed up.');
    expect(storedSubscription(email)).toBeDefined();

    await page.goto('/unsubscribe');
    await expect(page).toHaveURL(/\/unsubscribe$/);
    await checkPage(page, 'Unsubscribe from vaccine updates', 'unsubscribe-form-en');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email.toUpperCase());
    await tabTo(page, page.getByRole('button', { name: 'Unsubscribe' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/unsubscribe\/result$/);
    await checkPage(page, 'Check your e-mail', 'unsubscribe-result-en');
    await expect(
      page.getByText(`If ${email} gets updates or reminders from us, we have sent it a link.`),
    ).toBeVisible();
    // The form alone removes nothing: a stranger could type anyone's address.
    expect(storedSubscription(email)).toBeDefined();

    await page.goto(await linkSentTo(email, 'unsubscribe'));
    await checkPage(page, 'Stop all e-mails from Vaxnear', 'unsubscribe-link-en');
    await tabTo(page, page.getByRole('button', { name: 'Stop all e-mails' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('we will not send you any more updates or reminders');
    expect(storedSubscription(email)).toBeUndefined();
  });

  test('a Spanish speaker signs up in Spanish and the updates are recorded in Spanish', async ({ page }) => {
    const email = `ana-${Date.now()}@example.com`;
    await page.goto('/es/sign-up');
    await checkPage(page, 'Suscríbase para recibir novedades sobre vacunas', 'subscribe-form-es');
    await fillSignUp(
      page,
      { email, dateOfBirth: birthdayYearsAgo(52) },
      {
        firstName: 'Nombre',
        lastName: 'Apellido',
        dateOfBirth: 'Fecha de nacimiento',
        female: 'Femenino',
        email: 'Correo electrónico',
        phone: 'Número de teléfono celular',
        emailConsent: /recibir novedades sobre vacunas de Vaxnear/,
        smsConsent: /mensajes de texto de publicidad/,
      },
    );
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page).toHaveURL(/\/es\/sign-up\/result$/);
    await checkPage(page, 'Revise su correo electrónico para confirmar', 'subscribe-result-es');
    await expect(page.getByText('No le enviaremos mensajes de texto.')).toBeVisible();
    const link = await linkSentTo(email, 'confirm-email');
    expect(link).toMatch(/^\/es\/confirm-email\?token=/);
    await page.goto(link);
    await checkPage(page, 'Confirme su correo electrónico', 'confirm-email-es');
    await page.getByRole('button', { name: 'Confirmar mi correo electrónico' }).click();
    await expect(page.getByRole('status')).toContainText('Ya está suscrito.');
    expect(storedSubscription(email)).toMatchObject({
      locale: 'es',
      sms_consent: 0,
      phone_number: null,
      campaign_source_code: 'vaxnear_web',
    });
  });
});
