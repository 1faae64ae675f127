// SMART Scheduling Links: our availability as FHIR NDJSON behind a $bulk-publish manifest (decision 130).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { isInstant, normalizeInstant } from '../../modules/smart-scheduling/bulk-data-rules.ts';
import { FHIR_NDJSON } from '../../modules/smart-scheduling/fhir-vocabulary.ts';
import { buildManifest, currentPublication, hasSlotFile, slotFileChunks } from '../../modules/smart-scheduling/smart-publish.service.ts';

/** Readers poll every minute or so; a cache in front of us may answer them for this long. */
const FILE_MAX_AGE_S = 60;

const sinceQuery = z.object({
  _since: z.string().optional().describe('ISO 8601 time with an offset: list only what changed after it'),
});

function parseSince(value: string | undefined): Date | null {
  if (value === undefined || value === '') return null;
  if (!isInstant(value)) {
    throw new AppError(400, {
      code: 'VALIDATION_FAILED', field: '_since',
      message: 'The parameter "_since" must be a time like 2026-12-04T09:00:00Z (ISO 8601 with a time zone). Leave it out to get everything.',
    });
  }
  return new Date(normalizeInstant(value));
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function sendFixed(request: FastifyRequest, reply: FastifyReply, body: string, etag: string) {
  reply.header('etag', etag).header('cache-control', `public, max-age=${FILE_MAX_AGE_S}`).type(FHIR_NDJSON);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

export async function fhirRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get('/fhir/$bulk-publish', {
    schema: {
      tags: ['fhir'],
      summary: 'SMART Scheduling Links manifest of our locations and slots',
      description: 'Answers transactionTime, request and output: one Location file, one Schedule file and one Slot file per '
        + 'state, each served as application/fhir+ndjson. Slots cover the next 14 days of locations bookable here; free '
        + 'or busy, with a booking-deep-link and, when more than one place is left, a slot-capacity extension. With '
        + '`_since`, only the files that changed after that time are listed (Slot files then list only the locations that changed). '
        + 'See docs/smart-scheduling-links.md.',
      querystring: sinceQuery,
    },
  }, async (request, reply) => {
    const manifest = await buildManifest(app.database, { origin: origin(request), now: app.clock.now(), since: parseSince(request.query._since) });
    reply.header('cache-control', 'no-cache').type('application/json');
    return manifest;
  });

  app.get('/fhir/Location.ndjson', {
    schema: { tags: ['fhir'], summary: 'SMART Scheduling Links Location file (application/fhir+ndjson)' },
  }, async (request, reply) => {
    const publication = await currentPublication(app.database, app.clock.now());
    return sendFixed(request, reply, publication.locationNdjson, `"locations-${publication.version}"`);
  });

  app.get('/fhir/Schedule.ndjson', {
    schema: { tags: ['fhir'], summary: 'SMART Scheduling Links Schedule file: the vaccine kinds and brands of each location' },
  }, async (request, reply) => {
    const publication = await currentPublication(app.database, app.clock.now());
    return sendFixed(request, reply, publication.scheduleNdjson, `"schedules-${publication.version}"`);
  });

  app.get('/fhir/:slotFile', {
    schema: {
      tags: ['fhir'],
      summary: 'SMART Scheduling Links Slot file of one state, e.g. Slot-AK.ndjson',
      params: z.object({ slotFile: z.string().describe('Slot-<state>.ndjson, as the manifest lists it') }),
      querystring: sinceQuery,
    },
  }, async (request, reply) => {
    const now = app.clock.now();
    const match = /^Slot-([A-Z]{2})\.ndjson$/.exec(request.params.slotFile);
    if (!match || !(await hasSlotFile(app.database, match[1]!, now))) {
      throw new AppError(404, { code: 'NOT_FOUND', message: 'There is no such file. Read the list of files from /api/v1/fhir/$bulk-publish.' });
    }
    const since = parseSince(request.query._since);
    reply.header('cache-control', `public, max-age=${FILE_MAX_AGE_S}`).type(FHIR_NDJSON);
    return reply.send(Readable.from(slotFileChunks(app.database, { state: match[1]!, publicBaseUrl: app.config.publicBaseUrl, now, since })));
  });
}
