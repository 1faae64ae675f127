// The mail worker, started with the server and stopped when it closes: every MAIL_POLL_MS it turns due reminders (and the
// one reminder of an unopened confirmation link) into outbox e-mails and sends what is due. Without SMTP_URL it does not run: e-mails wait in the outbox (a warning says so).
import fp from 'fastify-plugin';
import { linkSecret } from './link-secret.ts';
import { queueDueReminders } from '../reminders/reminders.service.ts';
import { unsubscribeLinks } from '../email-confirmations/email-confirmations.service.ts';
import { queueConfirmationReminders } from '../email-confirmations/confirmation-reminders.service.ts';
import { createMailTransport, deliverDueMail, type DeliverySummary } from './mail.service.ts';

export interface MailPassSummary extends DeliverySummary {
  queuedReminders: number;
}

export interface MailWorker {
  /** One pass now, after any pass already running (tests, and operators through a script). */
  runOnce(): Promise<MailPassSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when SMTP_URL is not set. */
    mailWorker: MailWorker | null;
  }
}

export const mailWorkerPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, mailPollMs } = app.config;
    if (!smtpUrl) {
      app.decorate('mailWorker', null);
      app.addHook('onReady', async () => {
        app.log.warn('SMTP_URL is not set: confirmation and reminder e-mails are kept in mail_outbox and not sent.');
      });
      return;
    }
    const transport = createMailTransport(smtpUrl);
    const pass = async (): Promise<MailPassSummary> => {
      const now = app.clock.now();
      const gate = { secret: await linkSecret(app.deps), config: app.config };
      const queuedReminders =
        (await queueDueReminders(
          app.database.db,
          now,
          (email, locale) => unsubscribeLinks(app.deps, email, locale),
          gate,
        )) + (await queueConfirmationReminders(app.database.db, now, gate));
      const delivered = await deliverDueMail({
        db: app.database.db,
        clock: app.clock,
        transport,
        from: mailFrom,
        onFailure: (event) =>
          app.log.warn(
            event,
            event.givenUp ? 'e-mail given up after its last attempt' : 'sending an e-mail failed; will retry',
          ),
      });
      const summary = { queuedReminders, ...delivered };
      app.metrics.mailSent.inc(delivered.sent);
      app.metrics.mailFailed.inc({ final: 'false' }, delivered.retried);
      app.metrics.mailFailed.inc({ final: 'true' }, delivered.failed);
      if (queuedReminders + delivered.sent + delivered.retried + delivered.failed > 0)
        app.log.info(summary, 'mail pass');
      return summary;
    };

    let last: Promise<unknown> = Promise.resolve();
    let busy = false;
    const runOnce = (): Promise<MailPassSummary> => {
      const next = last.then(pass, pass);
      last = next.catch(() => undefined);
      return next;
    };
    app.decorate('mailWorker', { runOnce });

    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        runOnce()
          // The error's message can quote SQL values; its name and code are enough to look further.
          .catch((error: { name?: string; code?: string }) =>
            app.log.warn({ err: { type: error?.name, code: error?.code } }, 'mail pass failed'),
          )
          .finally(() => {
            busy = false;
          });
      }, mailPollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await last;
      transport.close();
    });
  },
  { name: 'mail-worker' },
);
