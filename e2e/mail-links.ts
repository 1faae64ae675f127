// The link a person would click in the e-mail we sent them, read from the outbox of this worker's e2e server
// (e2eDatabasePath, playwright.config.ts). Returned as a path, so the page opens it on the suite's own address.
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { e2eDatabasePath } from './test.ts';

export async function linkSentTo(email: string, page: 'confirm-email' | 'unsubscribe'): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true });
        try {
          const rows = db
            .prepare(
              "select text_body from mail_outbox where kind = 'email_confirmation' and recipient = ? order by created_at desc",
            )
            .all(email.toLowerCase()) as Array<{ text_body: string }>;
          const pattern = new RegExp(`https?://[^/\\s]+((?:/es)?/${page}\\?token=[^\\s]+)`);
          link = rows.map((row) => pattern.exec(row.text_body)?.[1]).find(Boolean) ?? null;
        } finally {
          db.close();
        }
        return link;
      },
      { message: `a ${page} link e-mailed to ${email}` },
    )
    .not.toBeNull();
  return link!;
}
