// A webhook receiver for the tests: a real HTTP server on loopback that checks every delivery's signature with the
// `standardwebhooks` library (Webhook.verify), as a pharmacy system would, and answers as the test tells it to.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The secrets (of those given) whose signature verifies. */
  verifiedWith: string[];
  parsed: { type: string; timestamp: string; data: { entry: Array<{ resource: Record<string, unknown> }> } };
}

export type Answer = 'ok' | 'error' | 'slow' | 'hang';

export class TestReceiver {
  readonly received: Received[] = [];
  answer: Answer = 'ok';
  /** How long 'slow' waits before answering. */
  slowMs = 1500;
  private server: http.Server | null = null;
  private port = 0;
  private readonly hanging = new Set<http.ServerResponse>();

  /** `secrets` to verify with; `now` is the clock the sender signs by (verify checks the timestamp against it). */
  constructor(
    private readonly secrets: () => string[],
    private readonly now: () => Date,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        };
        const verifiedWith = this.secrets().filter((secret) => verifiesAt(this.now(), secret, body, headers));
        this.received.push({
          id: headers['webhook-id'],
          timestamp: headers['webhook-timestamp'],
          signature: headers['webhook-signature'],
          body,
          verifiedWith,
          parsed: JSON.parse(body),
        });
        if (this.answer === 'hang') {
          this.hanging.add(response);
          return;
        }
        const send = () => {
          response.statusCode = this.answer === 'error' ? 500 : 200;
          response.end(this.answer === 'error' ? 'Internal error: database unavailable\n\u0000trace' : 'ok');
        };
        if (this.answer === 'slow') setTimeout(send, this.slowMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Down: the port refuses connections until start() again (on the same port). */
  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
    const server = this.server;
    this.server = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}

/** Webhook.verify checks the timestamp against Date.now(): here, against the sender's (test) clock. */
function verifiesAt(now: Date, secret: string, body: string, headers: Record<string, string>): boolean {
  const realNow = Date.now;
  Date.now = () => now.getTime();
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  } finally {
    Date.now = realNow;
  }
}
