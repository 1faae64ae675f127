// SMART Scheduling Links: our availability as FHIR NDJSON behind a $bulk-publish manifest (decision 130). The files
// are stored bytes, built once per change (decision 252); `_since` is answered from the change log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { createBrotliDecompress } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter, Histogram } from 'prom-client';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { isInstant, normalizeInstant } from '../../modules/smart-scheduling/bulk-data-rules.ts';
import {
  etagOf,
  FeedBusyError,
  FeedFileStore,
  notModified,
  preferredEncoding,
  WorkLimit,
  type FeedFile,
} from '../../modules/smart-scheduling/feed-file-store.ts';
import { FHIR_NDJSON } from '../../modules/smart-scheduling/fhir-vocabulary.ts';
import {
  buildManifest,
  currentPublication,
  hasSlotFile,
  sinceSlotChunks,
  slotFileBasis,
  slotFileChunks,
  type FeedTiming,
} from '../../modules/smart-scheduling/smart-publish.service.ts';

/**
 * The spec has readers poll the manifest every 1 to 5 minutes: a cache in front of us may answer them for a minute,
 * and readers are asked to revalidate (If-None-Match) after that, which costs us a comparison of hashes.
 */
const FILE_MAX_AGE_S = 60;
const MANIFEST_MAX_AGE_S = 60;

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

/** What a stopping server tells a feed reader to wait: the balancer has taken it out by then. */
const STOPPING_RETRY_AFTER_S = 2;

/** Too many builds or `_since` reads at once: the reader comes back later instead of piling up work. */
function busy(reply: FastifyReply, error: FeedBusyError) {
  reply.header('retry-after', String(error.retryAfterS));
  return new AppError(503, {
    code: 'FEED_BUSY',
    message: `The availability feed is busy. Try again in ${error.retryAfterS} seconds.`,
  });
}

/** Sends a stored file in the coding the reader takes, or 304 when it already has it. */
/** A file's type for the metrics' label: one Slot label for all the states' files. */
function feedFileType(name: string): string {
  return name.startsWith('Slot-') ? 'Slot' : name;
}

function sendStored(request: FastifyRequest, reply: FastifyReply, file: FeedFile) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .header('etag', etagOf(file, encoding))
    .header('last-modified', file.builtAt.toUTCString())
    .header('cache-control', `public, max-age=${FILE_MAX_AGE_S}`)
    .header('vary', 'accept-encoding')
    .type(FHIR_NDJSON);
  const ifNoneMatch = request.headers['if-none-match'];
  if (notModified(file, ifNoneMatch, request.headers['if-modified-since'])) return reply.status(304).send();
  // Every coding is sent with its length: a download cut short (a server stopped past its shutdown timeout, a
  // dropped line) is an error to any HTTP client, never a shorter file taken as whole.
  if (encoding === 'br')
    return reply
      .header('content-encoding', 'br')
      .header('content-length', file.brotliBytes)
      .send(fs.createReadStream(file.brotliPath));
  if (encoding === 'gzip')
    return reply
      .header('content-encoding', 'gzip')
      .header('content-length', file.gzipBytes)
      .send(fs.createReadStream(file.gzipPath));
  // A reader that takes neither coding gets the plain lines, unpacked as they are sent (never whole in memory).
  return reply
    .header('content-length', file.plainBytes)
    .send(pipeline(fs.createReadStream(file.brotliPath), createBrotliDecompress(), () => undefined));
}

