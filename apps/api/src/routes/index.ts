import type { FastifyInstance } from 'fastify';
import { availabilityRoutes } from './availabilities/index.ts';
import { geolocationRoutes } from './geolocation/index.ts';
import { queryRoutes } from './query/index.ts';
import { registerHealthRoutes } from './health/index.ts';
import { registerBotCheckRoutes } from './bot-check/index.ts';
import { registerReservationRoutes } from './reservations/index.ts';
import { registerAppointmentRoutes } from './appointments/index.ts';
import { registerRegistrationRoutes } from './registrations/index.ts';
import { registerRegistrationCalendarRoute } from './registrations/calendar.ts';
import { registerEligibilityRoutes } from './eligibilities/index.ts';
import { registerReminderRoutes } from './reminders/index.ts';
import { registerExternalSurveyRoutes } from './external-surveys/index.ts';
import { registerSubscriptionRoutes } from './subscriptions/index.ts';
import { registerProviderRegistrationRoutes } from './provider-registrations/index.ts';
import { fhirRoutes } from './fhir/index.ts';

/** Every resource of the spec's call table, one folder each under routes/. */
export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(geolocationRoutes);
  await api.register(queryRoutes);
  await api.register(availabilityRoutes);
  await registerHealthRoutes(api);
  await registerBotCheckRoutes(api);
  await registerReservationRoutes(api);
  await registerAppointmentRoutes(api);
  await registerRegistrationRoutes(api);
  await registerRegistrationCalendarRoute(api);
  await registerEligibilityRoutes(api);
  await registerReminderRoutes(api);
  await registerExternalSurveyRoutes(api);
  await registerSubscriptionRoutes(api);
  await registerProviderRegistrationRoutes(api);
  await api.register(fhirRoutes);
}
