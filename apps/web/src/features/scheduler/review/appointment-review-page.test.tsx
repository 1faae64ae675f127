import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, failure, json, renderBooking } from './review-test-support.tsx';
import { adultForm, heldSlot, storeFlow, storedContext } from '../machine/scheduler-test-fixtures.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slotId = heldSlot().timeSlotId;
const released = { timeSlotIds: [slotId] };

/** Opens the review page of a stored flow and books, once the terms are accepted. */
async function openReviewAndBook() {
  const user = userEvent.setup();
  const app = renderBooking('/schedule/review');
  await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }, { timeout: 15_000 });
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept the/ }));
  const book = screen.getByRole('button', { name: 'Confirm and book' });
  await waitFor(() => expect(book).toBeEnabled());
  await user.click(book);
  return { user, app };
}

async function bookAgain(user: ReturnType<typeof userEvent.setup>) {
  const book = screen.getByRole('button', { name: 'Confirm and book' });
  await waitFor(() => expect(book).toBeEnabled());
  await user.click(book);
}

describe('the review page when the provider rejects the details', () => {
  it(
    'names the one field and its value; Edit goes back one step with the value saved for reconfirmation',
    { timeout: 30_000 },
    async () => {
      storeFlow();
      const api = answerApi({
        'POST /appointments/batch_create': () =>
          failure(400, { code: 'VALIDATION_FAILED', field: 'appointments.0.user.email' }),
      });
      const { user, app } = await openReviewAndBook();

      const dialog = await screen.findByRole('alertdialog', { name: 'Please check your details' });
      expect(dialog).toHaveTextContent('There is something wrong with your email: ana@example.com');
      expect(api.to('POST /appointments/batch_create')[0]!.botCheckToken).toMatch(/^create_appointments-token-/);
      expect(storedContext().reconfirmFields).toEqual({ email: 'ana@example.com' });

      await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/schedule/info');
      // The form is there to correct, filled in; the rejected e-mail must be changed before review again.
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
          /The provider could not accept this email\. Please enter a different one\./,
        ),
      );
      expect(app.location()).toBe('/schedule/info');
    },
  );

  it(
    'lists several fields, and Contact provider offers the website (through the leave-site modal), a call and directions',
    { timeout: 30_000 },
    async () => {
      storeFlow();
      answerApi({
        'POST /appointments/batch_create': () =>
          failure(
            400,
            { code: 'MISSING_INFORMATION', field: 'appointments.0.user.firstName' },
            { code: 'VALIDATION_FAILED', field: 'appointments.0.user.phoneNumber' },
          ),
      });
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user } = await openReviewAndBook();

      const dialog = await screen.findByRole('alertdialog', { name: 'Please check your details' });
      expect(dialog).toHaveTextContent('There is something wrong with these details:');
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['first name: Ana', 'phone number: (212) 555-0100']);
      expect(storedContext().reconfirmFields).toEqual({ firstName: 'Ana', phoneNumber: '(212) 555-0100' });

      await user.click(within(dialog).getByRole('button', { name: 'Contact provider' }));
      const contact = await screen.findByRole('alertdialog', { name: 'Contact provider for assistance' });
      expect(screen.queryByRole('alertdialog', { name: 'Please check your details' })).toBeNull();
      expect(within(contact).getByRole('link', { name: 'Call (212) 555-0199' })).toHaveAttribute(
        'href',
        'tel:2125550199',
      );
      expect(within(contact).getByRole('link', { name: 'Get directions' })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=40.75,-73.99',
      );

      await user.click(within(contact).getByRole('link', { name: 'Visit website' }));
      const leave = await screen.findByRole('dialog', { name: 'You are leaving Vaxnear' });
      expect(open).not.toHaveBeenCalled();
      expect(leave).toHaveTextContent('pharmacy.example.com');
      await user.click(within(leave).getByRole('button', { name: /^Continue/ }));
      expect(open).toHaveBeenCalledWith('https://pharmacy.example.com/store/1', '_blank', 'noopener,noreferrer');
    },
  );

  it(
    'Select another provider goes back to the results, releases the held slot and keeps the details',
    { timeout: 30_000 },
    async () => {
      storeFlow();
      const api = answerApi({
        'POST /appointments/batch_create': () =>
          failure(400, { code: 'VALIDATION_FAILED', field: 'appointments.0.user.lastName' }),
        'DELETE /reservations': () => json(200, { data: released }),
      });
      const { user, app } = await openReviewAndBook();
      const dialog = await screen.findByRole('alertdialog', { name: 'Please check your details' });
      expect(dialog).toHaveTextContent('There is something wrong with your last name: Ruiz');
      await user.click(within(dialog).getByRole('button', { name: 'Contact provider' }));
      const contact = await screen.findByRole('alertdialog', { name: 'Contact provider for assistance' });
      await user.click(within(contact).getByRole('button', { name: 'Select another provider' }));

      await waitFor(() => expect(app.location()).toBe('/schedule/results'), { timeout: 15_000 });
      await waitFor(() => expect(api.to('DELETE /reservations')).toHaveLength(1));
      expect(api.to('DELETE /reservations')[0]).toMatchObject({
        body: released,
        botCheckToken: expect.stringMatching(/^delete_reservation-token-/) as unknown,
      });
      expect(storedContext()).toMatchObject({
        appointments: [],
        patientForm: adultForm,
        releaseTimeSlotIds: [],
        reconfirmFields: {},
      });
    },
  );
});

