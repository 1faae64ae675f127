// Helmet's security headers on every answer. @fastify/helmet runs helmet(options) for each request, which parses
// the Content-Security-Policy directives again every time (about 5% of a /query request). The headers do not
// depend on the request (no CSP nonces here), so they are worked out once, by helmet itself on a throwaway
// instance, and set from that list.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

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

export const securityHeadersPlugin = fp(async (app: FastifyInstance, { extraHeaders = {}, ...options }: FastifyHelmetOptions & { extraHeaders?: Record<string, string> }) => {
  const headers = { ...await helmetHeaders(options), ...extraHeaders };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}, { name: 'security-headers' });

/** The site's own policy: everything from this origin, images from any https origin, maps' workers from blobs. */
export const SITE_SECURITY_HEADERS: FastifyHelmetOptions & { extraHeaders: Record<string, string> } = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
