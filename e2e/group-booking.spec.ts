import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { checkModal, checkPage, press, tabTo } from './page-checks.ts';

/** The pages this journey changed, at a phone's 390 px and a desktop's 1280 px (with E2E_SCREENSHOTS=1). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

// A family of four books one visit: two adults, a 7-year-old and a 15-year-old, flu for everyone and COVID-19 for
// the adults, at one pharmacy, held together and booked in one batch. It ends as the single booking does: the
// adults' risk conditions confirmed (COVID-19 at 46 and 48) and sent for the server to check, the Terms of Use, the
// pharmacy's phone, directions and calendar on the confirmation, and the booking read back on the manage page. The
// suite's moment is 23 November 2026 (e2e/test.ts), so the children are 7 and 15 and flu is in season.

const FAMILY = [
  { first: 'Maria', dob: '04121980', sex: 'female', kinds: ['flu', 'covid_19'] },
  { first: 'Jose', dob: '02011978', sex: 'male', kinds: ['flu', 'covid_19'] },
  { first: 'Lucia', dob: '06302019', sex: 'female', kinds: ['flu'] },
  { first: 'Mateo', dob: '09152011', sex: 'male', kinds: ['flu'] },
] as const;

interface Words {
  prefix: '' | '/es';
  size: string;
  sizeOption: string;
  recipients: RegExp;
  person: (n: number) => string;
  firstName: string;
  lastName: string;
  /** The family's surname: each journey books another family, since a person has one upcoming booking per vaccine. */
  familyName: string;
  dob: string;
  female: string;
  male: string;
  vaccines: string;
  flu: string;
  covid: string;
  search: string;
  searchLabel: string;
  searchButton: string;
  results: string;
  summary: string;
  contact: string;
  email: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  review: string;
  consent: RegExp;
  /** The guardian's consent names the children as a sentence does. */
  consentNames: string;
  terms: RegExp;
  termsRequired: string;
  /** The risk condition a person of 18 to 64 confirms for COVID-19, in the third person. */
  condition: (name: string) => string;
  conditionMissing: (name: string) => string;
  phoneRequired: string;
  phoneHint: RegExp;
  directions: RegExp;
  calendar: string;
  calendarDialog: string;
  close: string;
  manageLink: string;
  manage: string;
  /** The hold's warning two minutes before the end, its "I need more time" and the answer once given. */
  holdWarning: string;
  moreTime: string;
  extended: RegExp;
  book: string;
  confirmation: string;
  cont: string;
}

