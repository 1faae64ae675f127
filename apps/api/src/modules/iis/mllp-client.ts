// One HL7 message over MLLP (the framing HL7 v2 uses over TCP: a vertical tab before the message, a file separator and
// a carriage return after it), and the registry's answer read back on the same connection (decision 262).
import net from 'node:net';

const START = '\x0b';
const END = '\x1c\x0d';

export type MllpResult = { ack: string } | { error: 'connection_refused' | 'timeout' | 'connection_closed' | string };

/** Sends `message` and resolves with the first framed answer, or the reason there was none; never rejects. */
export function sendMllp(
  target: { host: string; port: number },
  message: string,
  timeoutMs: number,
): Promise<MllpResult> {
  return new Promise((resolve) => {
    let settled = false;
    let buffer = '';
    const socket = net.connect({ host: target.host, port: target.port });
    const done = (result: MllpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ error: 'timeout' }), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${START}${message}${END}`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const start = buffer.indexOf(START);
      const end = buffer.indexOf(END, start + 1);
      if (start !== -1 && end !== -1) done({ ack: buffer.slice(start + 1, end) });
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done({ error: error.code === 'ECONNREFUSED' ? 'connection_refused' : (error.code ?? 'socket_error') }),
    );
    socket.on('close', () => done({ error: 'connection_closed' }));
  });
}
