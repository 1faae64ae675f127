// What a request log line says about the path. Access codes (and any other secret a route takes in its path:
// `/registrations/:accessCode`, `/registrations/:accessCode/calendar.ics`, and whatever `/registrations/:x/...`
// routes come later) must never reach a log, so the path is rebuilt from the route's pattern and a parameter whose
// name says it is a secret is left as its name. A path no route matched is logged with every long token-like
// segment blanked, since nothing tells what it carries.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /code|token|secret|key|signature/i;
/** 20 or more URL-safe characters in one segment: the shape of an access code or a signed token. */
const TOKEN_LIKE_SEGMENT = /^[A-Za-z0-9_~.%-]{20,}$/;

interface LoggableRequest {
  url?: string;
  routeOptions?: { url?: string };
  params?: unknown;
}

export function loggedPath(request: LoggableRequest | FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (pattern && !pattern.includes('*')) {
    return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
      const value = params[name];
      return SECRET_PARAM.test(name) || typeof value !== 'string' ? whole : encodeURIComponent(value);
    });
  }
  const path = (request.url ?? '').split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
}