export async function fhirRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const builds = new Counter({
    name: 'vaxnear_feed_file_builds_total',
    help: 'SMART Scheduling Links files built (Location, Schedule, one per state Slot): once per change, not per read.',
    labelNames: ['type'],
    registers: [app.metrics.registry],
  });
  const buildDuration = new Histogram({
    name: 'vaxnear_feed_file_build_duration_seconds',
    help: 'Time to build one SMART Scheduling Links file (reading its lines, gzip and brotli), by type.',
    labelNames: ['type'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [app.metrics.registry],
  });
  const refused = new Counter({
    name: 'vaxnear_feed_busy_total',
    help: 'Feed requests answered 503 with Retry-After because the build or _since limits were reached.',
    registers: [app.metrics.registry],
  });
  const files = new FeedFileStore({
    // A new folder of this server's own inside the configured one: two servers never share one, and stopping
    // deletes only what this server wrote.
    dir: fs.mkdtempSync(path.join(config.smartFeedDir ?? os.tmpdir(), 'vaxnear-feed-')),
    maxBytes: config.smartSlotCacheMb * 1024 * 1024,
    maxConcurrentBuilds: config.smartFeedMaxBuilds,
    // A reader waits for a build only while few are queued; the rest come back after Retry-After.
    maxQueuedBuilds: config.smartFeedMaxBuilds * 8,
    onBuild: (name) => builds.inc({ type: feedFileType(name) }),
    onBuilt: (name, seconds) => buildDuration.observe({ type: feedFileType(name) }, seconds),
  });
  app.addHook('onClose', async () => files.close());
  const sinceReads = new WorkLimit(config.smartFeedMaxSinceReads, config.smartFeedMaxSinceReads * 8, 2);
  const timing: FeedTiming = {
    minRebuildMs: config.smartSlotCacheTtlS * 1000,
    refreshMs: config.smartFeedRefreshS * 1000,
  };

  /** Runs a feed read, turning "too busy" into 503 with Retry-After. */
  async function bounded<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof FeedBusyError) {
        refused.inc();
        throw busy(reply, error);
      }
      throw error;
    }
  }

  /**
   * A stopping server (readiness off, decision 268) starts no whole-file download: it could be cut at the shutdown
   * timeout after its 200 was sent. The reader is sent to try again, which the balancer gives to another server.
   */
  function refuseWhileStopping(reply: FastifyReply) {
    if (!app.lifecycle.draining) return;
    refused.inc();
    throw busy(reply, new FeedBusyError(STOPPING_RETRY_AFTER_S));
  }

  function fixedFile(name: 'Location' | 'Schedule', now: Date) {
    return async () => {
      const publication = await currentPublication(app.database, now);
      const text = name === 'Location' ? publication.locationNdjson : publication.scheduleNdjson;
      return files.get(
        name,
        publication.version,
        true,
        async function* () {
          yield text;
        },
        () => app.clock.now(),
      );
    };
  }

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
          '`_since`, only the files that changed after that time are listed (Slot files then list only the slots that changed). ' +
          'Poll every 1 to 5 minutes, with If-None-Match on the files, and pass transactionTime as the next `_since`. ' +
          'See docs/smart-scheduling-links.md.',
        querystring: sinceQuery,
      },
    },
    async (request, reply) => {
      const manifest = await buildManifest(app.database, {
        // The configured public address, never the request's Host: a shared cache that does not key on Host
        // would otherwise serve one client's forged URLs to every reader.
        origin: config.publicBaseUrl,
        now: app.clock.now(),
        since: parseSince(request.query._since),
        timing,
      });
      reply.header('cache-control', `public, max-age=${MANIFEST_MAX_AGE_S}`).type('application/json');
      return manifest;
    },
  );

  app.get(
    '/fhir/Location.ndjson',
    {
      schema: { tags: ['fhir'], summary: 'SMART Scheduling Links Location file (application/fhir+ndjson)' },
    },
    async (request, reply) => {
      refuseWhileStopping(reply);
      return sendStored(request, reply, await bounded(reply, fixedFile('Location', app.clock.now())));
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
      refuseWhileStopping(reply);
      return sendStored(request, reply, await bounded(reply, fixedFile('Schedule', app.clock.now())));
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
      const publicBaseUrl = config.publicBaseUrl;
      if (since) {
        // Only the slots the change log names, counted afresh: small, and different for every reader.
        const sent = await bounded(reply, () =>
          sinceReads.run(async () => {
            const lines = await sinceSlotChunks(app.database, { state, publicBaseUrl, now, since });
            if (!lines) return null;
            let text = '';
            for await (const chunk of lines) text += chunk;
            return text;
          }),
        );
        if (sent !== null) {
          reply
            .header('cache-control', `public, max-age=${FILE_MAX_AGE_S}`)
            .header('vary', 'accept-encoding')
            .type(FHIR_NDJSON);
          return reply.send(sent);
        }
        // The change log cannot say what changed since then: the whole stored file, as the spec allows.
      }
      refuseWhileStopping(reply);
      const basis = await slotFileBasis(app.database, state, now, timing);
      const name = `Slot-${state}`;
      const builtAt = files.builtAt(name);
      const mayRebuild = !builtAt || now.getTime() - builtAt.getTime() >= timing.minRebuildMs || now < builtAt;
      const file = await bounded(reply, () =>
        files.get(
          name,
          basis,
          mayRebuild,
          () => slotFileChunks(app.database, { state, publicBaseUrl, now: app.clock.now() }),
          () => app.clock.now(),
        ),
      );
      return sendStored(request, reply, file);
    },
  );
}
