// The pharmacy's side from start to end (docs/product/staff.md, docs/product/pharmacy-integrations.md): an operator
// invites a retailer admin, who connects the retailer's systems on the integrations page (a webhook to the retailer's
// receiver, an API client) while the operator points the state's vaccinations at its registry; the admin invites a
// pharmacist, who signs in with a passkey, keyboard only on a counter tablet (768 px), receives a lot, sees on the day
// list a booking made through the public site minutes before, checks the person in, records the vaccination from the
// list's row, marks a no-show and adds a walk-in whose vaccination takes at most 3 interactions with the lot
// remembered. Meanwhile the retailer's receiver gets the signed Appointment and Immunization, the state registry the
// VXU messages, and the registry's acceptance shows on the day list; the walk-in's rejection is read on the registry
// report and sent again; the retailer's system reads both back from the FHIR API. The people's manage pages say
// "vaccinated" and "did not come" in English and Spanish, and never the product or the lot. Axe runs on every staff
// page; E2E_SCREENSHOTS=1 photographs them at 768 and 1280 px.
//
// The receiver and the registry are real clients no one here wrote: the receiver verifies every signature with the
// `standardwebhooks` library, the registry is node-hl7-server over MLLP, and its messages are read back with
// node-hl7-client's parser.
import type { Locator, Page } from '@playwright/test';
import { Message } from 'node-hl7-client';
import { TestIisListener, freePort } from '@vaxnear/api/src/modules/iis/test-iis-listener.ts';
import { TestReceiver } from '@vaxnear/api/src/modules/webhooks/test-receiver.ts';
import { expectNoAxeViolations } from './axe.ts';
import { press, tabTo } from './page-checks.ts';
import {
  bookedEarlierToday,
  bookOnPublicSite,
  deviceContext,
  firstOperatorLink,
  invitationPathSentTo,
  placeOpenToday,
  readDb,
  screenshotsAtCounterWidths,
  setStateRegistry,
  siteOf,
  TODAY,
} from './staff-helpers.ts';
import { clockOffsetMs, expect, test } from './test.ts';

/** The page shows this heading and passes axe; photographed at 768 and 1280 px with E2E_SCREENSHOTS=1. */
async function lookAt(page: Page, heading: string | RegExp, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page, shot);
  await screenshotsAtCounterWidths(page, shot);
}

/** Tabs to a field and types into it: a keyboard-only person's way of filling a form. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** The VXU messages the registry received about this person, parsed by node-hl7-client. */
const vxusAbout = (registry: TestIisListener, lastName: string) =>
  registry.received.map((text) => new Message({ text })).filter((m) => m.get('PID.5.1').toString() === lastName);

