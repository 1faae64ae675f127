import { expect, type Locator, type Page, type Response } from '@playwright/test';

// The last press of every booking journey (docs/product/booking-flow.md, Review; POST /appointments/batch_create):
// Book, the server's answer, and the confirmation page showing that booking. The terms are accepted by the caller,
// whose journey decides how (mouse or keyboard) and what to check first.

export interface Booked {
  response: Response;
  registration: { accessCode: string; confirmationNumber: string };
}

/** Presses `book` (by mouse, or with `press` by keyboard) and follows the booking to its confirmation page. */
export async function bookAndConfirm(page: Page, book: Locator, { press, localePrefix = '' }: {
  press?: (page: Page, target: Locator) => Promise<void>;
  localePrefix?: '' | '/es';
} = {}): Promise<Booked> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/appointments/batch_create') && r.request().method() === 'POST');
  if (press) await press(page, book);
  else await book.click();
  const response = await answer;
  const { data } = await response.json() as { data: { registration: Booked['registration'] } };
  await expect(page).toHaveURL(`${localePrefix}/schedule/confirmation?accessCode=${data.registration.accessCode}`);
  await expect(page.getByText(data.registration.confirmationNumber)).toBeVisible();
  return { response, registration: data.registration };
}