describe('the review page when booking fails for no stated reason', () => {
  it(
    "offers Try again, then names the provider's difficulties and offers another provider",
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['covid_19'], addOn: 'flu' });
      expect(storedContext().visited).toContain('fluPrompt');
      const api = answerApi({
        'POST /appointments/batch_create': () => failure(503, { code: 'SOMETHING_WENT_WRONG' }),
        'DELETE /reservations': () => json(200, { data: released }),
      });
      const { user, app } = await openReviewAndBook();

      const first = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
      expect(first).toHaveTextContent(
        'There was an unexpected error. Please try again to see if the issue is resolved.',
      );
      expect(within(first).queryByRole('button', { name: 'Select another provider' })).toBeNull();
      await user.click(within(first).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(app.location()).toBe('/schedule/review');

      await bookAgain(user);
      const repeat = await screen.findByRole('alertdialog', { name: 'We could not book this appointment' });
      expect(repeat).toHaveTextContent('We are experiencing difficulties connecting with the provider you selected');
      const [firstCall, secondCall] = api.to('POST /appointments/batch_create');
      // Each attempt spends its own proof.
      expect(secondCall!.botCheckToken).not.toBe(firstCall!.botCheckToken);
      expect(within(repeat).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

      // With an add-on prompt in between, "back three steps" is more steps, and still the results.
      await user.click(within(repeat).getByRole('button', { name: 'Select another provider' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/results'), { timeout: 15_000 });
      await waitFor(() => expect(api.to('DELETE /reservations')).toHaveLength(1));
      expect(storedContext()).toMatchObject({ appointments: [], additionalServices: [], patientForm: adultForm });
    },
  );
});

describe('the review page when the slot was taken', () => {
  it('Select another appointment goes to the expired page, not the results', { timeout: 30_000 }, async () => {
    storeFlow();
    answerApi({ 'POST /appointments/batch_create': () => failure(409, { code: 'TIME_SLOT_TAKEN' }) });
    const { user, app } = await openReviewAndBook();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'The appointment you selected is no longer available',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Select another appointment' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/appointment-expired'), { timeout: 15_000 });
    expect(storedContext().patientForm).toEqual(adultForm);
  });
});

describe('the review page when the booking is refused by the booking limits (decision 223)', () => {
  it(
    'a time no longer held says so and Choose a time again goes to the expired page, details kept',
    { timeout: 30_000 },
    async () => {
      storeFlow();
      answerApi({ 'POST /appointments/batch_create': () => failure(409, { code: 'HOLD_REQUIRED' }) });
      const { user, app } = await openReviewAndBook();
      const dialog = await screen.findByRole('alertdialog', { name: 'Your time is no longer held' });
      await user.click(within(dialog).getByRole('button', { name: 'Choose a time again' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/appointment-expired'), { timeout: 15_000 });
      expect(storedContext().patientForm).toEqual(adultForm);
    },
  );

  it(
    'a person already booked for the vaccine is told the contact of that booking got a link, and can check the details',
    { timeout: 30_000 },
    async () => {
      storeFlow();
      answerApi({
        'POST /appointments/batch_create': () =>
          failure(409, { code: 'PERSON_ALREADY_BOOKED', field: 'appointments.0.user' }),
      });
      const { user, app } = await openReviewAndBook();
      const dialog = await screen.findByRole('alertdialog', {
        name: 'You may already have an appointment for this vaccine',
      });
      expect(dialog).toHaveTextContent('we have sent a link to see, change or cancel it');
      await user.click(within(dialog).getByRole('button', { name: 'Check the details' }));
      await waitFor(() => expect(app.location()).not.toBe('/schedule/review'), { timeout: 15_000 });
    },
  );

  it('a daily cap says to try tomorrow or call the pharmacy', { timeout: 30_000 }, async () => {
    storeFlow();
    answerApi({
      'POST /appointments/batch_create': () => failure(429, { code: 'TOO_MANY_BOOKINGS', field: 'user.email' }),
    });
    await openReviewAndBook();
    const dialog = await screen.findByRole('alertdialog', { name: 'We cannot book more appointments today' });
    expect(dialog).toHaveTextContent('Try again tomorrow, or call the pharmacy to book.');
  });
});

describe('changing the appointment from review', () => {
  it('opens the new-appointment page with the details and the hold kept', { timeout: 30_000 }, async () => {
    storeFlow();
    answerApi({
      'GET /query': () => json(200, { data: { locations: [], page: 1, pageSize: 10, total: 0, radiusMiles: 25 } }),
    });
    const user = userEvent.setup();
    const app = renderBooking('/schedule/review');
    await user.click(
      await screen.findByRole('button', { name: 'Change the appointment time or place' }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(app.location()).toBe('/schedule/new-appointment'));
    expect(
      await screen.findByText('Choose a new appointment to continue booking. Your details are kept.'),
    ).toBeInTheDocument();
    expect(storedContext()).toMatchObject({ patientForm: adultForm });
    expect(storedContext().appointments.map((a) => a.timeSlotId)).toEqual([slotId]);
  });
});
