// Who holds a slot: an anonymous client id in an httpOnly cookie, 128 random bits. No account is needed
// (docs/product/site.md), and the id cannot be guessed, so nobody else can book or release that client's holds.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CLIENT_COOKIE = 'vaxnear_client';
const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** The client's id from its cookie, or null when it has none (or a malformed one). */
export function existingClientId(request: FastifyRequest): string | null {
  const value = request.cookies[CLIENT_COOKIE];
  return value && CLIENT_ID_PATTERN.test(value) ? value : null;
}

/** The client's id, creating one and setting the cookie on the first call that needs it. */
export function ensureClientId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = existingClientId(request);
  if (existing) return existing;
  const id = crypto.randomBytes(16).toString('base64url');
  reply.setCookie(CLIENT_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api',
    maxAge: COOKIE_MAX_AGE_S,
    secure: request.protocol === 'https',
  });
  return id;
}

/**
 * The key of the client's network address for per-address limits: the address Fastify settled on (TRUST_PROXY
 * decides whether a proxy's X-Forwarded-For counts), with an IPv6 address cut to its /64, because one subscriber
 * is handed a whole /64 and could otherwise use a new address for every request.
 */
export function clientAddressKey(request: FastifyRequest): string {
  const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.replace(/^0+/, '') || '0').toLowerCase())
    .join(':')}::/64`;
}
