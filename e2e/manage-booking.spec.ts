import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { checkModal, checkPage, press, tabTo } from './page-checks.ts';
import { expectNoAxeViolations, screenshotBothWidths } from './axe.ts';
import { openE2eDatabase } from './e2e-database.ts';

// Managing a booking from the e-mail's link (issue #12): the booking is made through the real API, its confirmation
// e-mail is read from the outbox, and the person follows the link, changes the time, then cancels. Each step is read
// back from the API and the outbox.

const readDb = () => openE2eDatabase();

/** A pharmacy of the default data that takes bookings here and gives flu shots to adults, with two free times tomorrow. */
async function bookablePlace(request: APIRequestContext) {
  const db = readDb();
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
    if (slots && slots.length >= 4) return { ...place, slots };
  }
  throw new Error('no bookable pharmacy in the default data');
}

async function bookAndReadEmailLink(request: APIRequestContext, locale: 'en' | 'es', lastName: string) {
  const place = await bookablePlace(request);
  // A booking takes a time its client holds (decision 223): the request context keeps the hold's cookie.
  expect((await request.post('/api/v1/reservations', { data: { timeSlotId: place.slots[1]!.id } })).status()).toBe(200);
  const res = await request.post('/api/v1/appointments/batch_create', {
    data: {
      email: `${lastName.toLowerCase()}@example.com`,
      phoneNumber: '(212) 555-0134',
      locale,
      appointments: [
        {
          locationId: place.id,
          timeSlotId: place.slots[1]!.id,
          services: [{ kind: 'flu', brand: null }],
          user: {
            firstName: 'Rosa',
            lastName,
            sex: 'female',
            dateOfBirth: '03/14/1961',
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
  expect(res.status()).toBe(200);
  const { registration } = (await res.json()).data as {
    registration: { accessCode: string; confirmationNumber: string };
  };
  const db = readDb();
  const mail = db
    .prepare(
      `select m.text_body from mail_outbox m join registrations r on r.id = m.reference
    where m.kind = 'booking_confirmation' and r.access_code = ?`,
    )
    .get([registration.accessCode]) as { text_body: string };
  db.close();
  const link = /https?:\/\/\S+\/schedule\/manage\?accessCode=\S+/.exec(mail.text_body)![0];
  const url = new URL(link);
  return { registration, path: `${url.pathname}${url.search}`, text: mail.text_body };
}

const erasureNotices = (recipient: string) => {
  const db = readDb();
  try {
    const row = db
      .prepare("select count(*) as n from mail_outbox where kind = 'booking_erasure' and recipient = ?")
      .get([recipient]) as { n: number };
    return Number(row.n);
  } finally {
    db.close();
  }
};

const mailKinds = (accessCode: string) => {
  const db = readDb();
  const rows = db
    .prepare(
      `select m.kind from mail_outbox m join registrations r on m.reference = r.id or m.reference like r.id || '/%'
    where r.access_code = ? order by m.created_at`,
    )
    .all([accessCode]) as Array<{ kind: string }>;
  db.close();
  return rows.map((r) => r.kind);
};

const readBack = async (request: APIRequestContext, accessCode: string) =>
  (await (await request.get(`/api/v1/registrations/${accessCode}`)).json()).data.registration.appointments[0] as {
    time: string;
    status: string;
    timeSlotId: string;
  };

test.describe('managing a booking', () => {
  test('in English with the mouse: open the e-mail link, change the time, then cancel', async ({ page }) => {
    test.setTimeout(180_000);
    const { registration, path, text } = await bookAndReadEmailLink(page.request, 'en', 'Marsh');
    expect(text).toContain('Pharmacy phone:');
    const before = await readBack(page.request, registration.accessCode);

    await page.goto(path);
    await checkPage(page, 'Manage my appointment', 'manage-en');
    await expect(page.getByText(registration.confirmationNumber)).toBeVisible();
    await expect(page.getByRole('link', { name: /^\d{3}-\d{3}-\d{4}$|^\(\d{3}\)/ }).first()).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );

    await page.getByRole('button', { name: 'Change time' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
    const current = page.locator('.time-slot[aria-current="true"]');
    await expect(current).toContainText('(your current time)');
    const other = page.locator('.time-slot:not([aria-current])').first();
    await other.click();
    await expect(page.getByText(/We are holding .* for you until/)).toBeVisible();
    await expectNoAxeViolations(page, 'manage-en-change');
    await screenshotBothWidths(page, 'manage-en-change');
    const moved = page.waitForResponse((r) => r.url().includes('/reschedule'));
    await page.getByRole('button', { name: 'Confirm new time' }).click();
    expect((await moved).status()).toBe(200);
    await expect(page.getByText(/Your appointment is now on/)).toBeVisible();
    const after = await readBack(page.request, registration.accessCode);
    expect(after.status).toBe('booked');
    expect(after.time).not.toBe(before.time);
    expect(mailKinds(registration.accessCode)).toContain('booking_change');

    await page.getByRole('button', { name: 'Cancel this appointment' }).click();
    const dialog = await checkModal(page, 'Cancel this appointment?', 'manage-en-cancel');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Your appointment is cancelled. We sent you an e-mail.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Rosa Marsh: cancelled/ })).toBeVisible();
    expect((await readBack(page.request, registration.accessCode)).status).toBe('cancelled');
    expect(mailKinds(registration.accessCode)).toContain('booking_cancellation');
    // The freed time is offered again.
    const free = await page.request.get(
      `/api/v1/availabilities?location_ids[]=${after.timeSlotId.split('.')[0]}&date=${after.time.slice(0, 10)}`,
    );
    expect(JSON.stringify(await free.json())).toContain(after.timeSlotId);
  });

  test('en español con el teclado: cambiar la hora, cancelar y buscar la reserva', async ({ page }) => {
    test.setTimeout(180_000);
    const { registration, path } = await bookAndReadEmailLink(page.request, 'es', 'Quintana');
    expect(path.startsWith('/es/schedule/manage')).toBe(true);
    const before = await readBack(page.request, registration.accessCode);

    await page.goto(path);
    await checkPage(page, 'Administrar mi cita', 'manage-es');
    await press(page, page.getByRole('button', { name: 'Cambiar la hora' }));
    await expect(page.getByText('(su hora actual)')).toBeVisible();
    await press(page, page.locator('.time-slot:not([aria-current])').first());
    await expect(page.getByText(/Le guardamos .* hasta las? \d/)).toBeVisible();
    const moved = page.waitForResponse((r) => r.url().includes('/reschedule'));
    await press(page, page.getByRole('button', { name: 'Confirmar la hora nueva' }));
    expect((await moved).status()).toBe(200);
    await expect(page.getByText(/Su cita ahora es el/)).toBeVisible();
    expect((await readBack(page.request, registration.accessCode)).time).not.toBe(before.time);

    await press(page, page.getByRole('button', { name: 'Cancelar esta cita' }));
    const dialog = await checkModal(page, '¿Cancelar esta cita?', 'manage-es-cancel');
    // Focus is inside the dialog; Escape keeps the appointment.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await press(page, page.getByRole('button', { name: 'Cancelar esta cita' }));
    await tabTo(page, page.getByRole('button', { name: 'Sí, cancelarla' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Su cita está cancelada. Le enviamos un correo electrónico.')).toBeVisible();
    expect((await readBack(page.request, registration.accessCode)).status).toBe('cancelled');

    // Finding the booking again without the e-mail, from the menu.
    await press(page, page.getByRole('button', { name: 'Menú' }));
    await press(
      page,
      page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Administrar mi cita' }),
    );
    await expect(page).toHaveURL('/es/schedule/find');
    await checkPage(page, 'Buscar mi reserva', 'find-booking-es');
    await press(page, page.getByRole('button', { name: 'Buscar mi reserva' }));
    await expect(page.getByText('Escriba su número de confirmación')).toBeVisible();
    await tabTo(page, page.getByLabel('Número de confirmación'));
    await page.keyboard.type(registration.confirmationNumber);
    await tabTo(page, page.getByLabel('Apellido'));
    await page.keyboard.type('Quintana');
    await tabTo(page, page.getByLabel('Fecha de nacimiento'));
    await page.keyboard.type('03/14/1961');
    await press(page, page.getByRole('button', { name: 'Buscar mi reserva' }));
    await expect(page).toHaveURL(`/es/schedule/manage?accessCode=${registration.accessCode}`);
    await expect(page.getByRole('heading', { name: /Rosa Quintana: cancelada/ })).toBeVisible();
  });

  test('from the confirmation page to erasing my data: the phone number, the manage link, the dialog', async ({
    page,
  }) => {
    const { registration, path, text } = await bookAndReadEmailLink(page.request, 'en', 'Eraser');
    await page.goto(`/schedule/confirmation?accessCode=${registration.accessCode}`);
    await expect(page.getByText(registration.confirmationNumber)).toBeVisible();
    // The phone as every page writes it.
    await expect(page.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await page.getByRole('link', { name: /Manage my appointment/ }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage my appointment' })).toBeVisible();
    await page.getByRole('button', { name: 'Erase my data' }).click();
    const dialog = await checkModal(page, 'Erase your data?', 'manage-en-erase');
    await dialog.getByRole('button', { name: 'Yes, erase my data' }).click();
    await checkPage(page, 'Your data is erased', 'manage-en-erased');
    expect((await page.request.get(`/api/v1/registrations/${registration.accessCode}`)).status()).toBe(404);
    // The owner is told at the booking's address, whoever erased it (decision 226).
    expect(erasureNotices('eraser@example.com')).toBe(1);

    // "This was not me", from the end of the confirmation e-mail: stop every e-mail to the address, then undo it.
    const stopLink = /https?:\/\/[^/\s]+(\/stop-emails\?token=\S+)/.exec(text)![1]!;
    await page.goto(stopLink);
    await checkPage(page, 'Stop e-mails to this address', 'stop-emails-en');
    await page.getByRole('button', { name: 'Stop all e-mails to this address' }).click();
    await expect(page.getByText('Done: we will not send any more e-mails to this address.')).toBeVisible();
    await expectNoAxeViolations(page, 'stop-emails-en-done');
    await page.getByRole('button', { name: 'Send me e-mails again' }).click();
    await expect(page.getByText(/E-mails to this address will go again/)).toBeVisible();
  });
});
