// The counter (docs/product/staff.md, Lots, Vaccination records, Walk-ins): a booking is made through the public site's
// calls; an operator invites a pharmacist for that pharmacy; the pharmacist, on a counter tablet (768 px) with a passkey
// on Chromium's virtual authenticator, receives a lot, records the booked person's vaccination with it, adds a walk-in
// and records the walk-in's vaccination with the lot remembered; the counter's pages are checked in Spanish at 1280 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openE2eDatabase } from './e2e-database.ts';
import { press, tabTo } from './page-checks.ts';
import { deviceContext, firstOperatorLink, invitationPathSentTo, readDb, siteOf } from './staff-helpers.ts';
import { expect, test } from './test.ts';

/** Looks at a page as the team does: axe, then (with E2E_SCREENSHOTS=1) photographs at 768 and 1280 px. */
async function lookAt(page: Page, heading: string, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page, shot);
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const original = page.viewportSize();
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/${shot}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** A pharmacy of the default data that takes bookings here and gives flu shots to adults, with free times tomorrow. */
async function bookablePlace(request: APIRequestContext) {
  const db = openE2eDatabase();
  const places = db
    .prepare(
      `select l.id, l.state, l.zip, l.retailer, l.name from locations l join location_offerings o on o.location_id = l.id
    where l.booking_type = 'vaxnear' and o.kind = 'flu' and o.min_age <= 30 and o.max_age >= 70 order by l.id limit 20`,
    )
    .all() as Array<{ id: string; state: string; zip: string | null; retailer: string; name: string }>;
  db.close();
  for (const place of places) {
    const answer = await request.get(`/api/v1/availabilities?location_ids[]=${place.id}&date=2026-11-24`);
    const slots = (await answer.json()).data.locations[0]?.dates[0]?.slots as Array<{ id: string }> | undefined;
    if (slots && slots.length >= 4) return { ...place, slots };
  }
  throw new Error('no bookable pharmacy in the default data');
}

