// A client no one here wrote by hand (issue 28): openapi-fetch typed by the types generated from the served document
// (apps/api/src/openapi/api-types.ts), against a real listening server on each database. It books end to end with the
// bot check on, solving the challenges as the document's botCheckToken scheme tells a third party to, and every answer
// is also checked against the served document. The checked-in types must be what the served document gives now.
import fs from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../openapi/api-types.ts';
import { clientTypesOf, CLIENT_TYPES_FILE } from '../openapi/client-types.ts';
import { DocumentValidator } from '../openapi/document-validator.ts';
import { OPENAPI_JSON_PATH } from '../openapi/served-document.ts';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';
import { encodeProof, solve } from '../test/bot-check-proof.ts';
import { bookingBody, insertPlaces, PLACES, slotId } from '../modules/bookings/test-fixtures.ts';

for (const dialect of dialects) {
  describe(`a client generated from the served document (${dialect.name})`, () => {
    let t: TestApp;
    let baseUrl: string;
    beforeAll(async () => {
      t = await createTestApp(dialect, { config: { botCheck: 'on' } });
      await insertPlaces(t.database.db);
      baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('has checked-in types equal to a fresh generation from the served document', async () => {
      const served = (await (await fetch(baseUrl + OPENAPI_JSON_PATH)).json()) as Record<string, unknown>;
      // Regenerate with `npm run openapi:types` when this fails.
      expect(fs.readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(await clientTypesOf(served));
    });

    it('books, reads back and cancels with the bot check solved from the challenge', async () => {
      const document = new DocumentValidator(
        (await (await fetch(baseUrl + OPENAPI_JSON_PATH)).json()) as ConstructorParameters<typeof DocumentValidator>[0],
      );
      const client = createClient<paths>({ baseUrl });
      // A client keeps the cookie its hold sets, as a browser does, and checks every answer against the document.
      let cookie: string | null = null;
      const problems: string[] = [];
      client.use({
        onRequest({ request }) {
          if (cookie) request.headers.set('cookie', cookie);
          return request;
        },
        async onResponse({ request, response }) {
          const set = response.headers.getSetCookie().find((line) => line.startsWith('vaxnear_client='));
          if (set) cookie = set.split(';')[0]!;
          const url = new URL(request.url);
          problems.push(
            ...document.problems(request.method, url.pathname + url.search, {
              status: response.status,
              contentType: response.headers.get('content-type'),
              body: await response.clone().text(),
            }),
          );
          return response;
        },
      });
      const proofFor = async (
        action: paths['/api/v1/bot-check/challenge']['get']['parameters']['query']['action'],
      ): Promise<string> => {
        const { data, response } = await client.GET('/api/v1/bot-check/challenge', { params: { query: { action } } });
        expect(response.status).toBe(200);
        return encodeProof(await solve(data!));
      };

      const timeSlotId = slotId('safewayAlliance', '2026-11-24T17:00:00.000Z');
      const refused = await client.POST('/api/v1/reservations', { body: { timeSlotId } });
      expect(refused.error?.errors[0]?.code).toBe('BOT_CHECK_FAILED');

      const hold = await client.POST('/api/v1/reservations', {
        body: { timeSlotId },
        headers: { 'x-bot-check-token': await proofFor('create_reservation') },
      });
      expect(hold.response.status).toBe(200);
      expect(cookie).not.toBeNull();

      const body = bookingBody([{ slot: '2026-11-24T17:00:00.000Z', services: [{ kind: 'flu', brand: null }] }]);
      const booked = await client.POST('/api/v1/appointments/batch_create', {
        body: body as paths['/api/v1/appointments/batch_create']['post']['requestBody']['content']['application/json'],
        params: { header: { 'Idempotency-Key': 'generated-client-0001' } },
        headers: { 'x-bot-check-token': await proofFor('create_appointments') },
      });
      expect(booked.error).toBeUndefined();
      const registration = booked.data!.data.registration;
      expect(registration.appointments[0]!.locationId).toBe(PLACES.safewayAlliance.id);

      const read = await client.GET('/api/v1/registrations/{accessCode}', {
        params: { path: { accessCode: registration.accessCode } },
      });
      expect(read.data?.data.registration.confirmationNumber).toBe(registration.confirmationNumber);

      const cancelled = await client.POST('/api/v1/registrations/{accessCode}/cancel', {
        params: { path: { accessCode: registration.accessCode } },
        body: {},
        headers: { 'x-bot-check-token': await proofFor('manage_registration') },
      });
      expect(cancelled.data?.data.registration.appointments[0]!.status).toBe('cancelled');

      expect(problems).toEqual([]);
    });
  });
}
