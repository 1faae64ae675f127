// X-Request-Id: the id a proxy or a client gave the request when it is well formed, otherwise one made here. It is
// logged with every line about the request and returned on every answer, so an operator can follow one request from
// the balancer's log to ours. Only plain id characters are taken (no spaces, no control characters, no "@": an e-mail
// address given as an id would otherwise reach the log).
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9._:=+/-]{1,128}$/;

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : crypto.randomUUID();
}
