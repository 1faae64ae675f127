import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { answerApi, failure, json, renderBooking } from '../review/review-test-support.tsx';
import { heldSlot, storeFlow } from '../machine/scheduler-test-fixtures.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const slot = heldSlot();
const registration: Registration = {
  accessCode: 'abc',
  confirmationNumber: 'VX-1234',
  appointments: [
    {
      id: 'a1',
      timeSlotId: slot.timeSlotId,
      time: slot.time,
      durationMinutes: 15,
      locationId: slot.locationId,
      location: { id: 'loc-1', ...slot.location, zipCode: '10001' },
      services: [{ kind: 'flu', brand: null }],
      user: { firstName: 'Leo', lastName: 'Ruiz' },
      status: 'booked',
    },
  ],
};

// What the person reads, each line in English then in Spanish.
const copy = {
  prefix: ['', '/es'],
  title: ['Check and book the appointment', 'Revise y reserve la cita'],
  terms: [/I have read and accept the/, /He leído y acepto las/],
  book: ['Confirm and book', 'Confirmar y reservar'],
  consent: [
    'I agree that the pharmacy may use the personal and health information of the person getting vaccinated to send me information about vaccines.',
    'Acepto que la farmacia use la información personal y de salud de la persona que se vacunará para enviarme información sobre vacunas.',
  ],
  sms: [
    'I agree to receive text messages about this appointment. Up to 8 messages a month; message and data rates may apply.',
    'Acepto recibir mensajes de texto sobre esta cita. Hasta 8 mensajes al mes; pueden aplicarse tarifas de mensajes y datos.',
  ],
  problemTitle: ['Please check the details you gave', 'Revise los datos que indicó'],
  problem: [
    'There is something wrong with the email you gave: ana@example.com',
    'Hay un problema con el dato «correo electrónico» que indicó: ana@example.com',
  ],
  contact: ['Contact provider', 'Contactar al proveedor'],
  contactBody: [
    'The provider could not accept some of the details you gave. They can help you book for the person getting vaccinated by phone or at the pharmacy.',
    'El proveedor no pudo aceptar algunos de los datos que indicó. Pueden ayudarle a reservar para la persona que se vacunará por teléfono o en la farmacia.',
  ],
  booked: ['The appointment is booked', 'La cita está reservada'],
  about: ['About the appointment', 'Sobre la cita'],
  aboutBody: [
    'Arrive a few minutes early with the person getting vaccinated, and bring their insurance card and a photo ID if they have them.',
    'Llegue unos minutos antes con la persona que se vacunará y lleve su tarjeta del seguro y una identificación con foto, si las tiene.',
  ],
  expired: ['The appointment hold has ended', 'La reserva temporal de la cita ha terminado'],
  expiredBody: [
    'the details of the person getting vaccinated are kept.',
    'los datos de la persona que se vacunará se conservan.',
  ],
} as const;

type Copy = { [K in keyof typeof copy]: (typeof copy)[K][number] };
const copyIn = (locale: 'en' | 'es'): Copy =>
  Object.fromEntries(Object.entries(copy).map(([key, [en, es]]) => [key, locale === 'en' ? en : es])) as Copy;

describe.each(['en', 'es'] as const)(
  'a guardian booking for a minor reads about the person getting vaccinated (%s)',
  (locale) => {
    const text = copyIn(locale);

    it('on the review page and its dialogs', { timeout: 30_000 }, async () => {
      storeFlow({ minor: true });
      answerApi({
        'POST /appointments/batch_create': () =>
          failure(400, { code: 'VALIDATION_FAILED', field: 'appointments.0.user.email' }),
      });
      const user = userEvent.setup();
      renderBooking(`${text.prefix}/schedule/review`);
      expect(
        await screen.findByRole('heading', { level: 1, name: text.title }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: text.consent })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: text.sms })).not.toBeChecked();

      await user.click(screen.getByRole('checkbox', { name: text.terms }));
      const book = screen.getByRole('button', { name: text.book });
      await waitFor(() => expect(book).toBeEnabled());
      await user.click(book);
      const dialog = await screen.findByRole('alertdialog', { name: text.problemTitle });
      expect(dialog).toHaveTextContent(text.problem);
      await user.click(within(dialog).getByRole('button', { name: text.contact }));
      await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent(text.contactBody));
    });

    it('on the confirmation of the booking just made', { timeout: 30_000 }, async () => {
      storeFlow({ minor: true, then: [{ type: 'BOOKED', accessCode: 'abc' }] });
      answerApi({ 'GET /registrations/abc': () => json(200, { data: { registration } }) });
      renderBooking(`${text.prefix}/schedule/confirmation?accessCode=abc`);
      expect(
        await screen.findByRole('heading', { level: 1, name: text.booked }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(await screen.findByText('VX-1234')).toBeInTheDocument();
      const about = screen.getByText(text.about).closest('details')!;
      expect(about).toHaveTextContent(text.aboutBody);
    });

    it('on the page that follows an ended hold', { timeout: 30_000 }, async () => {
      storeFlow({ minor: true, then: [{ type: 'SLOT_LOST', reason: 'expired' }] });
      answerApi({});
      renderBooking(`${text.prefix}/schedule/appointment-expired`);
      const status = await screen.findByText(text.expired, {}, { timeout: 15_000 });
      expect(status.closest('[role="status"]')).toHaveTextContent(text.expiredBody);
    });
  },
);

describe('the adult wording stays for everyone else', () => {
  it(
    'a confirmation opened from an e-mailed link, with no flow in this tab, speaks to "you"',
    { timeout: 30_000 },
    async () => {
      answerApi({ 'GET /registrations/abc': () => json(200, { data: { registration } }) });
      renderBooking('/schedule/confirmation?accessCode=abc');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your appointment is booked' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(await screen.findByText('About your appointment')).toBeInTheDocument();
    },
  );

  it('an adult whose hold ended keeps "your details"', { timeout: 30_000 }, async () => {
    storeFlow({ then: [{ type: 'SLOT_LOST', reason: 'expired' }] });
    answerApi({});
    renderBooking('/schedule/appointment-expired');
    const status = await screen.findByText('Your appointment hold has ended', {}, { timeout: 15_000 });
    expect(status.closest('[role="status"]')).toHaveTextContent('your details are kept.');
  });
});
