// Helmet's security headers on every answer. @fastify/helmet runs helmet(options) for each request, which parses
// the Content-Security-Policy directives again every time (about 5% of a /query request). The headers do not
// depend on the request (no CSP nonces here), so they are worked out once, by helmet itself on a throwaway
// instance, and set from that list.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The tag manager's host (the web app's lib/tag-manager.ts adds its script from there). */
export const TAG_MANAGER_HOST = 'https://www.googletagmanager.com';

/** The headers helmet sets with these options, names in lower case. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  const plain = Fastify({ logger: false });
  plain.get('/', async () => 'ok');
  const without = await plain.inject({ method: 'GET', url: '/' });
  await Promise.all([probe.close(), plain.close()]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (name in without.headers || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy: check the options');
  return headers;
}

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    { extraHeaders = {}, ...options }: FastifyHelmetOptions & { extraHeaders?: Record<string, string> },
  ) => {
    const headers = { ...(await helmetHeaders(options)), ...extraHeaders };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/** The site's own policy: everything from this origin, images from any https origin, maps' workers from blobs. */
/**
 * The tag manager's script is added by the web app's own bundle after consent (decision 173): its host is allowed,
 * and only it, when a container is configured.
 */
export function siteSecurityHeaders({
  tagManager,
}: {
  tagManager: boolean;
}): FastifyHelmetOptions & { extraHeaders: Record<string, string> } {
  const tagManagerHost = tagManager ? [TAG_MANAGER_HOST] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:', ...tagManagerHost],
        connectSrc: ["'self'", ...tagManagerHost],
        scriptSrc: ["'self'", ...tagManagerHost],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    extraHeaders: {
      // Helmet sets none. The site asks for the location only when the person presses "use my location"; no other
      // powerful feature, and no embedded page may ask for any.
      'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    },
  };
}
