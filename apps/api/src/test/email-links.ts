// Reading the link out of the e-mail we sent, as the owner of the address would: from the mail outbox.
import type { TestApp } from './dialects.ts';

/**
 * The token of a link sent to this address: a confirmation not yet confirmed when there is one, otherwise the newest
 * link (a removal link). Null when none was sent.
 */
export async function linkTokenSentTo(t: Pick<TestApp, 'database'>, email: string): Promise<string | null> {
  const db = t.database.db;
  const sent = db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('kind', '=', 'email_confirmation')
    .where('recipient', '=', email.toLowerCase());
  const mail =
    (await sent
      .where('reference', 'in', db.selectFrom('email_confirmations').select('id').where('confirmed_at', 'is', null))
      .executeTakeFirst()) ?? (await sent.orderBy('created_at', 'desc').executeTakeFirst());
  const match = mail ? /[?&]token=([^\s&]+)/.exec(mail.text_body) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Opens the confirmation link sent to the address and presses its button. */
export async function confirmLinkSentTo(t: Pick<TestApp, 'app' | 'database'>, email: string) {
  const token = await linkTokenSentTo(t, email);
  if (!token) throw new Error(`no link was sent to ${email}`);
  return t.app.inject({ method: 'POST', url: '/api/v1/email_confirmations', payload: { token } });
}
