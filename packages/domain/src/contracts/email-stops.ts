// POST /email_stops and /email_stops/undo (decision 227): the "this was not me" link at the end of every e-mail
// stops every e-mail to that address, and the same link undoes it. The token is the proof.
import { z } from 'zod';

export const emailStopBodySchema = z.object({ token: z.string().min(1).max(600) });
export type EmailStopBody = z.infer<typeof emailStopBodySchema>;
export const emailStopResponseSchema = z.object({ data: z.object({ status: z.enum(['stopped', 'resumed']) }) });
export type EmailStopResponse = z.infer<typeof emailStopResponseSchema>;
