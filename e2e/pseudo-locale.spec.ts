import type { Page } from '@playwright/test';
import { bookAndConfirm } from './confirm-booking.ts';
import { declineAddOn, holdFirstLocationSlot, searchZip } from './choose-appointment.ts';
import { anaRuiz as ana, fillPatientForm } from './patient-form.ts';
import { englishDateWords, expectLayoutHolds, expectOnlyTranslatedText, pseudoLocale } from './pseudo-locale.ts';
import { deviceContext, firstOperatorLink, siteOf } from './staff-helpers.ts';
import { expect, test } from './test.ts';

// The pseudo-locale (decision 297) on the pages a booking walks and the staff's first pages: each is opened again in
// pseudo-English, where any word not in brackets was written in code instead of the translations, and is measured on
// a phone and a desk with texts 30 % longer. The journey itself is walked in English with the usual helpers.

// Proper names are the same in every language: the site's own, each language's name for itself, and the map
// library's name in its credit (the link's title comes from the translations).
// Ana Ruiz of the other journeys under a name of her own: the same person cannot hold two flu bookings, and other
// journeys on this worker's server book her flu too.
const anaRuiz = { ...ana, lastName: 'Seudo', email: 'ana.seudo@example.com' };

const NAMES = ['Vaxnear', 'English', 'Español', 'Leaflet'];

/**
 * Reloads the page in pseudo-English, checks its words and layout, and reloads it in English to go on from there
 * (`leaving`: the journey opens another address next, which loads in English anyway).
 */
async function checkInPseudo(
  page: Page,
  pseudo: { on(): void; off(): void; serverData: () => string[] },
  data: readonly string[],
  { leaving = false } = {},
) {
  pseudo.on();
  await page.reload();
  await expectOnlyTranslatedText(page, [...NAMES, ...englishDateWords(), ...pseudo.serverData(), ...data]);
  await expectLayoutHolds(page);
  pseudo.off();
  if (leaving) return;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('⟦');
}

test('the booking pages and the staff pages show only translated words and hold 30 % longer texts', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const pseudo = await pseudoLocale(context);

  await page.goto('/');
  // The pharmacy chains the home page lists by their logos' names.
  await checkInPseudo(page, pseudo, ['CVS Pharmacy', 'Albertsons', 'Walmart'], { leaving: true });

  // The eligibility quiz: its start and a question.
  await page.goto('/eligibility?resetQuiz=true');
  await expect(page).toHaveURL('/eligibility');
  await checkInPseudo(page, pseudo, []);
  await page.getByRole('textbox', { name: 'How old is the person getting vaccinated?' }).fill('72');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/eligibility/flu');
  await checkInPseudo(page, pseudo, [], { leaving: true });

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a vaccine appointment' })).toBeVisible();
  await checkInPseudo(page, pseudo, []);
  await page.getByRole('checkbox', { name: /^Flu/ }).check();
  await page.getByRole('button', { name: 'Book for 18 and over' }).click();
  await searchZip(page, '10001');
  await expect(page.locator('.location-card__toggle').first()).toBeVisible({ timeout: 30_000 });
  await checkInPseudo(page, pseudo, []);

  await holdFirstLocationSlot(page);
  await expect(page).toHaveURL('/schedule/appointment-summary');
  await checkInPseudo(page, pseudo, []);
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await declineAddOn(page);

  await expect(page).toHaveURL('/schedule/info');
  await checkInPseudo(page, pseudo, []);
  await fillPatientForm(page, anaRuiz);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/schedule/review', { timeout: 30_000 });
  const book = page.getByRole('button', { name: 'Confirm and book' });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  const person = [
    'Ana Ruiz',
    anaRuiz.firstName,
    anaRuiz.lastName,
    anaRuiz.address1,
    anaRuiz.city,
    anaRuiz.email,
    '03/27/1958',
  ];
  await checkInPseudo(page, pseudo, [...person]);
  await expect(book).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
  const { registration } = await bookAndConfirm(page, book);
  await checkInPseudo(page, pseudo, [...person, registration.confirmationNumber], { leaving: true });

  await page.goto(`/schedule/manage?accessCode=${encodeURIComponent(registration.accessCode)}`);
  await expect(page.getByText(registration.confirmationNumber)).toBeVisible({ timeout: 30_000 });
  await checkInPseudo(page, pseudo, [...person, registration.confirmationNumber], { leaving: true });

  // The staff: the first operator accepts the printed invitation and reaches the staff home; then signs out.
  const index = testInfo.parallelIndex;
  const email = `pseudo-${Date.now()}@vaxnear.example`;
  const operator = await deviceContext(browser, siteOf(index), 1280);
  const staffPseudo = await pseudoLocale(operator.context);
  await operator.page.goto(firstOperatorLink(index, email));
  await expect(operator.page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await checkInPseudo(operator.page, staffPseudo, []);
  await operator.page.getByRole('button', { name: 'Make my passkey' }).click();
  await expect(operator.page).toHaveURL(/\/staff\/home$/);
  await checkInPseudo(operator.page, staffPseudo, ['Olivia Operator', email]);
  await operator.page.getByRole('button', { name: 'Sign out' }).click();
  await expect(operator.page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await checkInPseudo(operator.page, staffPseudo, [], { leaving: true });
  await operator.context.close();
});
