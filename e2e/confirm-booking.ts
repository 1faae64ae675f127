import { expect, type Locator, type Page, type Response } from '@playwright/test';

// The last press of every booking journey (docs/product/booking-flow.md, Review; POST /appointments/batch_create): Book,
// the server's answer, the confirmation page showing that booking, and the booking read back from the API as
// anyone holding the access code would. The terms are accepted by the caller, whose journey decides how (mouse or
// keyboard) and what to check first.

export interface BookedService {
  kind: string;
  brand: string | null;
  forPregnancy?: boolean;
}
export interface BookedAppointment {
  time: string;
  services: BookedService[];
  user: { firstName: string; lastName: string };
  location: { name: string };
}

export interface Booked {
  response: Response;
  /** What the page sent to POST /appointments/batch_create. */
  sent: {
    email: string;
    phoneNumber?: string | null;
    appointments: Array<{
      services: Array<{ kind: string; brand?: string | null }>;
      user: Record<string, unknown>;
      healthQuestionnaire?: { pregnant?: boolean };
    }>;
  };
  registration: { accessCode: string; confirmationNumber: string; appointments: BookedAppointment[] };
}

/** Presses `book` (by mouse, or with `press` by keyboard) and follows the booking to its confirmation page. */
export async function bookAndConfirm(
  page: Page,
  book: Locator,
  {
    press,
    localePrefix = '',
  }: {
    press?: (page: Page, target: Locator) => Promise<void>;
    localePrefix?: '' | '/es';
  } = {},
): Promise<Booked> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/appointments/batch_create') && r.request().method() === 'POST',
  );
  if (press) await press(page, book);
  else await book.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { registration: Booked['registration'] } };
  await expect(page).toHaveURL(`${localePrefix}/schedule/confirmation?accessCode=${data.registration.accessCode}`);
  await expect(page.getByText(data.registration.confirmationNumber)).toBeVisible();

  // The booking is stored: the API gives it back by its access code, with what the page sent.
  const sent = response.request().postDataJSON() as Booked['sent'];
  const stored = await page.request.get(`/api/v1/registrations/${encodeURIComponent(data.registration.accessCode)}`);
  expect(stored.status()).toBe(200);
  const { registration } = ((await stored.json()) as { data: { registration: Booked['registration'] } }).data;
  expect(registration.confirmationNumber).toBe(data.registration.confirmationNumber);
  const kinds = (services: ReadonlyArray<{ kind: string }>) => services.map((s) => s.kind).sort();
  expect(registration.appointments.map((a) => kinds(a.services))).toEqual(
    sent.appointments.map((a) => kinds(a.services)),
  );
  expect(registration.appointments[0]!.user.firstName).toBe(String(sent.appointments[0]!.user.firstName).trim());
  return { response, sent, registration };
}
