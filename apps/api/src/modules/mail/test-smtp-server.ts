// A real SMTP server for tests (smtp-server): it keeps every message it accepts, decoded enough to read.
// Used by tests only.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  /** The whole message as sent. */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** RCPT TO attempts, accepted or not. */
  attempts: number;
  close(): Promise<void>;
}

/** `reject` answers every RCPT TO with that SMTP code, as a busy or refusing mail server would. */
export async function startTestSmtpServer(options: { reject?: number } = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', received: [], attempts: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.attempts += 1;
      if (options.reject)
        return callback(Object.assign(new Error('Try again later'), { responseCode: options.reject }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        state.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), ...readMessage(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

function readMessage(raw: string): Omit<ReceivedMail, 'envelopeTo' | 'raw'> {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const partOf = (type: string) => {
    const part = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith(type));
    return part ? decodeBody(part.body, part.headers.get('content-transfer-encoding')) : '';
  };
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
    listUnsubscribe: headers.get('list-unsubscribe') ?? null,
    listUnsubscribePost: headers.get('list-unsubscribe-post') ?? null,
  };
}