const EN: Words = {
  prefix: '',
  size: 'How many people are you booking for?',
  sizeOption: '4 people',
  recipients: /Who are the 4 people/,
  person: (n) => `Person ${n}`,
  firstName: 'First name',
  lastName: 'Last name',
  familyName: 'Lopez',
  dob: 'Date of birth',
  female: 'Female',
  male: 'Male',
  vaccines: 'Which vaccines does each person need?',
  flu: 'Flu',
  covid: 'COVID-19',
  search: 'Where would you like to get vaccinated?',
  searchLabel: 'ZIP code or address',
  searchButton: 'Search',
  results: 'Choose an appointment',
  summary: 'Your appointments',
  contact: 'Contact details',
  email: 'Email',
  phone: 'Phone number',
  address1: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  review: 'Check and book',
  consent: /I am the parent or legal guardian/,
  consentNames: 'of Lucia and Mateo, and I agree',
  terms: /I have read and accept the/,
  termsRequired: 'Please accept the Terms of Use to continue',
  condition: (name) => `${name} has a condition that puts them at increased risk of severe COVID-19`,
  conditionMissing: (name) =>
    `Confirm that ${name} has a condition that puts them at increased risk, or unselect COVID-19.`,
  phoneRequired: 'Enter your phone number',
  phoneHint: /Required: the pharmacy calls this number/,
  directions: /^Directions/,
  calendar: 'Add to calendar',
  calendarDialog: 'Add to your calendar',
  close: 'Close',
  manageLink: 'See, change or cancel this booking',
  manage: 'Manage my appointment',
  holdWarning: 'If you need more time, ask for it now: every place of your party gets it.',
  moreTime: 'I need more time',
  extended: /^Done: every place of your party is held\. You have (10|9) minutes to finish booking\.$/,
  book: 'Book all 4 appointments',
  confirmation: 'Your appointments are booked',
  cont: 'Continue',
};
const ES: Words = {
  prefix: '/es',
  size: '¿Para cuántas personas reserva?',
  sizeOption: '4 personas',
  recipients: /Quiénes son las 4 personas/,
  person: (n) => `Persona ${n}`,
  firstName: 'Nombre',
  lastName: 'Apellido',
  familyName: 'Romero',
  dob: 'Fecha de nacimiento',
  female: 'Femenino',
  male: 'Masculino',
  vaccines: '¿Qué vacunas necesita cada persona?',
  flu: 'Gripe',
  covid: 'COVID-19',
  search: '¿Dónde quiere vacunarse?',
  searchLabel: 'Código postal o dirección',
  searchButton: 'Buscar',
  results: 'Elija una cita',
  summary: 'Sus citas',
  contact: 'Datos de contacto',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  address1: 'Dirección',
  city: 'Ciudad',
  state: 'Estado',
  zip: 'Código postal',
  review: 'Revisar y reservar',
  consent: /Soy el padre, la madre o el tutor legal/,
  consentNames: 'de Lucia y Mateo, y acepto',
  terms: /He leído y acepto las/,
  termsRequired: 'Acepte las Condiciones de uso para continuar',
  condition: (name) => `${name} tiene una afección que aumenta su riesgo de COVID-19 grave`,
  conditionMissing: (name) => `Confirme que ${name} tiene una afección que aumenta su riesgo, o quite COVID-19.`,
  phoneRequired: 'Escriba su número de teléfono',
  phoneHint: /Obligatorio: la farmacia llama a este número/,
  directions: /^Cómo llegar/,
  calendar: 'Agregar al calendario',
  calendarDialog: 'Agregar a su calendario',
  close: 'Cerrar',
  manageLink: 'Ver, cambiar o cancelar esta reserva',
  manage: 'Administrar mi cita',
  holdWarning: 'Si necesita más tiempo, pídalo ahora: se lo damos a todos los lugares de su grupo.',
  moreTime: 'Necesito más tiempo',
  extended: /^Listo: guardamos todos los lugares de su grupo\. Tiene (10|9) minutos para terminar la reserva\.$/,
  book: 'Reservar las 4 citas',
  confirmation: 'Sus citas están reservadas',
  cont: 'Continuar',
};

/** The mouse, or the keyboard only: every act of the journey goes through one of these. */
interface Hands {
  activate(page: Page, target: Locator): Promise<void>;
  type(page: Page, target: Locator, text: string): Promise<void>;
  check(page: Page, target: Locator): Promise<void>;
  /** The nth radio of a group, counted from its first. */
  radio(page: Page, first: Locator, index: number): Promise<void>;
}
const MOUSE: Hands = {
  activate: (_page, target) => target.click(),
  type: (_page, target, text) => target.pressSequentially(text),
  check: (_page, target) => target.check(),
  radio: async (_page, first, index) => {
    const group = first.locator('xpath=ancestor::fieldset[1]');
    await group.getByRole('radio').nth(index).check();
  },
};
const KEYBOARD: Hands = {
  activate: (page, target) => press(page, target),
  type: async (page, target, text) => {
    await tabTo(page, target);
    await page.keyboard.type(text);
  },
  check: async (page, target) => {
    await tabTo(page, target);
    await page.keyboard.press('Space');
    await expect(target).toBeChecked();
  },
  radio: async (page, first, index) => {
    await tabTo(page, first);
    await page.keyboard.press('Space');
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  },
};