test('a pharmacist receives a lot, records a public booking’s vaccination with it, and adds a walk-in', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const index = testInfo.parallelIndex;
  const stamp = Date.now();

  // A person books a flu shot for tomorrow through the public site's calls: a hold, then the booking.
  const place = await bookablePlace(request);
  const timeSlotId = place.slots[2]!.id;
  expect((await request.post('/api/v1/reservations', { data: { timeSlotId } })).status()).toBe(200);
  const booked = await request.post('/api/v1/appointments/batch_create', {
    data: {
      email: `rosa-${stamp}@example.com`,
      phoneNumber: '(212) 555-0134',
      locale: 'en',
      appointments: [
        {
          locationId: place.id,
          timeSlotId,
          services: [{ kind: 'flu', brand: null }],
          user: {
            firstName: 'Rosa',
            lastName: 'Counter',
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
  expect(booked.status()).toBe(200);
  const appointmentId = (await booked.json()).data.registration.appointments[0].id as string;

  // The first operator, made by the install command, invites a pharmacist for that pharmacy.
  const operatorEmail = `ops-${stamp}@vaxnear.example`;
  const operatorLink = firstOperatorLink(index, operatorEmail);
  const operator = await deviceContext(browser, siteOf(index), 1280);
  await operator.page.goto(operatorLink);
  await press(operator.page, operator.page.getByRole('button', { name: 'Make my passkey' }));
  await expect(operator.page).toHaveURL(/\/staff\/home$/);
  await press(operator.page, operator.page.getByRole('link', { name: 'Invite staff and see invitations' }));
  const pharmacistEmail = `pat-${stamp}@pharmacy.example`;
  await operator.page.getByRole('textbox', { name: 'E-mail address' }).fill(pharmacistEmail);
  await operator.page.getByRole('textbox', { name: 'Full name' }).fill('Pat Pharmacist');
  await operator.page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Location staff' });
  await operator.page.getByRole('textbox', { name: 'Retailer' }).fill(place.retailer);
  await operator.page.getByRole('textbox', { name: 'Location ids' }).fill(place.id);
  await press(operator.page, operator.page.getByRole('button', { name: 'Send the invitation' }));
  await expect(operator.page.getByRole('status')).toHaveText(`Invitation sent to ${pharmacistEmail}.`);

  // The pharmacist, at the counter's tablet, accepts and opens the pharmacy's lots from the staff home.
  const pharmacist = await deviceContext(browser, siteOf(index), 768);
  const { page } = pharmacist;
  await page.goto(await invitationPathSentTo(pharmacistEmail));
  await press(page, page.getByRole('button', { name: 'Make my passkey' }));
  await expect(page).toHaveURL(/\/staff\/home$/);
  await press(page, page.getByRole('link', { name: 'Lots and doses' }));
  await lookAt(page, 'Lots and doses', 'staff-lots-empty-en');
  await expect(page.getByText('No lot has doses left.')).toBeVisible();

  // Receiving a lot, keyboard only: a refused send first says what to fix.
  await press(page, page.getByRole('button', { name: 'Receive the lot' }));
  await expect(page.getByRole('alert')).toContainText('Choose the product');
  await expectNoAxeViolations(page, 'staff-lots-receive-errors');
  const product = page.getByRole('combobox', { name: 'Product' });
  await tabTo(page, product);
  await product.selectOption({ label: 'Flu vaccine (the pharmacy chooses the formulation) (CVX 88)' });
  await page.getByRole('combobox', { name: 'Manufacturer' }).selectOption({ label: 'Seqirus (SEQ)' });
  await tabTo(page, page.getByRole('textbox', { name: 'Lot number' }));
  await page.keyboard.type(`fe2e${stamp % 100000}`);
  await page.getByLabel('Expiry date').fill('2027-06-30');
  await tabTo(page, page.getByRole('textbox', { name: 'Doses received' }));
  await page.keyboard.type('10');
  await press(page, page.getByRole('button', { name: 'Receive the lot' }));
  await expect(page.getByRole('status')).toHaveText(`Lot FE2E${stamp % 100000} received with 10 doses.`);
  await expect(page.getByRole('row').filter({ hasText: `FE2E${stamp % 100000}` })).toContainText('10');
  await lookAt(page, 'Lots and doses', 'staff-lots-received-en');

  // Recording the booked person's vaccination: the only lot that can be given is chosen already; site, then Record.
  await page.goto(`/staff/locations/${place.id}/appointments/${appointmentId}/vaccinate`);
  await lookAt(page, 'Record a vaccination', 'staff-vaccinate-en');
  await expect(page.getByText(/Rosa Counter, born Mar 14, 1961, booked for Nov 24, 2026/)).toBeVisible();
  const site = page.getByRole('combobox', { name: 'Site' });
  await tabTo(page, site);
  await site.selectOption('LD');
  await press(page, page.getByRole('button', { name: 'Record vaccination' }));
  await expect(page.getByRole('status')).toHaveText('Recorded. The appointment is marked vaccinated.');
  await lookAt(page, 'Record a vaccination', 'staff-vaccinate-recorded-en');
  expect(
    readDb<{ attendance: string }>('select attendance from appointments where id = ?', [appointmentId])!.attendance,
  ).toBe('vaccinated');
  expect(
    readDb<{ doses_left: number }>('select doses_left from vaccine_lots where location_id = ? and lot_number = ?', [
      place.id,
      `FE2E${stamp % 100000}`,
    ])!.doses_left,
  ).toBe(9);

  // The vaccination waits for the state registry (none is set up here): the day list says so on the person's row.
  expect(
    readDb<{ status: string }>('select status from iis_messages where appointment_id = ?', [appointmentId])!.status,
  ).toBe('pending');
  await page.goto(`/staff/locations/${place.id}/day/2026-11-24`);
  await expect(
    page.locator(`[data-appointment="${appointmentId}"]`).getByText('State registry: waiting to be sent'),
  ).toBeVisible();

  // A walk-in, in Spanish on a desk screen this time, at the next time with a free place, without an e-mail.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/es/staff/locations/${place.id}/walk-in`);
  await lookAt(page, 'Agregar a alguien sin cita', 'staff-walk-in-es');
  await page.getByRole('checkbox', { name: 'Gripe' }).check();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Walter');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Sincita');
  await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('01/02/1970');
  await page.getByRole('radio', { name: 'Masculino' }).check();
  await page.getByRole('textbox', { name: 'Dirección' }).fill('1 Main Street');
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Springfield');
  await page.getByRole('textbox', { name: 'Estado' }).fill(place.state);
  await page.getByRole('textbox', { name: 'Código postal' }).fill(place.zip?.slice(0, 5) || '10001');
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('(212) 555-0135');
  await press(page, page.getByRole('button', { name: 'Agregar a la persona' }));
  const added = page.getByRole('status').filter({ hasText: 'número de confirmación' });
  await expect(added).toContainText('No se envió ningún correo.');
  await lookAt(page, 'Agregar a alguien sin cita', 'staff-walk-in-added-es');

  // The walk-in's vaccination: the lot is remembered for the session, so choosing the site and pressing Record is all.
  await press(page, page.getByRole('link', { name: 'Registrar la vacunación de esta persona' }));
  await lookAt(page, 'Registrar una vacunación', 'staff-vaccinate-es');
  await expect(page.getByRole('combobox', { name: 'Lote' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Lugar' })).toHaveValue('LD');
  await press(page, page.getByRole('button', { name: 'Registrar la vacunación' }));
  await expect(page.getByRole('status')).toHaveText('Registrado. La cita queda como vacunada.');

  await page.goto(`/es/staff/locations/${place.id}/lots`);
  await lookAt(page, 'Lotes y dosis', 'staff-lots-es');
  await expect(page.getByRole('row').filter({ hasText: `FE2E${stamp % 100000}` })).toContainText('8');

  for (const person of [operator, pharmacist]) await person.context.close();
});
