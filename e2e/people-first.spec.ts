import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { press, tabTo } from './page-checks.ts';
import { searchZip } from './choose-appointment.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';
import { openE2eDatabase } from './e2e-database.ts';

// Issue 30, as the people who tripped over it walk it: a keyboard user at 200 % zoom whose focus must never hide under
// the held time's bar, a 320 px phone leaving with a time held, a screen reader told a summary of the times rather
// than every time, and focus that follows what just happened after a new search and on the manage page.

/** The focused element's box and the held bar's box, in the viewport, and whether the bar covers any of it. */
async function focusAgainstBar(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const bar = document.querySelector('.held-bar');
    if (!focused || focused === document.body || !bar) return null;
    const f = focused.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    const overlaps = f.left < b.right && f.right > b.left && f.top < b.bottom && f.bottom > b.top;
    return {
      label: focused.textContent?.trim().slice(0, 40) ?? focused.tagName,
      overlaps,
      inBar: bar.contains(focused),
    };
  });
}

/** Flu for an adult, searched at a ZIP and a location opened, by keyboard. */
async function toResultsByKeyboard(page: Page) {
  await page.goto('/schedule');
  await press(page, page.getByRole('checkbox', { name: /^Flu/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Book for 18 and over' }));
  await expect(page).toHaveURL('/schedule/search');
  await tabTo(page, page.getByRole('combobox', { name: 'Address, city or ZIP code' }));
  await page.keyboard.type('10001');
  await press(page, page.getByRole('button', { name: 'Find pharmacies' }));
  await expect(page).toHaveURL('/schedule/results');
  const firstLocation = page.locator('.location-card__toggle').first();
  await expect(firstLocation).toBeVisible({ timeout: 30_000 });
  await press(page, firstLocation);
}

/** Holds the first time of the open location by keyboard; focus lands on the bar's Continue. */
async function holdFirstTime(page: Page): Promise<Locator> {
  const time = page.locator('.appointment-picker .time-slot').first();
  await expect(time).toBeVisible({ timeout: 30_000 });
  await press(page, time);
  const continueHeld = page.locator('.held-bar').getByRole('button', { name: /^Continue/ });
  await expect(continueHeld).toBeEnabled({ timeout: 30_000 });
  await expect(continueHeld).toBeFocused();
  return continueHeld;
}

/** Tabs `count` times (backwards with Shift) and fails if the bar ever covers what has focus. */
async function tabNeverUnderTheBar(page: Page, key: 'Tab' | 'Shift+Tab', count: number) {
  let checked = 0;
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(key);
    const seen = await focusAgainstBar(page);
    if (!seen || seen.inBar) continue;
    checked += 1;
    expect(seen.overlaps, `"${seen.label}" is under the held time's bar`).toBe(false);
  }
  expect(checked).toBeGreaterThan(5);
}

// 200 % zoom: a 1280 × 800 window zoomed to 200 % lays pages out in 640 × 400 CSS pixels, two device pixels each.
// Headless Chromium cannot press Ctrl and +, so the journey gets that viewport and scale directly: the page's media
// queries, sticky and fixed boxes and scrolling see what they see at 200 % zoom. A 390 × 844 phone is walked too,
// where the bar stays fixed at the bottom and the page keeps focus clear of it.
for (const screen of [
  { name: '200 % zoom (640 × 400 CSS px)', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
]) {
  test.describe(`keyboard focus and the held time's bar at ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    test('no focused element is ever covered by the bar, forwards or backwards', async ({ page }) => {
      test.setTimeout(180_000);
      await toResultsByKeyboard(page);
      await holdFirstTime(page);
      // Back up through the times, the date strip and the cards, then forward again to the bar.
      await tabNeverUnderTheBar(page, 'Shift+Tab', 40);
      await tabNeverUnderTheBar(page, 'Tab', 40);
      await expectNoAxeViolations(page, `held bar at ${screen.viewport.width}`);
    });
  });
}

test.describe('leaving with a time held on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('"Leave your booking?" sits above the held bar, which is dimmed behind it', async ({ page }) => {
    test.setTimeout(180_000);
    await toResultsByKeyboard(page);
    await holdFirstTime(page);
    await page.getByRole('banner').getByRole('link').first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave your booking?' });
    await expect(dialog).toBeVisible();
    for (const name of ['Stay and keep booking', 'Leave and give up the time']) {
      const button = dialog.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      // What a finger or a click at the button's middle meets is the button, not the bar.
      const hit = await page.evaluate(
        ({ x, y }) => {
          const element = document.elementFromPoint(x, y);
          return { inBar: !!element?.closest('.held-bar'), text: element?.closest('button')?.textContent ?? null };
        },
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit.inBar).toBe(false);
      expect(hit.text).toBe(name);
    }
    // The bar is under the overlay, like the rest of the page.
    const bar = (await page.locator('.held-bar').boundingBox())!;
    const underBar = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.held-bar'), {
      x: bar.x + 4,
      y: bar.y + bar.height - 4,
    });
    expect(underBar).toBe(false);
    await screenshotBothWidths(page, 'people-first-leave-dialog-over-bar', { fullPage: false });
    await dialog.getByRole('button', { name: 'Stay and keep booking' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('what a screen reader hears on the results page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a summary of the times for the chosen date, in a polite status; the grid itself is quiet', async ({ page }) => {
    test.setTimeout(180_000);
    await toResultsByKeyboard(page);
    const picker = page.locator('.appointment-picker').first();
    await expect(picker.locator('.time-slot').first()).toBeVisible({ timeout: 30_000 });
    const summary = picker.getByRole('status').filter({ hasText: / on / });
    const times = await picker.locator('.time-slot').count();
    const heading = (await picker.locator('.appointment-picker__date').textContent())!;
    await expect(summary).toHaveText(`${times} ${times === 1 ? 'time' : 'times'} on ${heading}`);
    // No live region holds the time buttons.
    expect(await picker.locator('[aria-live] .time-slot, [role="status"] .time-slot').count()).toBe(0);
    // Another day: the summary follows it.
    const days = picker.locator('.date-picker__day:not([disabled])');
    await days.nth(1).click();
    await expect(summary).toHaveText(/^(\d+ times? on|No times on) \w+day, \w+ \d+, \d{4}$/);
    await expect(summary).toContainText((await picker.locator('.appointment-picker__date').textContent())!);

    // "Next week" shows a day of the new week with its own times, never "No appointments" for a day that has some.
    await picker.getByRole('button', { name: /^Next (week|days)$/ }).click();
    const chosen = picker.locator('.date-picker__day[aria-pressed="true"]');
    await expect(chosen).toBeVisible();
    await expect(picker.getByText('Loading appointment times…')).toHaveCount(0);
    const count = (await chosen.locator('.date-picker__count').textContent()) ?? '';
    if (/\d+ times?/.test(count)) await expect(picker.getByText('No appointments on the selected date')).toHaveCount(0);
  });

  test('Spanish: the same summary in Spanish', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/es/schedule');
    await page.getByRole('checkbox', { name: /^Gripe/ }).check();
    await page.getByRole('button', { name: 'Reservar para personas de 18 años o más' }).click();
    await page.getByRole('combobox', { name: 'Dirección, ciudad o código postal' }).fill('10001');
    await page.getByRole('button', { name: 'Buscar farmacias' }).click();
    await expect(page).toHaveURL('/es/schedule/results');
    await page.locator('.location-card__toggle').first().click();
    const picker = page.locator('.appointment-picker').first();
    await expect(picker.locator('.time-slot').first()).toBeVisible({ timeout: 30_000 });
    await expect(picker.getByRole('status').filter({ hasText: / el / })).toHaveText(/^\d+ horarios? el \S+/);
  });
});

test.describe('focus after a new search on the results page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('goes to what was found, and to "Which Springfield?" and then to its results', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/schedule');
    await page.getByRole('checkbox', { name: /^Flu/ }).check();
    await page.getByRole('button', { name: 'Book for 18 and over' }).click();
    await searchZip(page, '10001');
    await expect(page.locator('.location-card').first()).toBeVisible({ timeout: 30_000 });

    const box = page.getByRole('textbox', { name: 'Change location' });
    await tabTo(page, box);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('60601');
    await press(page, page.getByRole('button', { name: 'Search', exact: true }));
    const status = page.locator('.results__status');
    await expect(status).toBeFocused({ timeout: 30_000 });
    await expect(status).toContainText(/locations? found/);
    await expect(status).toBeInViewport();

    await tabTo(page, page.getByRole('textbox', { name: 'Change location' }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Springfield');
    await press(page, page.getByRole('button', { name: 'Search', exact: true }));
    await expect(page.getByRole('heading', { name: 'Which Springfield?' })).toBeFocused();
    await expect(page.getByText('There are several places called Springfield. Choose yours')).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Springfield, MO' }));
    await expect(status).toBeFocused({ timeout: 30_000 });
    await expect(status).toContainText(/locations? found|No locations/);
  });
});

/** A pharmacy of the default data that books flu here, with free times tomorrow. */
async function bookablePlace(request: APIRequestContext) {
  const db = openE2eDatabase();
  const places = db
    .prepare(
      `select l.id, l.state, l.zip from locations l join location_offerings o on o.location_id = l.id
    where l.booking_type = 'vaxnear' and o.kind = 'flu' and o.min_age <= 30 and o.max_age >= 70 order by l.id limit 20`,
    )
    .all() as Array<{ id: string; state: string; zip: string | null }>;
  db.close();
  for (const place of places) {
    const answer = await request.get(`/api/v1/availabilities?location_ids[]=${place.id}&date=2026-11-24`);
    const slots = (await answer.json()).data.locations[0]?.dates[0]?.slots as Array<{ id: string }> | undefined;
    if (slots && slots.length >= 6) return { ...place, slots };
  }
  throw new Error('no bookable pharmacy in the default data');
}

/** Books two people at one pharmacy through the API (two cards on the manage page) and gives its manage address. */
async function bookTwo(request: APIRequestContext, locale: 'en' | 'es') {
  // Each journey books other times and other people: one person is never booked twice.
  const lastName = locale === 'es' ? 'Quiroga' : 'Okafor';
  const first = locale === 'es' ? 4 : 2;
  const place = await bookablePlace(request);
  const person = (firstName: string, slot: string) => ({
    locationId: place.id,
    timeSlotId: slot,
    services: [{ kind: 'flu', brand: null }],
    user: {
      firstName,
      lastName,
      sex: 'female',
      dateOfBirth: '03/14/1961',
      address1: '10 Main Street',
      city: 'Springfield',
      state: place.state,
      zipCode: place.zip?.slice(0, 5) || '10001',
      marketingCommunications: false,
    },
  });
  const slots = [place.slots[first]!.id, place.slots[first + 1]!.id];
  for (const timeSlotId of slots)
    expect((await request.post('/api/v1/reservations', { data: { timeSlotId } })).status()).toBe(200);
  const res = await request.post('/api/v1/appointments/batch_create', {
    data: {
      email: `${lastName.toLowerCase()}@example.com`,
      phoneNumber: '(212) 555-0134',
      locale,
      appointments: [person('Ada', slots[0]!), person('Bea', slots[1]!)],
    },
  });
  expect(res.status()).toBe(200);
  const { accessCode } = (await res.json()).data.registration as { accessCode: string };
  return `${locale === 'es' ? '/es' : ''}/schedule/manage?accessCode=${accessCode}`;
}

test.describe('the manage page after a change or a cancellation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the message is focused and in view in the card changed, and the cards keep their places', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(await bookTwo(page.request, 'en'));
    const titles = page.locator('.manage-appointment__title');
    await expect(titles).toHaveCount(2);
    const order = await titles.allTextContents();

    await page.getByRole('button', { name: 'Change time' }).first().click();
    await page.locator('.time-slot:not([aria-current])').first().click();
    await expect(page.getByText(/We are holding .* for you until/)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Confirm new time' }).click();
    const notice = page.locator('.manage-appointment__notice');
    await expect(notice).toBeFocused({ timeout: 30_000 });
    await expect(notice).toContainText('Your appointment is now on');
    await expect(notice).toBeInViewport();
    expect(await titles.allTextContents()).toEqual(order);
    await expect(page.locator('.manage-appointment').first()).toContainText(order[0]!);
    await expectNoAxeViolations(page, 'manage changed');
    await screenshotBothWidths(page, 'people-first-manage-changed');

    await page.getByRole('button', { name: 'Cancel this appointment' }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    // What cannot be undone is red, not the green of going on.
    const cancel = dialog.getByRole('button', { name: 'Yes, cancel it' });
    await expect(cancel).toHaveCSS('background-color', 'rgb(213, 40, 27)');
    await cancel.click();
    await expect(notice).toBeFocused({ timeout: 30_000 });
    await expect(notice).toHaveText('Your appointment is cancelled. We sent you an e-mail.');
    await expect(notice).toBeInViewport();
    await expect(page.locator('.manage-appointment').nth(1)).toContainText('Bea Okafor: cancelled');
  });

  test('en español: el mensaje recibe el foco y la hora dice "hasta la" o "hasta las"', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(await bookTwo(page.request, 'es'));
    await press(page, page.getByRole('button', { name: 'Cambiar la hora' }).first());
    await press(page, page.locator('.time-slot:not([aria-current])').first());
    await expect(page.getByText(/Le guardamos .* hasta (la 1:|las (?!1:))/)).toBeVisible({ timeout: 30_000 });
    await press(page, page.getByRole('button', { name: 'Confirmar la hora nueva' }));
    const notice = page.locator('.manage-appointment__notice');
    await expect(notice).toBeFocused({ timeout: 30_000 });
    await expect(notice).toContainText('Su cita ahora es el');
    await screenshotBothWidths(page, 'people-first-manage-changed-es');
  });
});

test.describe('the bot check once it has passed', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows a tick beside "Verified", not a ticked box that cannot be unticked', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-up');
    const check = page.locator('.bot-check .altcha');
    await expect(check).toHaveAttribute('data-state', 'verified', { timeout: 60_000 });
    await expect(check.getByText('Verified')).toBeVisible();
    await expect(check.locator('input[type="checkbox"]')).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Verified' })).toHaveCount(0);
    await check.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'people-first-bot-check-verified', { fullPage: false });
  });
});
