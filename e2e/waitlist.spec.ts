import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { checkPage, press, tabTo } from './page-checks.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openE2eDatabase } from './e2e-database.ts';

/** The newest waiting-list link of this page e-mailed to the address, as a path on the suite's own address. */
function waitlistLinkSentTo(email: string, page: 'confirm' | 'manage'): string | null {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare(
        "select text_body from mail_outbox where kind = 'waitlist_confirmation' and recipient = ? order by created_at desc",
      )
      .all([email]) as Array<{ text_body: string }>;
    const pattern = new RegExp(`https?://[^/\\s]+((?:/es)?/waitlist/${page}\\?token=[^\\s]+)`);
    return rows.map((row) => pattern.exec(row.text_body)?.[1]).find(Boolean) ?? null;
  } finally {
    db.close();
  }
}

async function linkSentTo(email: string, page: 'confirm' | 'manage'): Promise<string> {
  await expect.poll(() => waitlistLinkSentTo(email, page), { message: `a ${page} link to ${email}` }).not.toBeNull();
  return waitlistLinkSentTo(email, page)!;
}

test.describe('the waiting list', () => {
  for (const locale of ['en', 'es'] as const) {
    test(`a person joins from the results page, confirms from the e-mail link, sees the entry and leaves it, by keyboard (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = `wait-${locale}-${Date.now()}@example.com`;
      const prefix = locale === 'es' ? '/es' : '';
      const say =
        locale === 'en'
          ? {
              flu: /^Flu/,
              adults: 'Book for 18 and over',
              search: 'Address, city or ZIP code',
              open: 'Tell me when a place opens',
              panel: 'Nothing that suits you? Tell me when a place opens',
              miles: 'How far you can travel',
              sunday: 'Sunday',
              firstName: 'First name',
              lastName: 'Last name',
              dateOfBirth: 'Date of birth (MM/DD/YYYY)',
              email: 'Email',
              submit: 'Join the waiting list',
              problem: 'There is a problem',
              missing: 'Enter the first name',
              sent: /Check your e-mail at/,
            }
          : {
              flu: /^Gripe/,
              adults: 'Reservar para personas de 18 años o más',
              search: 'Dirección, ciudad o código postal',
              open: 'Avíseme cuando se abra un lugar',
              panel: '¿Nada le conviene? Avíseme cuando se abra un lugar',
              miles: 'Qué distancia puede recorrer',
              sunday: 'domingo',
              firstName: 'Nombre',
              lastName: 'Apellido',
              dateOfBirth: 'Fecha de nacimiento (MM/DD/AAAA)',
              email: 'Correo electrónico',
              submit: 'Unirme a la lista de espera',
              problem: 'Hay un problema',
              missing: 'Escriba el nombre',
              sent: /Revise su correo electrónico en/,
            };
      // The search for flu near a ZIP code, then the results page's own form, by keyboard.
      await page.goto(`${prefix}/schedule`);
      await press(page, page.getByRole('checkbox', { name: say.flu }), 'Space');
      await press(page, page.getByRole('button', { name: say.adults }));
      await expect(page).toHaveURL(`${prefix}/schedule/search`);
      await tabTo(page, page.getByRole('combobox', { name: say.search }));
      // Far from every other journey's pharmacies: a place they free (a cancellation, a move, a hold let go) stays on
      // offer for the waiting list, and an entry within reach of it would be offered a place before the manage page.
      await page.keyboard.type(locale === 'en' ? '98104' : '90033');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/schedule/results`);
      await expect(page.locator('.location-card').first()).toBeVisible({ timeout: 30_000 });
      const open = page.getByRole('button', { name: say.open, exact: true });
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await press(page, open);
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('region', { name: say.panel });
      // Filled in from the search: the vaccine chosen, 25 miles, every day.
      await expect(panel.getByRole('checkbox', { name: say.flu })).toBeChecked();
      await expect(panel.getByRole('combobox', { name: say.miles })).toHaveValue('25');
      await expect(panel.getByRole('checkbox', { name: say.sunday })).toBeChecked();
      // Sent empty: the error summary names what is missing, and nothing is sent.
      await press(page, panel.getByRole('button', { name: say.submit }));
      await expect(page.getByRole('alert').filter({ hasText: say.problem })).toContainText(say.missing);
      for (const [label, value] of [
        [say.firstName, 'Rosa'],
        [say.lastName, 'Diaz'],
        [say.dateOfBirth, '04/12/1958'],
        [say.email, email],
      ] as const) {
        const field = panel.getByRole('textbox', { name: label, exact: true });
        await tabTo(page, field);
        await page.keyboard.type(value);
      }
      await expectNoAxeViolations(page, `waitlist-join-${locale}`);
      if (process.env.E2E_SCREENSHOTS === '1')
        for (const width of [375, 768, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await panel.screenshot({ path: `e2e/screenshots/waitlist-join-${locale}-${width}.png` });
        }
      await press(page, panel.getByRole('button', { name: say.submit }));
      await expect(page.getByRole('status').filter({ hasText: say.sent })).toBeFocused({ timeout: 30_000 });
      const words =
        locale === 'en'
          ? {
              confirmTitle: 'Confirm your place on the waiting list',
              confirm: 'Confirm',
              done: /You are on the waiting list/,
              manageTitle: 'Your waiting list entries',
              waiting: /waiting/,
              leave: 'Leave the list for Flu',
              left: /you left the list/,
            }
          : {
              confirmTitle: 'Confirme su lugar en la lista de espera',
              confirm: 'Confirmar',
              done: /Está en la lista de espera/,
              manageTitle: 'Sus inscripciones en la lista de espera',
              waiting: /en espera/,
              leave: 'Dejar la lista para Gripe',
              left: /dejó la lista/,
            };
      await page.goto(await linkSentTo(email, 'confirm'));
      await checkPage(page, words.confirmTitle, `waitlist-confirm-${locale}`);
      const confirm = page.getByRole('button', { name: words.confirm, exact: true });
      await tabTo(page, confirm);
      await press(page, confirm);
      await expect(page.getByText(words.done)).toBeVisible();

      await page.goto(await linkSentTo(email, 'manage'));
      await checkPage(page, words.manageTitle, `waitlist-manage-${locale}`);
      await expect(page.locator('.waitlist-entries li')).toContainText(words.waiting);
      const leave = page.getByRole('button', { name: words.leave });
      await tabTo(page, leave);
      await press(page, leave);
      await expect(page.locator('.waitlist-entries li')).toContainText(words.left);
    });
  }

  test('someone cancels, the first person on the list is e-mailed a held place, opens it and books it by keyboard', async ({
    page,
    request,
  }) => {
    const place = await bookablePlace(request);
    const email = `offer-${Date.now()}@example.com`;
    const joined = await request.post('/api/v1/waitlist/entries', {
      data: {
        email,
        firstName: 'Rosa',
        lastName: 'Diaz',
        dateOfBirth: '04/12/1958',
        kinds: ['flu'],
        near: { lat: place.lat, lng: place.lng },
        miles: 1,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        until: '2099-01-01',
      },
    });
    expect(joined.status()).toBe(202);
    const confirmPath = await linkSentTo(email, 'confirm');
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(confirmPath)![1]!);
    expect((await request.post('/api/v1/waitlist/confirm', { data: { token } })).status()).toBe(200);
    // Someone else books the time, then cancels it.
    const slot = place.slots[2]!.id;
    expect((await request.post('/api/v1/reservations', { data: { timeSlotId: slot } })).status()).toBe(200);
    const booked = await request.post('/api/v1/appointments/batch_create', {
      data: {
        email: 'sam.stranger@example.com',
        phoneNumber: '(212) 555-0134',
        appointments: [
          {
            locationId: place.id,
            timeSlotId: slot,
            services: [{ kind: 'flu', brand: null }],
            user: {
              firstName: 'Sam',
              lastName: `Stranger${Date.now() % 1000}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!),
              sex: 'male',
              dateOfBirth: '01/01/1970',
              address1: '10 Main Street',
              city: 'Springfield',
              state: place.state,
              zipCode: place.zip?.slice(0, 5) || '10001',
              marketingCommunications: false,
            },
          },
        ],
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const { accessCode } = (await booked.json()).data.registration as { accessCode: string };
    expect((await request.post(`/api/v1/registrations/${accessCode}/cancel`, { data: {} })).status()).toBe(200);
    // The server's waiting-list worker holds the place and e-mails the person.
    let offerPath: string | null = null;
    await expect
      .poll(
        () => {
          const db = openE2eDatabase();
          try {
            const row = db
              .prepare("select text_body from mail_outbox where kind = 'waitlist_offer' and recipient = ?")
              .get([email]) as { text_body: string } | undefined;
            offerPath = row
              ? (/https?:\/\/[^/\s]+(\/waitlist\/offer\?token=[^\s]+)/.exec(row.text_body)?.[1] ?? null)
              : null;
          } finally {
            db.close();
          }
          return offerPath;
        },
        { timeout: 30_000, message: 'a waiting-list offer e-mailed to the person' },
      )
      .not.toBeNull();
    await page.goto(offerPath!);
    await checkPage(page, 'An appointment held for you', 'waitlist-offer-en');
    await expect(page.getByText(/We are holding it for you only/)).toBeVisible();
    // Booking with nothing filled in: the summary takes the focus and each link leads to its field.
    await press(page, page.getByRole('button', { name: 'Book this appointment' }));
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Enter your first name' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Select the sex on your health insurance or ID' })).toBeVisible();
    await press(page, summary.getByRole('link', { name: 'Enter your date of birth, for example 03/27/1980' }));
    await expect(page.getByRole('textbox', { name: 'Date of birth (MM/DD/YYYY)', exact: true })).toBeFocused();
    await checkPage(page, 'An appointment held for you', 'waitlist-offer-errors-en');
    const form = {
      'First name': 'Rosa',
      'Last name': 'Diaz',
      'Date of birth (MM/DD/YYYY)': '04/12/1958',
      'Street address': '10 Main Street',
      City: 'Springfield',
      'State (2 letters)': place.state,
      'ZIP code': place.zip?.slice(0, 5) || '10001',
      Email: email,
      'Mobile phone number': '(212) 555-0134',
    };
    for (const [label, value] of Object.entries(form)) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await tabTo(page, field);
      await page.keyboard.type(value);
    }
    const female = page.getByRole('radio', { name: 'Female' });
    await tabTo(page, female);
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Book this appointment' }));
    await expect(page.getByText(/Booked. Your confirmation number is/)).toBeVisible();
    await expectNoAxeViolations(page, 'waitlist-offer-booked-en');
  });
});

/** A pharmacy of the default data that takes bookings here and gives flu shots to adults, with free times tomorrow. */
async function bookablePlace(request: APIRequestContext) {
  const db = openE2eDatabase();
  const places = db
    .prepare(
      `select l.id, l.state, l.zip, l.lat, l.lng from locations l join location_offerings o on o.location_id = l.id
    where l.booking_type = 'vaxnear' and o.kind = 'flu' and o.min_age <= 30 and o.max_age >= 70 order by l.id desc limit 20`,
    )
    .all() as Array<{ id: string; state: string; zip: string | null; lat: number; lng: number }>;
  db.close();
  for (const place of places) {
    const answer = await request.get(`/api/v1/availabilities?location_ids[]=${place.id}&date=2026-11-24`);
    const slots = (await answer.json()).data.locations[0]?.dates[0]?.slots as Array<{ id: string }> | undefined;
    if (slots && slots.length >= 4) return { ...place, slots };
  }
  throw new Error('no bookable pharmacy in the default data');
}
