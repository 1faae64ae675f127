// SMART Scheduling Links: our availability as FHIR NDJSON behind a $bulk-publish manifest (decision 130).
import { pipeline, Readable, Transform, type Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, createGzip, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { isInstant, normalizeInstant } from '../../modules/smart-scheduling/bulk-data-rules.ts';
import { FHIR_NDJSON } from '../../modules/smart-scheduling/fhir-vocabulary.ts';
import {
  buildManifest,
  currentPublication,
  hasSlotFile,
  slotFileChunks,
  type Publication,
} from '../../modules/smart-scheduling/smart-publish.service.ts';
import { acceptsGzip, SlotFileCache } from '../../modules/smart-scheduling/slot-file-cache.ts';

/** Readers poll every minute or so; a cache in front of us may answer them for this long. */
const FILE_MAX_AGE_S = 60;

const sinceQuery = z.object({
  _since: z.string().optional().describe('ISO 8601 time with an offset: list only what changed after it'),
});

function parseSince(value: string | undefined): Date | null {
  if (value === undefined || value === '') return null;
  if (!isInstant(value)) {
    throw new AppError(400, {
      code: 'VALIDATION_FAILED',
      field: '_since',
      message:
        'The parameter "_since" must be a time like 2026-12-04T09:00:00Z (ISO 8601 with a time zone). Leave it out to get everything.',
    });
  }
  return new Date(normalizeInstant(value));
}

const gzipAsync = promisify(gzip);
/** The gzipped Location and Schedule files of a publication, made once on first demand (off the event loop). */
const gzipped = new WeakMap<Publication, Map<string, Promise<Buffer>>>();

function gzippedOnce(publication: Publication, name: string, body: string): Promise<Buffer> {
  let files = gzipped.get(publication);
  if (!files) gzipped.set(publication, (files = new Map()));
  let file = files.get(name);
  if (!file) files.set(name, (file = gzipAsync(body)));
  return file;
}

async function sendFixed(
  request: FastifyRequest,
  reply: FastifyReply,
  publication: Publication,
  name: 'locations' | 'schedules',
) {
  const etag = `"${name}-${publication.version}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${FILE_MAX_AGE_S}`)
    .header('vary', 'accept-encoding')
    .type(FHIR_NDJSON);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const body = name === 'locations' ? publication.locationNdjson : publication.scheduleNdjson;
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(await gzippedOnce(publication, name, body));
}

/**
 * Passes the gzipped file on as it is read, keeping a copy for `done` once it has been written out completely; a
 * file bigger than the cache may hold is not kept (so never whole in memory).
 */
function collectInto(stream: Readable, cache: SlotFileCache, done: (chunks: Buffer[]) => void): Readable {
  let chunks: Buffer[] | null = [];
  let bytes = 0;
  return chain(
    stream,
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (chunks) {
          bytes += chunk.length;
          if (cache.accepts(bytes)) chunks.push(chunk);
          else chunks = null;
        }
        callback(null, chunk);
      },
      flush(callback) {
        if (chunks) done(chunks);
        callback();
      },
    }),
  );
}

/** Pipes with errors passed along: a failed database read ends the response instead of leaving it hanging. */
function chain(source: Readable, ...steps: Duplex[]): Readable {
  return pipeline(source, ...(steps as [Duplex]), () => undefined) as unknown as Readable;
}

