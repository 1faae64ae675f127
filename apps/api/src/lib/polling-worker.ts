// One polling worker, as the webhook, registry and waiting-list workers are: started with the server and stopped when it
// closes, every `pollMs` it runs one pass; passes never overlap on one server (a pass still running makes the next tick
// a no-op), and `runOnce` lets tests and operators run a pass now, after any pass already running. Every server of a
// fleet runs one: each worker's own leases or conditional updates keep two servers from doing one piece of work twice.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

export interface PollingWorker<Summary> {
  /** One pass now, after any pass already running (tests, and operators through a script). */
  runOnce(): Promise<Summary>;
}

export interface PollingWorkerOptions<Summary extends object> {
  /** The plugin's name ("iis-worker"). */
  name: string;
  /** What the logs call a pass: "<logAs> pass", "<logAs> pass failed". */
  logAs: string;
  /** The app decorator `runOnce` is reached through (declare it on FastifyInstance beside the call). */
  decorator: string;
  /** How often a pass starts; 0 or less starts none (`runOnce` still works). */
  pollMs: (config: AppConfig) => number;
  pass: (app: FastifyInstance) => Promise<Summary>;
  /** Whether a pass did something worth a log line (its summary, which holds counts only). */
  worthLogging?: (summary: Summary) => boolean;
}

export function pollingWorker<Summary extends object>(options: PollingWorkerOptions<Summary>) {
  return fp(
    async (app) => {
      const pass = async (): Promise<Summary> => {
        const summary = await options.pass(app);
        if (options.worthLogging?.(summary)) {
          const counts = { ...summary } as Record<string, unknown>;
          app.log.info(counts, `${options.logAs} pass`);
        }
        return summary;
      };
      let last: Promise<unknown> = Promise.resolve();
      let busy = false;
      const runOnce = (): Promise<Summary> => {
        const next = last.then(pass, pass);
        last = next.catch(() => undefined);
        return next;
      };
      const worker: PollingWorker<Summary> = { runOnce };
      app.decorate(options.decorator, worker);
      let timer: NodeJS.Timeout | null = null;
      const pollMs = options.pollMs(app.config);
      app.addHook('onReady', async () => {
        if (pollMs <= 0) return;
        timer = setInterval(() => {
          if (busy) return;
          busy = true;
          runOnce()
            // The error's message can quote SQL values; its name and code are enough to look further.
            .catch((error: { name?: string; code?: string }) =>
              app.log.warn({ err: { type: error?.name, code: error?.code } }, `${options.logAs} pass failed`),
            )
            .finally(() => {
              busy = false;
            });
        }, pollMs);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
        await last;
      });
    },
    { name: options.name },
  );
}
