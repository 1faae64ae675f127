// The published OpenAPI document against the live answers (issue 28, decision 250): every public GET of the document
// and a whole booking round trip (challenge → hold → book → read back → cancel), on each database, checked with Ajv
// against the schema the served document gives for that status and media type. A field the code sends that the
// document does not allow, a status it does not list, or a document that loses an operation fails here.
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';
import { solvedToken } from '../test/bot-check-proof.ts';
import { loadDefaultDataIfEmpty } from '../modules/data-loading/default-data.ts';
import { importLocations } from '../modules/data-loading/location-import.ts';
import { bookingBody, insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import { DocumentValidator, type Answer } from '../openapi/document-validator.ts';
import { OPENAPI_JSON_PATH } from '../openapi/served-document.ts';
import { OPERATIONS } from '../plugins/external/openapi-operations.ts';

const answerOf = (res: LightMyRequestResponse): Answer => ({
  status: res.statusCode,
  contentType: typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : null,
  body: res.body,
});

async function servedValidator(t: TestApp): Promise<DocumentValidator> {
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  return new DocumentValidator(res.json());
}

const CVS_ANCHORAGE = 'vgov-cvs-17435-ak';
const flu = encodeURIComponent(JSON.stringify([{ kind: 'flu' }]));
const covid = encodeURIComponent(JSON.stringify([{ kind: 'covid_19' }]));

/**
 * One or more requests for each public GET of the document, on the default data with the sample import (Monday 23
 * November 2026 in Anchorage). A public GET the document gains must be added here, or the first test fails.
 */
const PUBLIC_GETS: Record<string, string[]> = {
  getAddressDetail: [
    '/api/v1/geolocation/address_detail?zipCode=99501',
    '/api/v1/geolocation/address_detail?search=chicago%20il',
    '/api/v1/geolocation/address_detail?zipCode=00000',
  ],
  autocompletePlaces: ['/api/v1/geolocation/autocomplete?search=anch'],
  getNearestZipCode: ['/api/v1/geolocation/nearest_zip_code?latitude=61.2181&longitude=-149.9003'],
  queryLocations: [
    `/api/v1/query?latitude=61.229107&longitude=-149.741837&services=${flu}&pageSize=5`,
    `/api/v1/query?latitude=61.229107&longitude=-149.741837&services=${covid}&pageSize=5`,
    `/api/v1/query?latitude=61.229107&longitude=-149.741837&pageSize=5&bookable_only=true`,
    '/api/v1/query?latitude=400&longitude=0',
  ],
  listChains: ['/api/v1/chains'],
  listAvailabilities: [
    `/api/v1/availabilities?location_ids[]=${CVS_ANCHORAGE}&date=2026-11-24`,
    `/api/v1/availabilities?location_ids[]=${CVS_ANCHORAGE}&startDate=2026-11-23&endDate=2026-11-29&services=${flu}`,
  ],
  getBotCheckChallenge: [
    '/api/v1/bot-check/challenge?action=create_reservation',
    '/api/v1/bot-check/challenge?action=nothing',
  ],
  checkEligibility: [
    `/api/v1/eligibilities?dateOfBirth=1966-05-01&locationId=${CVS_ANCHORAGE}&services=${flu}`,
    `/api/v1/eligibilities?dateOfBirth=1966-05-01&locationId=nowhere&services=${flu}`,
  ],
  getBulkPublishManifest: ['/api/v1/fhir/$bulk-publish'],
  getFhirLocationFile: ['/api/v1/fhir/Location.ndjson'],
  getFhirLocation: [`/api/v1/fhir/Location/${CVS_ANCHORAGE}`, '/api/v1/fhir/Location/nowhere'],
  getFhirScheduleFile: ['/api/v1/fhir/Schedule.ndjson'],
  getFhirSlotFile: ['/api/v1/fhir/Slot-AK.ndjson', '/api/v1/fhir/Slot-XX.ndjson'],
  // A booking's own reads take its access code: the round trip below checks them.
  getRegistration: [],
  getRegistrationCalendar: [],
};

for (const dialect of dialects) {
  describe(`the OpenAPI document against the live answers (${dialect.name})`, () => {
    describe('public reads on the default data', () => {
      let t: TestApp;
      let validator: DocumentValidator;
      beforeAll(async () => {
        t = await createTestApp(dialect, { now: '2026-11-23T20:00:00.000Z' });
        await loadDefaultDataIfEmpty(t.database, t.config.dataDir);
        await importLocations(
          t.database,
          fs.readFileSync(path.join(t.config.dataDir, 'sample-location-import.csv'), 'utf8'),
        );
        validator = await servedValidator(t);
      });
      afterAll(() => t.close());

      it('lists a request for every public GET of the document', () => {
        const publicGets = validator
          .operations()
          .filter(({ method, operation }) => method === 'get' && operation.security?.length === 0)
          .map(({ operation }) => operation.operationId)
          .sort();
        expect(publicGets).toEqual(Object.keys(PUBLIC_GETS).sort());
      });

      it('names every catalogued operation by its stable id, and no catalogue entry is stale', () => {
        const documented = new Map(
          validator
            .operations()
            .map(({ method, path: template, operation }) => [
              `${method.toUpperCase()} ${template.replace(/\{([^}]+)\}/g, ':$1')}`,
              operation.operationId,
            ]),
        );
        for (const [route, entry] of Object.entries(OPERATIONS))
          expect(documented.get(route), route).toBe(entry.operationId);
      });

      // One test per operation, so the large feed files each have their own time.
      const statuses = new Set<number>();
      for (const [operationId, urls] of Object.entries(PUBLIC_GETS).filter(([, urls]) => urls.length > 0)) {
        it(`answers ${operationId} as the document says`, async () => {
          const problems: string[] = [];
          for (const url of urls) {
            const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
            statuses.add(res.statusCode);
            expect(validator.operationFor('GET', url).operation.operationId).toBe(operationId);
            problems.push(...validator.problems('GET', url, answerOf(res)));
          }
          expect(problems).toEqual([]);
        });
      }

      it('met answers and refusals of the error envelope (400 and 404) among those reads', () => {
        expect([...statuses].sort()).toEqual([200, 400, 404]);
      });

      it('documents flu results of /query, whose brand is null', async () => {
        const url = `/api/v1/query?latitude=61.229107&longitude=-149.741837&services=${flu}&pageSize=5`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(JSON.stringify(res.json())).toContain('"brandName":null');
        expect(validator.problems('GET', url, answerOf(res))).toEqual([]);
      });
    });

    describe('a booking round trip with the bot check on', () => {
      let t: TestApp;
      let validator: DocumentValidator;
      beforeAll(async () => {
        t = await createTestApp(dialect, { config: { botCheck: 'on' } });
        await insertPlaces(t.database.db);
        validator = await servedValidator(t);
      });
      afterAll(() => t.close());

      it('challenge → hold → book → read back → calendar → cancel, each answer as documented', async () => {
        const problems: string[] = [];
        const call = async (
          method: 'GET' | 'POST',
          url: string,
          options: { payload?: object; headers?: Record<string, string> } = {},
        ): Promise<LightMyRequestResponse> => {
          const res = await t.app.inject({ method, url, ...options });
          problems.push(...validator.problems(method, url, answerOf(res)));
          return res;
        };
        const challenge = await call('GET', '/api/v1/bot-check/challenge?action=create_reservation');
        expect(challenge.statusCode).toBe(200);
        const timeSlotId = slotId('safewayAlliance', '2026-11-24T17:00:00.000Z');

        // The document tells a client which writes need a proof, and for which action.
        for (const [url, action] of [
          ['/api/v1/reservations', 'create_reservation'],
          ['/api/v1/appointments/batch_create', 'create_appointments'],
          ['/api/v1/registrations/ABC/cancel', 'manage_registration'],
        ] as const) {
          const { operation } = validator.operationFor('POST', url);
          expect(operation.security).toEqual([{ botCheckToken: [] }, { botCheckTokenQuery: [] }]);
          expect(operation['x-bot-check-action']).toBe(action);
        }
        const unproved = await call('POST', '/api/v1/reservations', { payload: { timeSlotId } });
        expect(unproved.json().errors[0].code).toBe('BOT_CHECK_FAILED');

        const hold = await call('POST', '/api/v1/reservations', {
          payload: { timeSlotId },
          headers: { 'x-bot-check-token': await solvedToken(t.app, 'create_reservation') },
        });
        expect(hold.statusCode).toBe(200);
        const clientCookie = String(hold.headers['set-cookie']).split(';')[0]!;

        const body = bookingBody([{ slot: '2026-11-24T17:00:00.000Z', services: [{ kind: 'flu', brand: null }] }]);
        const booked = await call('POST', '/api/v1/appointments/batch_create', {
          payload: body,
          headers: {
            cookie: clientCookie,
            'idempotency-key': 'contract-test-0001',
            'x-bot-check-token': await solvedToken(t.app, 'create_appointments'),
          },
        });
        expect(booked.statusCode).toBe(200);
        const accessCode = booked.json().data.registration.accessCode as string;

        const reused = await call('POST', '/api/v1/appointments/batch_create', {
          payload: { ...body, email: 'someone.else@example.com' },
          headers: {
            cookie: clientCookie,
            'idempotency-key': 'contract-test-0001',
            'x-bot-check-token': await solvedToken(t.app, 'create_appointments'),
          },
        });
        expect(reused.json().errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');

        expect((await call('GET', `/api/v1/registrations/${accessCode}`)).statusCode).toBe(200);
        expect((await call('GET', `/api/v1/registrations/${accessCode}/calendar.ics`)).statusCode).toBe(200);
        expect((await call('GET', '/api/v1/registrations/NOSUCHCODE0000')).statusCode).toBe(404);

        const cancelled = await call('POST', `/api/v1/registrations/${accessCode}/cancel`, {
          payload: {},
          headers: { 'x-bot-check-token': await solvedToken(t.app, 'manage_registration') },
        });
        expect(cancelled.statusCode).toBe(200);
        const after = await call('GET', `/api/v1/registrations/${accessCode}`);
        expect(after.json().data.registration.appointments[0].status).toBe('cancelled');

        expect(problems).toEqual([]);
      });
    });
  });
}
