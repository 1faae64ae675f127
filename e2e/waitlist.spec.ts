import { expect, test } from './test.ts';
import { checkPage, press, tabTo } from './page-checks.ts';
import { openE2eDatabase } from './e2e-database.ts';

/** The newest waiting-list link of this page e-mailed to the address, as a path on the suite's own address. */
function waitlistLinkSentTo(email: string, page: 'confirm' | 'manage'): string | null {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare(
        "select text_body from mail_outbox where kind = 'waitlist_confirmation' and recipient = ? order by created_at desc",
      )
      .all([email]) as Array<{ text_body: string }>;
    const pattern = new RegExp(`https?://[^/\\s]+((?:/es)?/waitlist/${page}\\?token=[^\\s]+)`);
    return rows.map((row) => pattern.exec(row.text_body)?.[1]).find(Boolean) ?? null;
  } finally {
    db.close();
  }
}

async function linkSentTo(email: string, page: 'confirm' | 'manage'): Promise<string> {
  await expect.poll(() => waitlistLinkSentTo(email, page), { message: `a ${page} link to ${email}` }).not.toBeNull();
  return waitlistLinkSentTo(email, page)!;
}

test.describe('the waiting list', () => {
  for (const locale of ['en', 'es'] as const) {
    test(`a person confirms their entry from the e-mail link, sees it and leaves it, by keyboard (${locale})`, async ({
      page,
    }) => {
      const email = `wait-${locale}-${Date.now()}@example.com`;
      // The join form is not built yet: the person joins through the API call it would make.
      const joined = await page.request.post('/api/v1/waitlist/entries', {
        data: {
          email,
          firstName: 'Rosa',
          lastName: 'Diaz',
          dateOfBirth: '04/12/1958',
          kinds: ['flu'],
          near: { lat: 42.1, lng: -102.87 },
          miles: 25,
          weekdays: [1, 2, 3, 4, 5],
          until: '2099-01-01',
          locale,
        },
      });
      expect(joined.status()).toBe(202);
      const words =
        locale === 'en'
          ? {
              confirmTitle: 'Confirm your place on the waiting list',
              confirm: 'Confirm',
              done: /You are on the waiting list/,
              manageTitle: 'Your waiting list entries',
              waiting: /waiting/,
              leave: 'Leave the list for Flu',
              left: /you left the list/,
            }
          : {
              confirmTitle: 'Confirme su lugar en la lista de espera',
              confirm: 'Confirmar',
              done: /Está en la lista de espera/,
              manageTitle: 'Sus inscripciones en la lista de espera',
              waiting: /en espera/,
              leave: 'Dejar la lista para Gripe',
              left: /dejó la lista/,
            };
      await page.goto(await linkSentTo(email, 'confirm'));
      await checkPage(page, words.confirmTitle, `waitlist-confirm-${locale}`);
      const confirm = page.getByRole('button', { name: words.confirm, exact: true });
      await tabTo(page, confirm);
      await press(page, confirm);
      await expect(page.getByText(words.done)).toBeVisible();

      await page.goto(await linkSentTo(email, 'manage'));
      await checkPage(page, words.manageTitle, `waitlist-manage-${locale}`);
      await expect(page.locator('.waitlist-entries li')).toContainText(words.waiting);
      const leave = page.getByRole('button', { name: words.leave });
      await tabTo(page, leave);
      await press(page, leave);
      await expect(page.locator('.waitlist-entries li')).toContainText(words.left);
    });
  }
});
