// A state registry for tests: an MLLP listener built on node-hl7-server (a library no one here wrote) that keeps what
// it receives and answers each message as told: accepted, accepted with a warning, rejected with an error, or not at
// all. Like a registry it keeps a message once: a copy under the same control id is answered again, not kept again. It can be stopped (the registry is down) and started again on the same port.
import net from 'node:net';
import { Server, type Inbound } from 'node-hl7-server';

export type ListenerAnswer =
  | { code: 'AA' }
  | { code: 'AE' | 'AR'; error: { location: string; code: string; text: string; severity: 'W' | 'E' } }
  /** The registry takes the message and answers nothing (a worker waiting on it times out). */
  | { code: 'none' };

/**
 * The ACK a registry writes for `message` (read with node-hl7-client): MSA-2 echoes its MSH-10, and an AE or AR carries
 * its reason in an ERR segment after the MSA, as registries do.
 */
/** An HL7 message as node-hl7-client reads it (node-hl7-server bundles its own copy of the class). */
export interface ReadMessage {
  get(path: string): { toString(): string };
}

export function ackFor(
  message: ReadMessage,
  answer: { code: 'AA' } | Extract<ListenerAnswer, { error: unknown }>,
  n: number,
) {
  const msh = [
    'MSH',
    '^~\\&',
    message.get('MSH.5').toString(),
    message.get('MSH.6').toString(),
    message.get('MSH.3').toString(),
    message.get('MSH.4').toString(),
    '20261124000000',
    '',
    'ACK^V04^ACK',
    `ACK${n}`,
    message.get('MSH.11').toString(),
    '2.5.1',
  ].join('|');
  const msa = `MSA|${answer.code}|${message.get('MSH.10').toString()}`;
  if (answer.code === 'AA') return [msh, msa].join('\r');
  const { error } = answer;
  const err = ['ERR', '', error.location, `${error.code}^^HL70357`, error.severity, '', '', '', error.text].join('|');
  return [msh, msa, err].join('\r');
}

/** A free port on loopback, for a listener that stops and starts again on the same one. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export class TestIisListener {
  readonly received: string[] = [];
  /** The messages the registry keeps, by control id, with the ACK a copy of one is answered with. */
  readonly records = new Map<string, string>();
  /** How the next messages are answered, in order; then `AA`. */
  answers: ListenerAnswer[] = [];
  private inbound: Inbound | null = null;
  private lastSocket: net.Socket | null = null;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const server = new Server({ bindAddress: '127.0.0.1' });
    const inbound = server.createInbound({ port: this.port }, async (req, res) => {
      const message = req.getMessage();
      this.received.push(message.toString());
      const controlId = message.get('MSH.10').toString();
      // A registry de-duplicates by message control id: the same message again is answered as before, kept once.
      const earlier = this.records.get(controlId);
      if (earlier !== undefined) {
        this.lastSocket?.write(`\x0b${earlier}\x1c\x0d`);
        return;
      }
      const answer = this.answers.shift() ?? { code: 'AA' };
      if (answer.code !== 'AR') this.records.set(controlId, ackFor(message, { code: 'AA' }, this.received.length));
      if (answer.code === 'none') return;
      if (answer.code === 'AA') {
        await res.sendResponse('AA');
        return;
      }
      // node-hl7-server's own ACK has no ERR segment: the registry's reason is written after its MSA, as registries do.
      this.lastSocket?.write(`\x0b${ackFor(message, answer, this.received.length)}\x1c\x0d`);
    });
    inbound.on('client.connect', (socket: net.Socket) => {
      this.lastSocket = socket;
    });
    await new Promise<void>((resolve) => inbound.once('listen', () => resolve()));
    this.inbound = inbound;
  }

  async stop(): Promise<void> {
    await this.inbound?.close();
    this.inbound = null;
  }
}
