// Publishing and reading SMART Scheduling Links, on every dialect: the feed meets the spec's rules, and a second
// database that imports it (from a folder, or from a URL served on port 0) offers the same locations and free slots.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '@vaxnear/domain/schedule';
import { importLocations } from '../../modules/data-loading/location-import.ts';
import {
  locationProblems,
  manifestProblems,
  scheduleProblems,
  slotProblems,
  type Manifest,
} from '../../modules/smart-scheduling/bulk-data-rules.ts';
import { EXTENSION } from '../../modules/smart-scheduling/fhir-vocabulary.ts';
import {
  importBulkData,
  importedLocationId,
  readBulkData,
  SmartImportError,
} from '../../modules/smart-scheduling/smart-import.service.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';

const NOW = '2026-11-23T20:00:00.000Z';
const CVS = 'vgov-cvs-17435-ak';

describe.each(dialects)('SMART Scheduling Links on $name', (dialect) => {
  let publisher: TestApp;
  let folder: string;
  let heldSlot: string;

  beforeAll(async () => {
    publisher = await createTestApp(dialect, { now: NOW });
    await importLocations(
      publisher.database,
      fs.readFileSync(path.join(publisher.config.dataDir, 'sample-location-import.csv'), 'utf8'),
    );
    // Two visitors hold both places of one CVS slot: it must be published busy, and imported busy.
    const day = await publisher.app.inject({ url: `/api/v1/availabilities?location_ids[]=${CVS}&date=2026-11-24` });
    heldSlot = day.json().data.locations[0].dates[0].slots[0].id;
    for (let i = 0; i < 2; i += 1) {
      const hold = await publisher.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        payload: { timeSlotId: heldSlot },
      });
      expect(hold.statusCode).toBe(200);
    }
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-smart-'));
  });
  afterAll(async () => {
    await publisher.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  async function fetchFeed(app: TestApp) {
    const res = await app.app.inject({ url: '/api/v1/fhir/$bulk-publish', headers: { host: 'feed.test' } });
    expect(res.statusCode).toBe(200);
    const manifest = res.json() as Manifest;
    const files = new Map<string, { type: string; body: string; contentType: string }>();
    for (const item of manifest.output) {
      const url = new URL(item.url);
      const file = await app.app.inject({ url: `${url.pathname}${url.search}` });
      expect(file.statusCode).toBe(200);
      files.set(path.basename(url.pathname), {
        type: item.type,
        body: file.body,
        contentType: String(file.headers['content-type']),
      });
    }
    return { manifest, files };
  }

  const linesOf = (files: Map<string, { type: string; body: string }>, type: string) =>
    [...files.values()]
      .filter((f) => f.type === type)
      .flatMap((f) =>
        f.body
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      );

  it('publishes a manifest whose files meet the SMART Scheduling Links rules, references included', async () => {
    const { manifest, files } = await fetchFeed(publisher);
    expect(manifestProblems(manifest)).toEqual([]);
    expect(manifest.request).toBe('http://feed.test/api/v1/fhir/$bulk-publish');
    expect([...new Set(manifest.output.map((o) => o.type))].sort()).toEqual(['Location', 'Schedule', 'Slot']);
    for (const file of files.values()) expect(file.contentType).toContain('application/fhir+ndjson');
    const locations = linesOf(files, 'Location');
    const schedules = linesOf(files, 'Schedule');
    const slots = linesOf(files, 'Slot');
    for (const l of locations) expect(locationProblems(l)).toEqual([]);
    const locationIds = new Set(locations.map((l) => l.id as string));
    for (const s of schedules) expect(scheduleProblems(s, locationIds)).toEqual([]);
    const scheduleIds = new Set(schedules.map((s) => s.id as string));
    for (const s of slots) expect(slotProblems(s, scheduleIds)).toEqual([]);

    const cvs = locations.find((l) => l.id === CVS);
    expect(cvs.name).toBe('CVS Pharmacy #17435');
    expect(cvs.telecom).toContainEqual({ system: 'phone', value: '907-332-1004' });
    expect(cvs.position).toEqual({ latitude: 61.229107, longitude: -149.741837 });
    expect(cvs.address).toMatchObject({ line: ['1200 N MULDOON RD'], city: 'ANCHORAGE', state: 'AK' });
    const codes = schedules
      .find((s) => s.id === CVS)
      .serviceType.flatMap((t: { coding: Array<{ code: string }> }) => t.coding.map((c) => c.code));
    expect(codes).toEqual(expect.arrayContaining(['57', 'covid19-immunization', 'flu', 'rsv', 'pneumococcal']));

    const cvsSlots = slots.filter((s) => s.schedule.reference === `Schedule/${CVS}`);
    const days = new Set(cvsSlots.map((s) => String(s.start).slice(0, 10)));
    expect([...days].sort()[0]).toBe('2026-11-23');
    expect([...days].every((d) => d <= addDaysToIsoDate('2026-11-23', 13))).toBe(true);
    expect(cvsSlots[0].start).toMatch(/-09:00$/);
    const held = cvsSlots.find((s) => s.extension[0].valueUrl.endsWith(heldSlot));
    expect(held.status).toBe('busy');
    const free = cvsSlots.find((s) => s.status === 'free');
    expect(free.extension).toContainEqual({ url: EXTENSION.slotCapacity, valueInteger: 2 });
    expect(free.extension[0]).toMatchObject({ url: EXTENSION.bookingDeepLink });
    expect(free.extension[0].valueUrl).toMatch(
      /^http:\/\/localhost:\d+\/schedule\?location=vgov-cvs-17435-ak&timeSlotId=/,
    );
  });

  it('sends every file gzipped to a reader that accepts it, and the same lines as without', async () => {
    const { manifest, files } = await fetchFeed(publisher);
    for (const item of manifest.output) {
      const url = new URL(item.url);
      const res = await publisher.app.inject({
        url: url.pathname,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(files.get(path.basename(url.pathname))!.body);
    }
    const plain = await publisher.app.inject({
      url: '/api/v1/fhir/Slot-AK.ndjson',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files.get('Slot-AK.ndjson')!.body);
  });

  it('serves a Slot file again for a short while, then shows a new hold', async () => {
    const slotFile = async () =>
      (await publisher.app.inject({ url: '/api/v1/fhir/Slot-AK.ndjson', headers: { 'accept-encoding': 'gzip' } }))
        .rawPayload;
    const before = await slotFile();
    const slot = (
      await publisher.app.inject({ url: `/api/v1/availabilities?location_ids[]=${CVS}&date=2026-11-26` })
    ).json().data.locations[0].dates[0].slots[0].id;
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await publisher.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId: slot } }))
          .statusCode,
      ).toBe(200);
    }
    const busyLine = (body: Buffer) =>
      gunzipSync(body)
        .toString('utf8')
        .split('\n')
        .find((l) => l.includes(slot))!;
    expect(busyLine(await slotFile())).toBe(busyLine(before));
    publisher.clock.advance(publisher.config.smartSlotCacheTtlS * 1000);
    expect(busyLine(await slotFile())).toContain('"status":"busy"');
    expect(
      (
        await publisher.app.inject({
          method: 'DELETE',
          url: '/api/v1/reservations',
          payload: { timeSlotIds: [slot, slot] },
        })
      ).statusCode,
    ).toBeLessThan(300);
  });

  it("reads one Location by its id, as a booking deep link's page does", async () => {
    const res = await publisher.app.inject({ url: `/api/v1/fhir/Location/${CVS}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+json');
    expect(res.json()).toMatchObject({
      resourceType: 'Location',
      id: CVS,
      name: 'CVS Pharmacy #17435',
      position: { latitude: 61.229107, longitude: -149.741837 },
    });
    const missing = await publisher.app.inject({ url: '/api/v1/fhir/Location/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toMatch(/Search for a pharmacy/);
    expect((await publisher.app.inject({ url: `/api/v1/fhir/Location/${'x'.repeat(300)}` })).statusCode).toBe(400);
  });

  it('lists the manifest and the files in the OpenAPI document', async () => {
    const paths = Object.keys((await publisher.app.inject({ url: '/api/v1/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/fhir/$bulk-publish',
        '/api/v1/fhir/Location.ndjson',
        '/api/v1/fhir/Schedule.ndjson',
        '/api/v1/fhir/{slotFile}',
      ]),
    );
  });

  it('answers a bad _since with a plain 400 and an unknown file with 404', async () => {
    const bad = await publisher.app.inject({ url: '/api/v1/fhir/$bulk-publish?_since=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('_since');
    expect((await publisher.app.inject({ url: '/api/v1/fhir/Slot-ZZ.ndjson' })).statusCode).toBe(404);
    expect((await publisher.app.inject({ url: '/api/v1/fhir/..%2Fetc.ndjson' })).statusCode).toBe(404);
  });

  it('lists with _since only the files that changed since then', async () => {
    const since = publisher.clock.now().toISOString();
    publisher.clock.advance(60_000);
    const quiet = (
      await publisher.app.inject({ url: `/api/v1/fhir/$bulk-publish?_since=${since}` })
    ).json() as Manifest;
    expect(quiet.output).toEqual([]);
    const slot = (
      await publisher.app.inject({ url: `/api/v1/availabilities?location_ids[]=${CVS}&date=2026-11-25` })
    ).json().data.locations[0].dates[0].slots[0].id;
    expect(
      (await publisher.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId: slot } }))
        .statusCode,
    ).toBe(200);
    const changed = (
      await publisher.app.inject({ url: `/api/v1/fhir/$bulk-publish?_since=${since}` })
    ).json() as Manifest;
    expect(changed.output.map((o) => o.type)).toEqual(['Slot']);
    const delta = await publisher.app.inject({
      url: new URL(changed.output[0]!.url).pathname + new URL(changed.output[0]!.url).search,
    });
    expect(delta.body).toContain(`Schedule/${CVS}`);
    expect(
      (await publisher.app.inject({ method: 'DELETE', url: '/api/v1/reservations', payload: { timeSlotIds: [slot] } }))
        .statusCode,
    ).toBeLessThan(300);
  });

  async function freeTimes(app: TestApp, id: string) {
    const res = await app.app.inject({
      url: `/api/v1/availabilities?location_ids[]=${id}&startDate=2026-11-23&endDate=${addDaysToIsoDate('2026-11-23', 13)}`,
    });
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .data.locations[0].dates.map((d: { date: string; slots: Array<{ time: string }> }) => [
        d.date,
        d.slots.map((s) => s.time),
      ]);
  }

  it('imports the feed from a folder into an empty database, which then offers the same free slots; re-importing changes nothing', async () => {
    const { manifest, files } = await fetchFeed(publisher);
    fs.writeFileSync(path.join(folder, '$bulk-publish'), JSON.stringify(manifest));
    for (const [name, file] of files) fs.writeFileSync(path.join(folder, name), file.body);

    const reader = await createTestApp(dialect, { now: NOW });
    try {
      const data = await readBulkData(folder);
      const first = await importBulkData(reader.database, data, { prefix: 'feed', now: reader.clock.now() });
      expect(first).toMatchObject({ added: 3, updated: 0, unchanged: 0, skipped: [] });
      const id = importedLocationId('feed', CVS);
      expect(await freeTimes(reader, id)).toEqual(await freeTimes(publisher, CVS));
      const again = await importBulkData(reader.database, await readBulkData(folder), {
        prefix: 'feed',
        now: reader.clock.now(),
      });
      expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 3, slotRecordsChanged: 0, closed: 0 });

      // Published again by the reader, the slots are the same slots.
      const republished = linesOf((await fetchFeed(reader)).files, 'Slot')
        .filter((s) => s.status === 'free')
        .map((s) => s.start);
      const original = linesOf((await fetchFeed(publisher)).files, 'Slot')
        .filter((s) => s.status === 'free')
        .map((s) => s.start);
      expect(republished).toEqual(original);
    } finally {
      await reader.close();
    }
  });

  it('imports the same feed from its URL (a server on port 0)', async () => {
    await publisher.app.listen({ port: 0, host: '127.0.0.1' });
    const address = publisher.app.server.address() as { port: number };
    const reader = await createTestApp(dialect, { now: NOW });
    try {
      const data = await readBulkData(`http://127.0.0.1:${address.port}/api/v1/fhir/$bulk-publish`);
      const summary = await importBulkData(reader.database, data, { now: reader.clock.now() });
      expect(summary.added).toBe(3);
      expect(await freeTimes(reader, importedLocationId('127-0-0-1', CVS))).toEqual(await freeTimes(publisher, CVS));
    } finally {
      await reader.close();
    }
  });

  it('imports nothing from a feed with a Slot whose Schedule does not exist', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-smart-broken-'));
    for (const name of fs.readdirSync(folder)) fs.copyFileSync(path.join(folder, name), path.join(broken, name));
    const slotFile = fs.readdirSync(broken).find((n) => n.startsWith('Slot-'))!;
    fs.appendFileSync(
      path.join(broken, slotFile),
      `${JSON.stringify({ resourceType: 'Slot', id: 'x1', schedule: { reference: 'Schedule/nowhere' }, status: 'free', start: '2026-11-24T10:00:00-09:00', end: '2026-11-24T10:15:00-09:00' })}\n`,
    );
    const reader = await createTestApp(dialect, { now: NOW });
    try {
      await expect(readBulkData(broken)).rejects.toThrow(SmartImportError);
      await expect(readBulkData(broken)).rejects.toThrow(/Schedule\/nowhere is in no Schedule file/);
      const count = await reader.database.db
        .selectFrom('locations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    } finally {
      await reader.close();
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
