// The booking call, typed by the domain's contract (decision 101): the scheduler and group booking both book
// through it (decision 211); each builds its own body from its flow.
import type { BatchCreateAppointmentsBody } from '@vaxnear/domain/contracts/appointments';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { apiRequest } from '../api-client.ts';

/** POST /appointments/batch_create (proof for `create_appointments`); answers the stored booking. */
export async function bookAppointments(
  body: BatchCreateAppointmentsBody,
  botCheckToken: string,
): Promise<Registration> {
  const { registration } = await apiRequest<{ registration: Registration }>('POST', '/appointments/batch_create', {
    body,
    botCheckToken,
    // One key per attempt: a retry of the same attempt after a dropped answer cannot book twice.
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return registration;
}
