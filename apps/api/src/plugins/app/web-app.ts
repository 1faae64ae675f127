// The built web site: hashed assets from disk, and for every other GET the single-page app's HTML, naming the route's
// chunks (decision 033). Also the one not-found answer, for the API and the site alike.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createIndexHtml, robotsTxt, sitemapXml, type RoutePreloads } from '../../lib/web-html.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The web page pattern a GET of the site opened (lib/web-html.ts), for the metrics' route label; else null. */
    webPage: string | null;
  }
}

export const webAppPlugin = fp(
  async (app: FastifyInstance, { distDir, publicBaseUrl }: { distDir: string; publicBaseUrl: string }) => {
    registerWebApp(app, distDir, publicBaseUrl);
  },
  { name: 'web-app' },
);

function registerWebApp(app: FastifyInstance, distDir: string, publicBaseUrl: string) {
  app.decorateRequest('webPage', null);
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  let indexHtml: ReturnType<typeof createIndexHtml> | undefined;
  if (hasBuild) {
    const preloadsFile = path.join(distDir, '.vite', 'route-preloads.json');
    const preloads = fs.existsSync(preloadsFile)
      ? (JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
      : undefined;
    indexHtml = createIndexHtml(fs.readFileSync(indexFile, 'utf8'), preloads, () =>
      app.clock.now().toISOString().slice(0, 10),
    );
    if (preloads) {
      const sitemap = sitemapXml(preloads, publicBaseUrl);
      const robots = robotsTxt(preloads, publicBaseUrl);
      app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
        reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
      );
      app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
        reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
      );
    }
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed file names change with their content, so they can be kept for good.
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({
        errors: [{ code: 'NOT_FOUND', message: `There is no ${request.method} ${request.url.split('?')[0]}.` }],
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ errors: [{ code: 'NOT_FOUND', message: 'Not found.' }] });
    }
    if (!indexHtml) {
      return reply
        .type('text/plain; charset=utf-8')
        .status(503)
        .send('The web site has not been built yet: run `npm run build`.');
    }
    // Client-side routes: the single-page app decides, including its own not-found page. The HTML names the
    // route's chunks so the browser fetches them at once (decision 033).
    const page = indexHtml(request.url.split('?')[0]!, request.headers['accept-encoding']);
    request.webPage = page.page ?? null;
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (page.robots) reply.header('x-robots-tag', page.robots);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  });
}