export async function fhirRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const slotFiles = new SlotFileCache(app.config.smartSlotCacheMb * 1024 * 1024, app.config.smartSlotCacheTtlS * 1000);

  app.get(
    '/fhir/$bulk-publish',
    {
      schema: {
        tags: ['fhir'],
        summary: 'SMART Scheduling Links manifest of our locations and slots',
        description:
          'Answers transactionTime, request and output: one Location file, one Schedule file and one Slot file per ' +
          'state, each served as application/fhir+ndjson, with its states in extension.state and its URL under ' +
          'PUBLIC_BASE_URL. One Schedule per location and vaccine product (CVX). Slots cover the next 14 days of ' +
          'locations bookable here, each under every Schedule of its location; free ' +
          'or busy, with a booking-deep-link and, when more than one place is left, a slot-capacity extension. With ' +
          '`_since`, only the files that changed after that time are listed (Slot files then list only the locations that changed). ' +
          'See docs/smart-scheduling-links.md.',
        querystring: sinceQuery,
      },
    },
    async (request, reply) => {
      const manifest = await buildManifest(app.database, {
        // The configured public address, never the request's Host: a shared cache that does not key on Host
        // would otherwise serve one client's forged URLs to every reader.
        origin: app.config.publicBaseUrl,
        now: app.clock.now(),
        since: parseSince(request.query._since),
      });
      reply.header('cache-control', 'no-cache').type('application/json');
      return manifest;
    },
  );

  app.get(
    '/fhir/Location.ndjson',
    {
      schema: { tags: ['fhir'], summary: 'SMART Scheduling Links Location file (application/fhir+ndjson)' },
    },
    async (request, reply) => {
      return sendFixed(request, reply, await currentPublication(app.database, app.clock.now()), 'locations');
    },
  );

  app.get(
    '/fhir/Location/:id',
    {
      schema: {
        tags: ['fhir'],
        summary: 'One Location resource (FHIR read), by its FHIR id or our location id',
        description:
          "What a booking deep link's page shows of the pharmacy before the person searches: name, address, position and time zone.",
        params: z.object({
          id: z.string().max(200).describe("The Location's id in the Location file, or our location id"),
        }),
      },
    },
    async (request, reply) => {
      const publication = await currentPublication(app.database, app.clock.now());
      const line = publication.locationById.get(request.params.id);
      if (!line)
        throw new AppError(404, {
          code: 'NOT_FOUND',
          message: 'There is no such location here. Search for a pharmacy near you instead.',
        });
      reply
        .header('etag', `"locations-${publication.version}"`)
        .header('cache-control', `public, max-age=${FILE_MAX_AGE_S}`)
        .type('application/fhir+json');
      return reply.send(line);
    },
  );

  app.get(
    '/fhir/Schedule.ndjson',
    {
      schema: {
        tags: ['fhir'],
        summary: 'SMART Scheduling Links Schedule file: one Schedule per location and vaccine product (CVX)',
      },
    },
    async (request, reply) => {
      return sendFixed(request, reply, await currentPublication(app.database, app.clock.now()), 'schedules');
    },
  );

  app.get(
    '/fhir/:slotFile',
    {
      schema: {
        tags: ['fhir'],
        summary: 'SMART Scheduling Links Slot file of one state, e.g. Slot-AK.ndjson',
        params: z.object({ slotFile: z.string().describe('Slot-<state>.ndjson, as the manifest lists it') }),
        querystring: sinceQuery,
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const match = /^Slot-([A-Z]{2})\.ndjson$/.exec(request.params.slotFile);
      if (!match || !(await hasSlotFile(app.database, match[1]!, now))) {
        throw new AppError(404, {
          code: 'NOT_FOUND',
          message: 'There is no such file. Read the list of files from /api/v1/fhir/$bulk-publish.',
        });
      }
      const state = match[1]!;
      const since = parseSince(request.query._since);
      const gzipWanted = acceptsGzip(request.headers['accept-encoding']);
      reply
        .header('cache-control', `public, max-age=${FILE_MAX_AGE_S}`)
        .header('vary', 'accept-encoding')
        .type(FHIR_NDJSON);
      if (gzipWanted) reply.header('content-encoding', 'gzip');
      const lines = () =>
        Readable.from(slotFileChunks(app.database, { state, publicBaseUrl: app.config.publicBaseUrl, now, since }));
      // A `_since` file is small and differs per reader: it is written afresh each time.
      if (since) return reply.send(gzipWanted ? chain(lines(), createGzip()) : lines());
      const key = `${state}|${(await currentPublication(app.database, now)).version}`;
      const cached = slotFiles.get(key, now.getTime());
      const gzipStream = cached
        ? Readable.from(cached.gzipChunks)
        : collectInto(chain(lines(), createGzip()), slotFiles, (chunks) => slotFiles.set(key, chunks, now.getTime()));
      return reply.send(gzipWanted ? gzipStream : chain(gzipStream, createGunzip()));
    },
  );
}
