// The maternal RSV reminder, typed by the domain's contract (decision 101).
import type { BatchCreateRemindersBody, BatchCreateRemindersResponse } from '@vaxnear/domain/contracts/reminders';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /reminders/batch_create: stores the reminders (proof for `create_reminders`). */
export function createReminders(
  body: BatchCreateRemindersBody,
  botCheckToken: string,
): Promise<BatchCreateRemindersResponse> {
  return apiRequest<BatchCreateRemindersResponse>('POST', '/reminders/batch_create', { body, botCheckToken });
}
