import { chainRoutes } from './chains/index.ts';
import type { FastifyInstance } from 'fastify';
import { availabilityRoutes } from './availabilities/index.ts';
import { geolocationRoutes } from './geolocation/index.ts';
import { queryRoutes } from './query/index.ts';
import { healthRoutes } from './health/index.ts';
import { botCheckRoutes } from './bot-check/index.ts';
import { reservationRoutes } from './reservations/index.ts';
import { appointmentRoutes } from './appointments/index.ts';
import { registrationRoutes } from './registrations/index.ts';
import { eligibilityRoutes } from './eligibilities/index.ts';
import { reminderRoutes } from './reminders/index.ts';
import { externalSurveyRoutes } from './external-surveys/index.ts';
import { subscriptionRoutes } from './subscriptions/index.ts';
import { providerRegistrationRoutes } from './provider-registrations/index.ts';
import { fhirRoutes } from './fhir/index.ts';
import { emailStopRoutes } from './email-stops/index.ts';
import { staffRoutes } from './staff/index.ts';
import { pharmacyFhirRoutes } from './pharmacy-fhir/index.ts';
import { closureOfferRoutes } from './closure-offers/index.ts';
import { waitingListRoutes } from './waiting-list/index.ts';

/**
 * One folder per resource, each exporting one Fastify plugin `<resource>Routes(api)` that declares its routes (and
 * nothing global: hooks and handlers that apply to every route live in plugins/). They all register the same way.
 */
export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  for (const routes of [
    geolocationRoutes,
    queryRoutes,
    availabilityRoutes,
    healthRoutes,
    botCheckRoutes,
    reservationRoutes,
    appointmentRoutes,
    registrationRoutes,
    eligibilityRoutes,
    reminderRoutes,
    externalSurveyRoutes,
    subscriptionRoutes,
    providerRegistrationRoutes,
    fhirRoutes,
    emailStopRoutes,
    staffRoutes,
    pharmacyFhirRoutes,
    closureOfferRoutes,
    waitingListRoutes,
    chainRoutes,
  ])
    await api.register(routes);
}