test('an operator, a retailer admin and a pharmacist run a day: booking, check-in, vaccination with a lot, no-show, walk-in, webhooks, registry, FHIR API', async ({
  browser,
  request,
}, testInfo) => {
  // Three people, a whole counter day and the retailer's systems in one journey: more than the default minute.
  test.setTimeout(300_000);
  const index = testInfo.parallelIndex;
  const site = siteOf(index);
  const stamp = Date.now();
  const lotNumber = `J${stamp % 1000000}`;

  // The retailer's receiver (it verifies signatures by the server's moved clock) and the state's registry.
  let webhookSecret = '';
  const receiver = new TestReceiver(
    () => [webhookSecret],
    () => new Date(Date.now() + clockOffsetMs),
  );
  await receiver.start();
  const registry = new TestIisListener(await freePort());
  await registry.start();
  const eventsAbout = (appointmentId: string, type: string) =>
    receiver.received.filter(
      (r) => r.parsed.type === type && r.parsed.data.entry.some((e) => e.resource.id === appointmentId),
    );

  // A person booked days ago for 09:00 today.
  const place = await placeOpenToday(request);
  const noraAccessCode = bookedEarlierToday(place, 'Nora', 'Absent');

  // The operator (the install command's link) accepts with a passkey and invites the retailer's admin.
  const operator = await deviceContext(browser, site, 1280);
  await operator.page.goto(firstOperatorLink(index, `ops-journey-${stamp}@vaxnear.example`));
  await press(operator.page, operator.page.getByRole('button', { name: 'Make my passkey' }));
  await expect(operator.page).toHaveURL(/\/staff\/home$/);
  await press(operator.page, operator.page.getByRole('link', { name: 'Invite staff and see invitations' }));
  await lookAt(operator.page, 'Invitations', 'journey-invitations-operator');
  const adminEmail = `ana-journey-${stamp}@retailer.example`;
  await typeInto(operator.page, operator.page.getByRole('textbox', { name: 'E-mail address' }), adminEmail);
  await typeInto(operator.page, operator.page.getByRole('textbox', { name: 'Full name' }), 'Ana Admin');
  await operator.page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Retailer administrator' });
  await typeInto(operator.page, operator.page.getByRole('textbox', { name: 'Retailer' }), place.retailer);
  await press(operator.page, operator.page.getByRole('button', { name: 'Send the invitation' }));
  await expect(operator.page.getByRole('status')).toHaveText(`Invitation sent to ${adminEmail}.`);

  // The admin accepts, and connects the retailer's systems: a webhook into a private network is refused in words that
  // say what to do; the retailer's receiver is subscribed, its signing secret shown once; an API client's secret too.
  const admin = await deviceContext(browser, site, 1280);
  await admin.page.goto(await invitationPathSentTo(adminEmail));
  await press(admin.page, admin.page.getByRole('button', { name: 'Make my passkey' }));
  await expect(admin.page).toHaveURL(/\/staff\/home$/);
  await press(admin.page, admin.page.getByRole('link', { name: 'Integrations: webhooks and FHIR API clients' }));
  await lookAt(admin.page, 'Integrations', 'journey-integrations-en');
  const endpoint = admin.page.getByRole('textbox', { name: 'Endpoint address' });
  await typeInto(admin.page, endpoint, 'http://10.0.0.7/hook');
  await press(admin.page, admin.page.getByRole('button', { name: 'Add the subscription' }));
  await expect(admin.page.getByText('This address cannot receive webhooks.')).toBeVisible();
  await expectNoAxeViolations(admin.page, 'journey-integrations-refused');
  await endpoint.fill('');
  await typeInto(admin.page, endpoint, receiver.url);
  await press(admin.page, admin.page.getByRole('button', { name: 'Add the subscription' }));
  const signing = admin.page.getByRole('status').filter({ hasText: `The signing secret of ${receiver.url}` });
  await expect(signing).toContainText('it is shown only this once');
  webhookSecret = (await signing.locator('code').textContent()) ?? '';
  expect(webhookSecret).toMatch(/^whsec_/);
  await expect(admin.page.getByRole('row').filter({ hasText: receiver.url })).toContainText('On');
  await typeInto(admin.page, admin.page.getByRole('textbox', { name: 'Name of the system' }), 'Pharmacy system');
  await press(admin.page, admin.page.getByRole('button', { name: 'Add the API client' }));
  const shown = admin.page.getByRole('status').filter({ hasText: 'Its client secret' });
  await expect(shown).toContainText('it is shown only this once');
  // The refusal before it is dealt with: it no longer shows.
  await expect(admin.page.getByText('This address cannot receive webhooks.')).toHaveCount(0);
  const secret = (await shown.locator('code').textContent()) ?? '';
  expect(secret.length).toBeGreaterThan(20);
  const clientRow = admin.page.getByRole('row').filter({ hasText: 'Pharmacy system' });
  await expect(clientRow).toBeVisible();
  const clientId = (await clientRow.locator('code').textContent()) ?? '';
  await lookAt(admin.page, 'Integrations', 'journey-integrations-client-en');

  // The operator points the state's vaccinations at its registry (the install's command, as for the first operator).
  setStateRegistry(index, place.state, registry.port);

  // Minutes before the pharmacy opens its list, a person books a flu shot for today through the public site: the
  // retailer's receiver gets the Appointment, signed the Standard Webhooks way with the secret shown once.
  const rosa = await bookOnPublicSite(request, place, place.slots[0]!.id, 'Rosa', 'Journey');
  const rosaId = rosa.appointments[0]!.id;
  await expect.poll(() => eventsAbout(rosaId, 'appointment.created').length, { timeout: 15_000 }).toBeGreaterThan(0);
  const created = eventsAbout(rosaId, 'appointment.created')[0]!;
  expect(created.verifiedWith).toEqual([webhookSecret]);
  expect(created.parsed.data.entry.map((e) => e.resource.resourceType)).toEqual(['Appointment']);
  expect(created.parsed.data.entry[0]!.resource).toMatchObject({ status: 'booked', start: expect.any(String) });

  // The admin invites a pharmacist for the pharmacy.
  await admin.page.goto('/staff/invitations');
  const pharmacistEmail = `pat-journey-${stamp}@retailer.example`;
  await typeInto(admin.page, admin.page.getByRole('textbox', { name: 'E-mail address' }), pharmacistEmail);
  await typeInto(admin.page, admin.page.getByRole('textbox', { name: 'Full name' }), 'Pat Pharmacist');
  await typeInto(admin.page, admin.page.getByRole('textbox', { name: 'Location ids' }), place.id);
  await press(admin.page, admin.page.getByRole('button', { name: 'Send the invitation' }));
  await expect(admin.page.getByRole('status')).toHaveText(`Invitation sent to ${pharmacistEmail}.`);

  // From here the pharmacist uses the keyboard only, on the counter's tablet.
  const pharmacist = await deviceContext(browser, site, 768);
  const page = pharmacist.page;
  await page.goto(await invitationPathSentTo(pharmacistEmail));
  await lookAt(page, 'Accept your invitation', 'journey-accept');
  await press(page, page.getByRole('button', { name: 'Make my passkey' }));
  await expect(page).toHaveURL(/\/staff\/home$/);
  await press(page, page.getByRole('button', { name: 'Sign out' }));
  await lookAt(page, 'Staff sign-in', 'journey-sign-in');
  await press(page, page.getByRole('button', { name: 'Sign in with a passkey' }));
  await lookAt(page, 'Staff home', 'journey-home-pharmacist');

  // The lot, received first on the lots page.
  await press(page, page.getByRole('link', { name: 'Lots and doses' }));
  await lookAt(page, 'Lots and doses', 'journey-lots');
  const product = page.getByRole('combobox', { name: 'Product' });
  await tabTo(page, product);
  await product.selectOption({ label: 'Flu vaccine (the pharmacy chooses the formulation) (CVX 88)' });
  const manufacturer = page.getByRole('combobox', { name: 'Manufacturer' });
  await tabTo(page, manufacturer);
  await manufacturer.selectOption({ label: 'Seqirus (SEQ)' });
  await typeInto(page, page.getByRole('textbox', { name: 'Lot number' }), lotNumber);
  const expiry = page.getByLabel('Expiry date');
  await tabTo(page, expiry);
  await expiry.fill('2027-06-30');
  await typeInto(page, page.getByRole('textbox', { name: 'Doses received' }), '10');
  await press(page, page.getByRole('button', { name: 'Receive the lot' }));
  await expect(page.getByRole('status')).toHaveText(`Lot ${lotNumber} received with 10 doses.`);

  // Today's list shows the booking made on the public site and the 09:00 one.
  await press(page, page.getByRole('link', { name: 'Staff home' }));
  await press(page, page.getByRole('link', { name: new RegExp(`^Today at ${place.name}`) }));
  await lookAt(page, new RegExp(`^${place.name}: Monday, November 23, 2026$`), 'journey-day-list');
  const row = (name: string) =>
    page.locator('li[data-appointment]').filter({ has: page.getByRole('heading', { name }) });
  await expect(row('Rosa Journey')).toContainText(`Confirmation ${rosa.confirmationNumber}`);
  await expect(row('Rosa Journey')).toContainText('Expected');

  // Rosa is checked in and vaccinated from her row: the lot is chosen this once.
  await press(page, page.getByRole('button', { name: 'Check in Rosa Journey' }));
  await expect(row('Rosa Journey')).toContainText('Checked in');
  await press(page, page.getByRole('button', { name: 'Record vaccination for Rosa Journey' }));
  const lot = row('Rosa Journey').getByRole('combobox', { name: 'Lot' });
  await tabTo(page, lot);
  const lotOption = (await lot.locator('option', { hasText: `Lot ${lotNumber}:` }).textContent()) ?? '';
  await lot.selectOption({ label: lotOption.trim() });
  const injectionSite = row('Rosa Journey').getByRole('combobox', { name: 'Site' });
  await tabTo(page, injectionSite);
  await injectionSite.selectOption('LD');
  await expectNoAxeViolations(page, 'journey-day-list-record-form');
  await press(page, row('Rosa Journey').getByRole('button', { name: 'Record vaccination', exact: true }));
  await expect(row('Rosa Journey')).toContainText('Vaccinated');

  // The receiver gets the check-in and the vaccination with its Immunization; the registry a VXU^V04 with the CVX, the
  // lot and the person, and answers AA; the day list shows the acceptance.
  await expect.poll(() => eventsAbout(rosaId, 'appointment.vaccinated').length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(eventsAbout(rosaId, 'appointment.checked_in')).toHaveLength(1);
  const vaccinated = eventsAbout(rosaId, 'appointment.vaccinated')[0]!;
  expect(vaccinated.verifiedWith).toEqual([webhookSecret]);
  const immunization = vaccinated.parsed.data.entry.find((e) => e.resource.resourceType === 'Immunization')!.resource;
  expect(immunization).toMatchObject({
    status: 'completed',
    lotNumber,
    vaccineCode: { coding: expect.arrayContaining([expect.objectContaining({ code: '88' })]) },
  });
  await expect.poll(() => vxusAbout(registry, 'Journey').length, { timeout: 15_000 }).toBe(1);
  const vxu = vxusAbout(registry, 'Journey')[0]!;
  const field = (path: string) => vxu.get(path).toString();
  expect([field('MSH.9.1'), field('MSH.9.2'), field('MSH.9.3')]).toEqual(['VXU', 'V04', 'VXU_V04']);
  expect([field('PID.3.1'), field('PID.5.1'), field('PID.5.2'), field('PID.7')]).toEqual([
    rosaId,
    'Journey',
    'Rosa',
    '19610314',
  ]);
  expect([field('RXA.5.1'), field('RXA.5.3'), field('RXA.15'), field('RXA.17.1')]).toEqual([
    '88',
    'CVX',
    lotNumber,
    'SEQ',
  ]);
  await expect
    .poll(
      () => readDb<{ status: string }>('select status from iis_messages where appointment_id = ?', [rosaId])?.status,
    )
    .toBe('accepted');
  await page.reload();
  await expect(row('Rosa Journey')).toContainText('State registry: accepted');

  // Nora's 09:00 has passed: she did not come.
  await press(page, page.getByRole('button', { name: 'Nora Absent did not come' }));
  await expect(row('Nora Absent')).toContainText('Did not come');
  await lookAt(page, new RegExp(`^${place.name}: Monday, November 23, 2026$`), 'journey-day-list-after-en');

  // A walk-in, now, without an e-mail address.
  await press(page, page.getByRole('link', { name: 'Add a walk-in' }));
  await lookAt(page, 'Add a walk-in', 'journey-walk-in');
  await press(page, page.getByRole('checkbox', { name: 'Flu' }), 'Space');
  await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Walter');
  await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), 'Sincita');
  await typeInto(page, page.getByRole('textbox', { name: 'Date of birth' }), '01021970');
  // A radio group is one Tab stop; the arrow keys choose within it.
  await press(page, page.getByRole('radio', { name: 'Female' }), 'ArrowRight');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await typeInto(page, page.getByRole('textbox', { name: 'Street address' }), '1 Main Street');
  await typeInto(page, page.getByRole('textbox', { name: 'City' }), 'Albany');
  await typeInto(page, page.getByRole('textbox', { name: 'State' }), place.state);
  await typeInto(page, page.getByRole('textbox', { name: 'ZIP code' }), place.zip?.slice(0, 5) || '12207');
  await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), '2125550135');
  await press(page, page.getByRole('button', { name: 'Add the walk-in' }));
  await expect(page.getByRole('status').filter({ hasText: 'confirmation number' })).toContainText(
    'No e-mail was sent.',
  );

  // Back on the list, the walk-in's vaccination with the lot remembered: every activation is counted.
  await press(page, page.getByRole('link', { name: 'Staff home' }));
  await press(page, page.getByRole('link', { name: new RegExp(`^Today at ${place.name}`) }));
  await expect(row('Walter Sincita')).toBeVisible();
  // The registry will refuse the walk-in's vaccination, as a registry does that does not know a lot.
  registry.answers = [
    {
      code: 'AR',
      error: { location: 'RXA^1^15', code: '103', text: 'Lot number not on file for manufacturer', severity: 'E' },
    },
  ];
  let interactions = 0;
  const interact = async (target: Locator) => {
    interactions += 1;
    await press(page, target);
  };
  await interact(page.getByRole('button', { name: 'Record vaccination for Walter Sincita' }));
  await expect(row('Walter Sincita').getByRole('combobox', { name: 'Lot' })).toHaveValue(/.+/);
  await interact(row('Walter Sincita').getByRole('button', { name: 'Record vaccination', exact: true }));
  await expect(row('Walter Sincita')).toContainText('Vaccinated');
  expect(interactions).toBeLessThanOrEqual(3);
  expect(
    readDb<{ doses_left: number }>('select doses_left from vaccine_lots where location_id = ? and lot_number = ?', [
      place.id,
      lotNumber,
    ])!.doses_left,
  ).toBe(8);

  // The refusal shows on the list; the registry report says why, in plain words in both languages, with the person,
  // the dose and the registry's own words; the vaccination is sent again and accepted.
  await expect.poll(() => vxusAbout(registry, 'Sincita').length, { timeout: 15_000 }).toBe(1);
  await expect
    .poll(
      () =>
        readDb<{ status: string }>(
          `select m.status from iis_messages m join appointments a on a.id = m.appointment_id where a.last_name = 'Sincita'`,
        )?.status,
    )
    .toBe('rejected');
  await page.reload();
  await expect(row('Walter Sincita')).toContainText('State registry: rejected, needs fixing');
  await press(page, page.getByRole('link', { name: 'State registry: vaccinations to fix' }));
  const reportTitle = `State registry at ${place.name}: vaccinations to fix`;
  await expect(page.getByRole('heading', { level: 1, name: reportTitle })).toBeVisible();
  const walter = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Walter Sincita' }) });
  await expect(walter).toContainText('rejected, needs fixing');
  await expect(walter).toContainText('A code is one the registry does not know');
  await expect(walter).toContainText('Lot number not on file for manufacturer');
  await expect(walter).toContainText(lotNumber);
  await expect(walter).toContainText('Flu (CVX 88)');
  await expect(page.getByRole('heading', { name: 'Rosa Journey' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'journey-registry-report-en');
  await screenshotsAtCounterWidths(page, 'journey-registry-report-en', [375, 768, 1280]);
  // Reading the report is in the audit log: it shows names.
  expect(
    readDb<{ n: number }>(
      `select count(*) as n from audit_log where action = 'registry_report.read' and record_id = ?`,
      [place.id],
    )!.n,
  ).toBeGreaterThan(0);
  await page.goto(page.url().replace(/\/staff\//, '/es/staff/'));
  await expect(
    page.getByRole('heading', { level: 1, name: `Registro estatal en ${place.name}: vacunaciones por corregir` }),
  ).toBeVisible();
  await expect(walter).toContainText('rechazado, hay que corregirlo');
  await expect(walter).toContainText('Un código no lo conoce el registro');
  await expectNoAxeViolations(page, 'journey-registry-report-es');
  await screenshotsAtCounterWidths(page, 'journey-registry-report-es', [375, 768, 1280]);
  await page.goto(page.url().replace('/es/staff/', '/staff/'));
  // Keyboard only: the button shows where the focus is, and the answer takes the focus so a screen reader reads it.
  const resend = page.getByRole('button', { name: "Send Walter Sincita's vaccination again" });
  await tabTo(page, resend);
  // The site's focus look on a button: the focus colour, underlined by a dark shadow.
  expect(
    await resend.evaluate((el) => ({ visible: el.matches(':focus-visible'), shadow: getComputedStyle(el).boxShadow })),
  ).toMatchObject({ visible: true, shadow: expect.stringMatching(/rgb/) });
  await page.keyboard.press('Enter');
  const resent = page.getByRole('status');
  await expect(resent).toHaveText(
    "Walter Sincita's vaccination is on its way to the registry again. The day list shows its answer.",
  );
  await expect(resent).toBeFocused();
  await expect(page.getByText('Nothing to fix')).toBeVisible();
  await expect.poll(() => vxusAbout(registry, 'Sincita').length, { timeout: 15_000 }).toBe(2);
  await expect
    .poll(
      () =>
        readDb<{ status: string }>(
          `select m.status from iis_messages m join appointments a on a.id = m.appointment_id where a.last_name = 'Sincita'`,
        )?.status,
    )
    .toBe('accepted');
  await press(page, page.getByRole('link', { name: "Today's list" }));
  await expect(row('Walter Sincita')).toContainText('State registry: accepted');

  // The retailer's own system reads the Appointment and the Immunization back from the FHIR API (client credentials).
  const token = await request.post('/api/v1/pharmacy-fhir/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
  expect(token.status(), await token.text()).toBe(200);
  const bearer = { authorization: `Bearer ${(await token.json()).access_token}` };
  const search = async (type: string) => {
    const answer = await request.get(`/api/v1/pharmacy-fhir/${type}?location=Location/${place.id}&date=${TODAY}`, {
      headers: bearer,
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()).entry ?? []).map((e: { resource: Record<string, unknown> }) => e.resource) as Array<
      Record<string, unknown>
    >;
  };
  expect((await search('Appointment')).find((r) => r.id === rosaId)).toMatchObject({ status: 'fulfilled' });
  expect((await search('Immunization')).filter((r) => r.lotNumber === lotNumber)).toHaveLength(2);

  // The admin revokes the client: its token no longer works. Shown once: after a reload the secret is nowhere.
  await admin.page.goto('/staff/integrations');
  await press(admin.page, admin.page.getByRole('button', { name: 'Revoke Pharmacy system' }));
  await expect(admin.page.getByRole('status')).toHaveText('Pharmacy system is revoked: its tokens no longer work.');
  expect(
    (
      await request.get(`/api/v1/pharmacy-fhir/Appointment?location=Location/${place.id}&date=${TODAY}`, {
        headers: bearer,
      })
    ).status(),
  ).toBe(401);
  await admin.page.goto('/es/staff/integrations');
  await lookAt(admin.page, 'Integraciones', 'journey-integrations-es');
  await expect(admin.page.getByText(secret)).toHaveCount(0);
  await expect(admin.page.getByText(webhookSecret)).toHaveCount(0);
  await expect(admin.page.getByRole('row').filter({ hasText: 'Pharmacy system' })).toContainText('Revocado');

  // The same list in Spanish.
  await page.goto(page.url().replace(/\/staff\//, '/es/staff/'));
  await lookAt(page, /^.+: lunes, 23 de noviembre de 2026$/, 'journey-day-list-after-es');
  await expect(row('Rosa Journey')).toContainText('Vacunada');

  // The people's own pages: the outcome and the date, never the product or the lot.
  const person = await browser.newContext({ baseURL: site, viewport: { width: 768, height: 900 } });
  await person.clock.install({ time: Date.now() + clockOffsetMs });
  const personPage = await person.newPage();
  for (const [path, rosaSays, noraSays] of [
    ['/schedule/manage', 'Rosa Journey: vaccinated', 'Nora Absent: did not come'],
    ['/es/schedule/manage', 'Rosa Journey: vacunada', 'Nora Absent: no vino'],
  ] as const) {
    await personPage.goto(`${path}?accessCode=${rosa.accessCode}`);
    await expect(personPage.getByRole('heading', { level: 2, name: rosaSays })).toBeVisible();
    await expect(personPage.getByText(/November 23, 2026|23 de noviembre de 2026/).first()).toBeVisible();
    await expect(personPage.getByText(lotNumber)).toHaveCount(0);
    // The product as staff chose it ("CVX 88") and its maker; a bare "CVX" could be part of a confirmation number.
    await expect(personPage.getByText(/Seqirus|CVX 88|SEQ\)/)).toHaveCount(0);
    await expectNoAxeViolations(personPage, `journey-manage-vaccinated${path}`);
    await screenshotsAtCounterWidths(personPage, `journey-manage-vaccinated-${path.startsWith('/es') ? 'es' : 'en'}`);
    await personPage.goto(`${path}?accessCode=${noraAccessCode}`);
    await expect(personPage.getByRole('heading', { level: 2, name: noraSays })).toBeVisible();
  }

  for (const context of [operator.context, admin.context, pharmacist.context, person]) await context.close();
  await receiver.stop();
  await registry.stop();
});
