// The scheduler's booking body, typed by the domain's contract (decision 101): the page gives the flow's state and
// the form, this module says what the server receives; the call itself is lib/api/appointments.ts.
import type { BatchCreateAppointmentsBody } from '@vaxnear/domain/contracts/appointments';
import type { Locale } from '@vaxnear/domain/enumerations';
import { hasPregnancyOffering } from '@vaxnear/domain/booking/pregnancy-offering';
import { hasBrands } from '@vaxnear/domain/vaccines';
import { selectedKinds, type PatientFormData, type SchedulerContext } from '../machine/scheduler.machine.ts';

/** The optional permissions: e-mails about vaccines, use of personal and health information, text messages. */
export interface Consents {
  marketing: boolean;
  phi: boolean;
  sms: boolean;
}

/** The body of POST /appointments/batch_create from the flow's state and the patient form, typed by the contract. */
export function bookingBody(
  context: SchedulerContext,
  form: PatientFormData,
  consents: Consents,
  locale: Locale,
): BatchCreateAppointmentsBody {
  const appointment = context.appointments[0]!;
  const kinds = selectedKinds(context);
  const phone = (form.phone ?? '').replace(/\D/g, '');
  return {
    email: form.email.trim(),
    phoneNumber: phone || undefined,
    locale,
    appointments: [
      {
        locationId: appointment.locationId,
        timeSlotId: appointment.timeSlotId,
        services: [
          ...kinds.map((kind) => ({
            kind,
            brand: hasBrands(kind) ? (context.brands[kind] ?? null) : null,
          })),
          // Accepted in an add-on prompt after the summary (decision 051).
          ...context.additionalServices
            .filter((s) => !kinds.includes(s.kind))
            .map((s) => ({ kind: s.kind, brand: s.brand, isAdditional: true })),
        ],
        user: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          sex: form.sex,
          dateOfBirth: form.dateOfBirthIso ?? form.dateOfBirth,
          address1: form.address1.trim(),
          address2: form.address2.trim() || null,
          city: form.city.trim(),
          state: form.state.trim().toUpperCase(),
          zipCode: form.zipCode.trim(),
          marketingCommunications: consents.marketing,
          marketingCommunicationsWithPhi: consents.phi,
          // The server reads a guardian booking (minor flow) from this consent.
          ...(context.bookingFlow === 'minor' ? { parentalConsent: form.parentalConsent === true } : {}),
        },
        ...(phone ? { smsCommunications: consents.sms } : {}),
        ...(kinds.some(hasPregnancyOffering)
          ? {
              healthQuestionnaire: {
                pregnant: context.isPregnant === true,
                // The day list shows the week of pregnancy from it (decision 243).
                ...(context.isPregnant === true && context.pregnancyDueDate
                  ? { dueDate: context.pregnancyDueDate }
                  : {}),
              },
            }
          : {}),
        ...(form.confirmedConditions?.length ? { confirmedConditions: form.confirmedConditions } : {}),
      },
    ],
  };
}
