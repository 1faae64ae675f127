// Sends one signed delivery (decision 247): Standard Webhooks headers (webhook-id, webhook-timestamp,
// webhook-signature) made with the `standardwebhooks` library, every current secret signing (two during a rotation).
// One request never waits longer than the timeout, redirects are not followed, at most 1 KB of the answer is read and
// 200 characters of it kept for the delivery log.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isAllowedAddress, RefusedAddressError, urlRefusal } from './webhook-address.ts';

export interface SendResult {
  statusCode: number | null;
  /** The first 200 characters of the answer, control characters taken out. */
  response: string | null;
  /** Our own code for what went wrong before an answer came, else null. */
  error: string | null;
}

const EXCERPT_CHARS = 200;
const READ_BYTES = 1024;

/** `v1,<signature>` for each secret, space separated (the Standard Webhooks way to sign with several keys). */
export function signatureHeader(secrets: readonly string[], eventId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(' ');
}

export async function sendWebhook(input: {
  url: string;
  eventId: string;
  body: string;
  secrets: readonly string[];
  at: Date;
  timeoutMs: number;
  allowLoopback: boolean;
}): Promise<SendResult> {
  const refusal = urlRefusal(input.url, input.allowLoopback);
  if (refusal)
    return { statusCode: null, response: null, error: refusal === 'address' ? 'address_refused' : 'url_refused' };
  const url = new URL(input.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isAllowedAddress(host, input.allowLoopback))
    return { statusCode: null, response: null, error: 'address_refused' };
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Vaxnear-Webhooks/1',
    'webhook-id': input.eventId,
    'webhook-timestamp': String(Math.floor(input.at.getTime() / 1000)),
    'webhook-signature': signatureHeader(input.secrets, input.eventId, input.at, input.body),
    'content-length': String(Buffer.byteLength(input.body)),
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = client.request(
      url,
      { method: 'POST', headers, lookup: guardedLookup(input.allowLoopback), agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            response:
              Buffer.concat(chunks)
                .toString('utf8')
                .replace(/\p{Cc}+/gu, ' ')
                .trim()
                .slice(0, EXCERPT_CHARS) || null,
            error: null,
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          bytes += chunk.length;
          if (bytes >= READ_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => finish({ statusCode: null, response: null, error: 'timeout' }), input.timeoutMs);
    request.on('error', (error: Error & { code?: string }) =>
      finish({
        statusCode: null,
        response: null,
        error: error instanceof RefusedAddressError ? 'address_refused' : (error.code ?? 'network_error').toLowerCase(),
      }),
    );
    request.end(input.body);
  });
}