async function bookFamily(page: Page, w: Words, hands: Hands, shots: string) {
  test.setTimeout(300_000);
  await page.goto(`${w.prefix}/schedule/group`);
  await checkPage(page, w.size, `${shots}-size`);
  await hands.radio(page, page.getByRole('radio').first(), 3);
  await expect(page.getByRole('radio', { name: w.sizeOption })).toBeChecked();
  await hands.activate(page, page.getByRole('button', { name: w.cont }));

  await expect(page).toHaveURL(`${w.prefix}/schedule/recipients`);
  // Continue with nothing filled in: the error summary names what each person is missing.
  await hands.activate(page, page.getByRole('button', { name: w.cont }));
  await expect(page.getByRole('alert')).toBeVisible();
  await checkPage(page, w.recipients, `${shots}-recipients-errors`);
  for (const [i, person] of FAMILY.entries()) {
    const group = page.getByRole('group', { name: w.person(i + 1), exact: true });
    await hands.type(page, group.getByRole('textbox', { name: w.firstName }), person.first);
    await hands.type(page, group.getByRole('textbox', { name: w.lastName }), w.familyName);
    await hands.type(page, group.getByRole('textbox', { name: w.dob }), person.dob);
    await hands.radio(page, group.getByRole('radio', { name: w.female }), person.sex === 'female' ? 0 : 1);
  }
  await checkPage(page, w.recipients, `${shots}-recipients`);
  await hands.activate(page, page.getByRole('button', { name: w.cont }));

  await expect(page).toHaveURL(`${w.prefix}/schedule/vaccines`);
  for (const [i, person] of FAMILY.entries()) {
    const group = page.getByRole('group', { name: `${person.first} ${w.familyName}` });
    await expect(group).toBeVisible();
    if (i === 0) await expect(group).toContainText(w.prefix ? 'Seleccione hasta dos.' : 'Select up to two.');
    for (const kind of person.kinds)
      await hands.check(page, group.getByRole('checkbox', { name: kind === 'flu' ? w.flu : w.covid, exact: true }));
  }
  // COVID-19 at 46 and 48 needs a confirmed risk condition, for each of them by name, as for one person alone.
  const adults = FAMILY.filter((p) => (p.kinds as readonly string[]).includes('covid_19')).map(
    (p) => `${p.first} ${w.familyName}`,
  );
  await hands.activate(page, page.getByRole('button', { name: w.cont }));
  await expect(page).toHaveURL(`${w.prefix}/schedule/vaccines`);
  for (const name of adults) await expect(page.getByRole('link', { name: w.conditionMissing(name) })).toBeVisible();
  await checkPage(page, w.vaccines, `${shots}-vaccines-conditions`);
  await shot(page, `${shots}-vaccines-conditions`);
  for (const name of adults) await hands.check(page, page.getByRole('checkbox', { name: w.condition(name) }));
  await checkPage(page, w.vaccines, `${shots}-vaccines`);
  await hands.activate(page, page.getByRole('button', { name: w.cont }));

  await expect(page).toHaveURL(`${w.prefix}/schedule/group/search`);
  await checkPage(page, w.search, `${shots}-search`);
  await shot(page, `${shots}-search`);
  // The suggestions open over the page: the Search button stays where it was, so a click on it is never lost when
  // the list closes as the field loses focus.
  const searchButton = page.getByRole('button', { name: w.searchButton });
  const before = await searchButton.boundingBox();
  await hands.type(page, page.getByRole('combobox', { name: w.searchLabel }), '10001');
  await expect(page.getByRole('listbox', { name: w.searchLabel })).toBeVisible();
  expect(await searchButton.boundingBox()).toEqual(before);
  await hands.activate(page, searchButton);

  await expect(page).toHaveURL(`${w.prefix}/schedule/group/results`);
  const firstLocation = page.locator('.location-card__toggle').first();
  await expect(firstLocation).toBeVisible({ timeout: 30_000 });
  await checkPage(page, w.results, `${shots}-results`);
  await hands.activate(page, firstLocation);
  const time = page
    .locator('.appointment-picker')
    .getByRole('button', { name: /\d:\d\d/ })
    .first();
  await expect(time).toBeVisible({ timeout: 30_000 });
  const held = page.waitForResponse(
    (r) => r.url().includes('/api/v1/reservations/batch') && r.request().method() === 'POST',
  );
  await hands.activate(page, time);
  const holdAnswer = await held;
  expect(holdAnswer.status()).toBe(200);
  expect((await holdAnswer.json()).data.timeSlotIds).toHaveLength(4);
  const continueHeld = page.locator('.held-bar').getByRole('button', { name: new RegExp(`^${w.cont}`) });
  await expect(continueHeld).toBeEnabled({ timeout: 30_000 });
  await hands.activate(page, continueHeld);

  await expect(page).toHaveURL(`${w.prefix}/schedule/group/summary`);
  // The minutes left are written, not announced every minute; the warning before the end is (below, on the review).
  await expect(page.locator('.hold-countdown__left')).toContainText(w.prefix ? /reservados/ : /held for/);
  await checkPage(page, w.summary, `${shots}-summary`);
  await hands.activate(page, page.getByRole('button', { name: w.cont }));

  await expect(page).toHaveURL(`${w.prefix}/schedule/contact`);
  const phone = page.getByRole('textbox', { name: w.phone });
  await expect(phone).toHaveAccessibleDescription(w.phoneHint);
  await hands.type(page, page.getByRole('textbox', { name: w.email }), 'maria.lopez@example.com');
  // The phone is required for a party: left out, the page says what to enter in plain words.
  await hands.activate(page, page.getByRole('button', { name: w.cont }));
  await expect(page.getByRole('link', { name: w.phoneRequired })).toBeVisible();
  await shot(page, `${shots}-contact-errors`);
  await hands.type(page, phone, '3087621258');
  await hands.type(page, page.getByRole('textbox', { name: w.address1 }), '350 West 31st Street');
  await hands.type(page, page.getByRole('textbox', { name: w.city }), 'New York');
  await hands.type(page, page.getByRole('textbox', { name: w.state, exact: true }), 'NY');
  await hands.type(page, page.getByRole('textbox', { name: w.zip }), '10001');
  await checkPage(page, w.contact, `${shots}-contact`);
  await hands.activate(page, page.getByRole('button', { name: w.cont }));

  await expect(page).toHaveURL(`${w.prefix}/schedule/group/review`);
  // Eight and a half minutes on (the page's clock), the hold's polite warning offers more time, as the single booking
  // does; one call gives it to every place of the party, and the answer takes the focus (the button has gone).
  await page.clock.fastForward('08:30');
  const holdStatus = page.locator('.hold-countdown [role="status"]');
  await expect(holdStatus).toContainText(w.holdWarning);
  await expect(holdStatus).toHaveAttribute('aria-live', 'polite');
  await checkPage(page, w.review, `${shots}-review-hold-warning`);
  await shot(page, `${shots}-review-hold-warning`);
  const extended = page.waitForResponse(
    (r) => r.url().includes('/api/v1/reservations/batch/extend') && r.request().method() === 'POST',
  );
  await hands.activate(page, page.getByRole('button', { name: w.moreTime }));
  const extension = await extended;
  expect(extension.status()).toBe(200);
  const more = (await extension.json()).data as { timeSlotIds: string[]; extensionsLeft: number };
  expect(more.timeSlotIds).toHaveLength(FAMILY.length);
  expect(more.extensionsLeft).toBe(1);
  await expect(page.getByText(w.extended)).toBeFocused();
  await expect(page.getByRole('button', { name: w.moreTime })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: w.consent })).toHaveAccessibleName(new RegExp(w.consentNames));
  await hands.check(page, page.getByRole('checkbox', { name: w.consent }));
  const book = page.getByRole('button', { name: w.book });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  // The Terms of Use, as on the single booking's review: asked for, and the focus goes to them.
  await hands.activate(page, book);
  await expect(page.getByText(w.termsRequired)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: w.terms })).toBeFocused();
  await checkPage(page, w.review, `${shots}-review-terms`);
  await shot(page, `${shots}-review-terms`);
  await hands.check(page, page.getByRole('checkbox', { name: w.terms }));
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/appointments/batch_create') && r.request().method() === 'POST',
  );
  await hands.activate(page, book);
  const response = await answer;
  expect(response.status()).toBe(200);
  // Each adult's confirmed risk condition goes to the server, which refuses a party member without it.
  const sent = response.request().postDataJSON() as {
    appointments: Array<{ user: { firstName: string }; confirmedConditions?: string[] }>;
  };
  expect(
    sent.appointments
      .map((a) => [a.user.firstName, a.confirmedConditions ?? []])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ).toEqual([
    ['Jose', ['covid_19']],
    ['Lucia', []],
    ['Maria', ['covid_19']],
    ['Mateo', []],
  ]);
  const { registration } = (await response.json()).data as {
    registration: { accessCode: string; confirmationNumber: string };
  };

  await expect(page).toHaveURL(`${w.prefix}/schedule/group/confirmation?accessCode=${registration.accessCode}`);
  await expect(page.getByText(registration.confirmationNumber)).toBeVisible();
  for (const person of FAMILY)
    await expect(page.getByRole('heading', { level: 3, name: `${person.first} ${w.familyName}` })).toBeVisible();
  await checkPage(page, w.confirmation, `${shots}-confirmation`);
  await shot(page, `${shots}-confirmation`);
  // As the single confirmation: directions, the pharmacy's phone, the calendar file, and the manage page.
  const directions = new URL((await page.getByRole('link', { name: w.directions }).getAttribute('href')) ?? '');
  expect(directions.hostname).toBe('www.google.com');
  expect(directions.searchParams.get('destination')).toBeTruthy();
  const pharmacyPhone = page.locator('a[href^="tel:"]');
  if (await pharmacyPhone.count()) await expect(pharmacyPhone.first()).toBeVisible();
  await hands.activate(page, page.getByRole('button', { name: w.calendar }));
  const calendar = await checkModal(page, w.calendarDialog, `${shots}-modal-calendar`);
  await hands.activate(page, calendar.getByRole('button', { name: w.close }));

  // The registration as the server keeps it: four people, one location, the vaccines each chose.
  const readBack = await page.request.get(`/api/v1/registrations/${registration.accessCode}`);
  expect(readBack.status()).toBe(200);
  const stored = (await readBack.json()).data.registration as {
    confirmationNumber: string;
    appointments: Array<{ locationId: string; user: { firstName: string }; services: Array<{ kind: string }> }>;
  };
  expect(stored.confirmationNumber).toBe(registration.confirmationNumber);
  const byName = (a: [string, string[]], b: [string, string[]]) => a[0].localeCompare(b[0]);
  expect(
    stored.appointments
      .map((a): [string, string[]] => [a.user.firstName, a.services.map((s) => s.kind).sort()])
      .sort(byName),
  ).toEqual(FAMILY.map((p): [string, string[]] => [p.first, [...p.kinds].sort()]).sort(byName));
  expect(new Set(stored.appointments.map((a) => a.locationId)).size).toBe(1);

  // Read back where a person would: the manage page lists everyone of the party.
  await hands.activate(page, page.getByRole('link', { name: w.manageLink }));
  await expect(page).toHaveURL(`${w.prefix}/schedule/manage?accessCode=${registration.accessCode}`);
  await expect(page.getByRole('heading', { level: 1, name: w.manage })).toBeVisible({ timeout: 30_000 });
  for (const person of FAMILY) await expect(page.getByText(`${person.first} ${w.familyName}`).first()).toBeVisible();
  // The confirmation's address opened anew (another tab, a shared link) shows this booking, not a new party.
  const elsewhere = await page.context().newPage();
  await elsewhere.goto(`${w.prefix}/schedule/group/confirmation?accessCode=${registration.accessCode}`);
  await expect(elsewhere).toHaveURL(`${w.prefix}/schedule/manage?accessCode=${registration.accessCode}`);
  await elsewhere.close();
}

test('a family of four books one visit in English with the mouse', async ({ page }) => {
  await bookFamily(page, EN, MOUSE, 'group-en');
});

test('a family of four books one visit in Spanish with the keyboard only', async ({ page }) => {
  await bookFamily(page, ES, KEYBOARD, 'group-es');
});
