import { expect, test } from './test.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';
import { bookAndConfirm } from './confirm-booking.ts';
import { checkPage, press, tabTo } from './page-checks.ts';
import { fillPatientForm } from './patient-form.ts';

// Issue #14 as a new user meets it on a 390 px phone with the keyboard only: a city typed as "chicago il", the
// results filtered to mornings, a time chosen with Continue one key away, the hold extended once, and the booking
// read back from the API.

test.use({ viewport: { width: 390, height: 844 } });

test('finds Chicago from "chicago il", filters to mornings, holds a time, gets more time and books, by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto('/schedule');
  await press(page, page.getByRole('checkbox', { name: /^Flu/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Book for 18 and over' }));

  await expect(page).toHaveURL('/schedule/search');
  await tabTo(page, page.getByRole('combobox', { name: 'Address, city or ZIP code' }));
  await page.keyboard.type('Springfield');
  await press(page, page.getByRole('button', { name: 'Find pharmacies' }));
  // An ambiguous name is asked about, largest first, with focus on the question.
  await expect(page.getByRole('heading', { name: 'Which Springfield?' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Springfield, MO' })).toBeVisible();
  await expectNoAxeViolations(page, 'which springfield');
  await screenshotBothWidths(page, 'search-which-springfield');

  const box = page.getByRole('combobox', { name: 'Address, city or ZIP code' });
  await tabTo(page, box);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('chicago il');
  await press(page, page.getByRole('button', { name: 'Find pharmacies' }));

  await expect(page).toHaveURL('/schedule/results');
  await expect(page.getByText('Showing pharmacies near Chicago, IL (city center).')).toBeVisible();
  await expect(page.locator('.location-card').first()).toBeVisible({ timeout: 30_000 });
  await checkPage(page, 'Choose an appointment', 'search-results-chicago');
  // Every address reads in normal capitals, and the first card is number 1 like its pin.
  await expect(page.locator('.location-card__address').first()).not.toHaveText(/^[^a-z]+$/);
  await expect(page.locator('.location-card__number').first()).toHaveText('1');

  // The map toggle is near the top, before the list, on a phone.
  const mapToggle = page.getByRole('button', { name: 'Show map' });
  const firstCard = page.locator('.location-card').first();
  expect((await mapToggle.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y);

  const timeOfDay = page.getByRole('combobox', { name: 'Time of day' });
  await tabTo(page, timeOfDay);
  await timeOfDay.selectOption('morning');
  await expect(timeOfDay).toHaveValue('morning');
  await expectNoAxeViolations(page, 'results filtered to mornings');
  await screenshotBothWidths(page, 'search-results-filters');

  const firstLocation = page.locator('.location-card__toggle').first();
  await press(page, firstLocation);
  const times = page.locator('.appointment-picker .time-slot');
  const first = times.first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  // Only morning times are offered.
  for (const label of await times.allTextContents()) expect(label).toMatch(/AM/);
  await press(page, first);

  // Continue is in view and reached in at most 3 Tab presses from the chosen time (focus moves to it).
  const continueHeld = page.locator('.held-bar').getByRole('button', { name: /^Continue with / });
  await expect(continueHeld).toBeEnabled({ timeout: 30_000 });
  let tabs = 0;
  while (!(await continueHeld.evaluate((el) => el === document.activeElement)) && tabs < 3) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(continueHeld).toBeFocused();
  await expect(continueHeld).toBeInViewport();
  await expect(page.locator('.held-bar')).toContainText(/You have (10|9) minutes left to finish booking/);
  await expectNoAxeViolations(page, 'held bar');
  await screenshotBothWidths(page, 'search-held-bar', { fullPage: false });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/schedule/appointment-summary');
  await press(page, page.getByRole('button', { name: 'Yes, continue' }));
  // Flu alone is offered COVID-19 as well; this person says no.
  await expect(page).toHaveURL('/schedule/add-covid-vaccine');
  const noThanks = page.getByRole('radio', { name: 'No, thanks' });
  await tabTo(page, page.getByRole('radio').first());
  for (let i = 0; i < 4 && !(await noThanks.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(noThanks).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL('/schedule/info');
  await fillPatientForm(
    page,
    {
      firstName: 'Grace',
      lastName: 'Okafor',
      dateOfBirth: '05121950',
      sex: 'female',
      address1: '6400 N Sheridan Rd',
      city: 'Chicago',
      state: 'IL',
      zip: '60626',
      email: 'grace.okafor@example.com',
    },
    { keyboard: true },
  );
  await press(page, page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL('/schedule/review', { timeout: 30_000 });
  const book = page.getByRole('button', { name: 'Confirm and book' });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  // Eight and a half minutes later (the page's clock), the warning is announced politely with "I need more time".
  await page.clock.fastForward('08:30');
  const warning = page.locator('.hold-timer [role="status"]');
  await expect(warning).toContainText(/Your appointment time is held for [12] more minutes?/);
  await expect(warning).toHaveAttribute('aria-live', 'polite');
  await expect(page).toHaveURL('/schedule/review');
  await expectNoAxeViolations(page, 'hold warning');
  await screenshotBothWidths(page, 'search-hold-warning', { fullPage: false });
  const extended = page.waitForResponse((r) => r.url().includes('/api/v1/reservations/extend'));
  await press(page, page.getByRole('button', { name: 'I need more time' }));
  const answer = await extended;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data.extensionsLeft).toBe(1);
  // The page counts the new hold from the server's answer (its Date, not the page's moved clock): ten minutes again.
  await expect(page.locator('.hold-timer__left')).toHaveText(/You have (10|9) minutes left to finish booking/);
  await expect(page.locator('.hold-timer [role="status"]')).toContainText(
    /Done: you now have (10|9) minutes to finish booking/,
  );
  await expect(page.getByRole('button', { name: 'I need more time' })).toBeHidden();

  await press(page, page.getByRole('checkbox', { name: /Terms of Use/ }), 'Space');
  const { registration } = await bookAndConfirm(page, book, { press });
  await checkPage(page, 'Your appointment is booked', 'search-confirmation');
  const readBack = await request.get(`/api/v1/registrations/${registration.accessCode}`);
  expect(readBack.status()).toBe(200);
  const booked = (await readBack.json()) as {
    data: { patient?: { firstName?: string }; appointments?: Array<{ location?: { city?: string } }> };
  };
  expect(JSON.stringify(booked.data)).toContain('Grace');
});

test('changes the vaccines on the results page by keyboard: the search runs again in place and the held time is let go', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/schedule');
  await press(page, page.getByRole('checkbox', { name: /^Flu/ }), 'Space');
  await press(page, page.getByRole('checkbox', { name: 'Pneumococcal pneumonia' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Book for 18 and over' }));
  await expect(page).toHaveURL('/schedule/pregnancy');
  await press(page, page.getByRole('button', { name: 'No', exact: true }));
  await expect(page).toHaveURL('/schedule/brand/pneumococcal');
  const noPreference = page.getByRole('radio', { name: 'No preference' });
  await tabTo(page, page.getByRole('radio').first());
  for (let i = 0; i < 4 && !(await noPreference.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(noPreference).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL('/schedule/search');
  await tabTo(page, page.getByRole('combobox', { name: 'Address, city or ZIP code' }));
  await page.keyboard.type('60626');
  await press(page, page.getByRole('button', { name: 'Find pharmacies' }));
  await expect(page).toHaveURL('/schedule/results');
  await expect(page.locator('.results-vaccines__current')).toHaveText('Vaccines: Flu, Pneumococcal pneumonia');

  const firstLocation = page.locator('.location-card__toggle').first();
  await expect(firstLocation).toBeVisible({ timeout: 30_000 });
  await press(page, firstLocation);
  const time = page.locator('.appointment-picker .time-slot').first();
  await expect(time).toBeVisible({ timeout: 30_000 });
  const held = page.waitForResponse((r) => r.url().endsWith('/api/v1/reservations') && r.request().method() === 'POST');
  await press(page, time);
  const heldSlotId = (await (await held).json()).data.timeSlotId as string;
  await expect(page.locator('.held-bar')).toBeVisible();

  const change = page.getByRole('button', { name: 'Change vaccines' });
  await press(page, change);
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('group', { name: 'Which vaccines do you want?' });
  await expect(group).toContainText('The time held for you will be let go.');
  await tabTo(page, group.getByRole('checkbox', { name: 'Pneumococcal pneumonia' }));
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'change vaccines on the results page');
  await screenshotBothWidths(page, 'search-change-vaccines', { fullPage: false });

  const searched = page.waitForRequest((r) => r.url().includes('/api/v1/query') && !r.url().includes('pneumococcal'));
  const released = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/reservations') && r.request().method() === 'DELETE',
  );
  await press(page, page.getByRole('button', { name: 'Show results for these vaccines' }));
  await searched;
  expect((await released).status()).toBe(200);
  expect((await (await released).request().postDataJSON()).timeSlotIds).toEqual([heldSlotId]);
  await expect(page).toHaveURL('/schedule/results');
  await expect(page.locator('.results-vaccines__current')).toHaveText('Vaccines: Flu');
  await expect(page.locator('.held-bar')).toHaveCount(0);
  await expect(change).toBeFocused();
  await expect(page.locator('.location-card').first()).toBeVisible({ timeout: 30_000 });
});

test('offers the vaccine change in Spanish, free of axe findings', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/es/schedule');
  await press(page, page.getByRole('checkbox', { name: /^Gripe/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Reservar para personas de 18 años o más' }));
  await expect(page).toHaveURL('/es/schedule/search');
  await tabTo(page, page.getByRole('combobox', { name: 'Dirección, ciudad o código postal' }));
  await page.keyboard.type('60626');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/es/schedule/results');
  await expect(page.locator('.location-card').first()).toBeVisible({ timeout: 30_000 });
  await press(page, page.getByRole('button', { name: 'Cambiar vacunas' }));
  const group = page.getByRole('group', { name: /vacunas/ });
  await expect(group.getByRole('checkbox', { name: 'Gripe' })).toBeChecked();
  await press(page, group.getByRole('checkbox', { name: 'Gripe' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Ver resultados para estas vacunas' }));
  await expect(page.getByRole('alert')).toHaveText('Elija al menos una vacuna.');
  await expectNoAxeViolations(page, 'cambiar vacunas');
  await screenshotBothWidths(page, 'search-change-vaccines-es', { fullPage: false });
});
