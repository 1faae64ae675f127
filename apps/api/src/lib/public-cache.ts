// Public read answers a CDN may keep (decision 282): the search and the availability of slots are
// the same for everybody who asks the same URL (no cookie, no hold, no language changes them), so a shared cache may
// answer a surge from one copy. A browser revalidates every time (max-age=0): a person who just held or released a
// slot gets the server's answer, or a 304 when nothing changed, never their own copy from before.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PublicCachePolicy {
  /** How long a shared cache (CDN, proxy) may answer from its copy, in seconds. */
  sharedMaxAgeS: number;
  /** How much longer it may answer from it while it fetches a new one, in seconds. */
  staleWhileRevalidateS: number;
}

/** Search results: their next free dates are cached 30 s on each server already (decision 003). */
export const SEARCH_CACHE: PublicCachePolicy = { sharedMaxAgeS: 30, staleWhileRevalidateS: 30 };
/** Free slots: a booking re-checks capacity, so a slot shown free a few seconds too long costs one "taken" answer. */
export const AVAILABILITY_CACHE: PublicCachePolicy = { sharedMaxAgeS: 10, staleWhileRevalidateS: 20 };

/** Headers that describe one client, not the answer: a shared copy must not hand them to someone else. */
const PER_CLIENT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

export function cacheControlOf(policy: PublicCachePolicy): string {
  return `public, max-age=0, s-maxage=${policy.sharedMaxAgeS}, stale-while-revalidate=${policy.staleWhileRevalidateS}`;
}

/** A strong tag of the exact bytes sent. */
export function etagOfBody(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match matches when it names this tag (weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * An onSend hook for a public GET route: a 200 gets the policy's Cache-Control, an ETag of its body and a 304 when the
 * client already has it; anything else (an error, a refusal) and anything that sets a cookie is `no-store`.
 */
export function publicCache(policy: PublicCachePolicy) {
  const cacheControl = cacheControlOf(policy);
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (reply.statusCode !== 200 || body === null || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    for (const name of PER_CLIENT_HEADERS) reply.removeHeader(name);
    const etag = etagOfBody(body);
    reply.header('cache-control', cacheControl).header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return null;
  };
}
