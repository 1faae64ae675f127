// Publishing and reading SMART Scheduling Links, on every dialect: every published Location, Schedule and Slot is
// valid FHIR R4 (the `fhir` package's validator) and meets the spec's rules for a publisher, and a second database
// that imports the feed (from a folder, or from a URL served on port 0) publishes the same feed again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Fhir } from 'fhir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '@vaxnear/domain/schedule';
import { CVX_SYSTEM } from '@vaxnear/domain/vaccine-products';
import { upsertZipCodes } from '../../modules/data-loading/data-loading.repository.ts';
import { zipCodeRows } from '../../modules/data-loading/default-data.ts';
import { importLocations } from '../../modules/data-loading/location-import.ts';
import { ZIP_SOURCE } from '../../modules/data-loading/zip-derivation.ts';
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
import { freePort } from '../../test/free-port.ts';

const NOW = '2026-11-23T20:00:00.000Z';
const CVS = 'vgov-cvs-17435-ak';
const MINUTE_CLINIC = 'vgov-cvs-20217-az';
/** A location whose id has "_", which a FHIR id may not: published as vgov-vaccines.gov-900-az. */
const UNDERSCORED = 'vgov-vaccines_gov-900-az';

const fhirValidator = new Fhir();
/** What the FHIR R4 validator finds wrong (errors only: it warns about SMART's own service-type codes). */
function fhirErrors(resource: unknown): string[] {
  return fhirValidator
    .validate(resource as object, { errorOnUnexpected: true })
    .messages.filter((m) => m.severity === 'error' || m.severity === 'fatal')
    .map((m) => `${m.location}: ${m.message}`);
}

/** The sample import plus one location whose id has "_" (as the default data's 2,262 vaccines_gov ids do). */
function sampleCsv(dataDir: string): string {
  const text = fs.readFileSync(path.join(dataDir, 'sample-location-import.csv'), 'utf8').trimEnd();
  const minuteClinic = text.split('\n').find((line) => line.startsWith(MINUTE_CLINIC))!;
  return `${text}\n${minuteClinic.replace(MINUTE_CLINIC, UNDERSCORED).replace('MinuteClinic (CVS) #20217', 'Test Pharmacy #900')}\n`;
}

/** The ZIP codes of the sample's states, from the data we ship: what a location's ZIP is derived from. */
async function loadZipCodes(app: TestApp) {
  const rows = zipCodeRows(fs.readFileSync(path.join(app.config.dataDir, 'us_zip_codes.csv'), 'utf8')).filter((r) =>
    ['AK', 'AZ'].includes(r.state),
  );
  await app.database.db.transaction().execute((trx) => upsertZipCodes(trx, rows));
}

describe.each(dialects)('SMART Scheduling Links on $name', (dialect) => {
  let publisher: TestApp;
  let folder: string;
  let heldSlot: string;

  beforeAll(async () => {
    publisher = await createTestApp(dialect, { now: NOW });
    await loadZipCodes(publisher);
    await importLocations(publisher.database, sampleCsv(publisher.config.dataDir));
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

  it('publishes valid FHIR R4 Locations, Schedules and Slots that meet the rules for a publisher, references included', async () => {
    const { manifest, files } = await fetchFeed(publisher);
    expect(manifestProblems(manifest, { strict: true })).toEqual([]);
    for (const file of files.values()) expect(file.contentType).toContain('application/fhir+ndjson');
    const locations = linesOf(files, 'Location');
    const schedules = linesOf(files, 'Schedule');
    const slots = linesOf(files, 'Slot');
    for (const resource of [...locations, ...schedules, ...slots]) expect(fhirErrors(resource)).toEqual([]);
    for (const l of locations) expect(locationProblems(l, { strict: true })).toEqual([]);
    const locationIds = new Set(locations.map((l) => l.id as string));
    for (const s of schedules) expect(scheduleProblems(s, locationIds, { strict: true })).toEqual([]);
    const scheduleIds = new Set(schedules.map((s) => s.id as string));
    for (const s of slots) expect(slotProblems(s, scheduleIds, { strict: true })).toEqual([]);
    expect(new Set(slots.map((s) => s.id)).size).toBe(slots.length);

    const cvs = locations.find((l) => l.id === CVS);
    expect(cvs.name).toBe('CVS Pharmacy #17435');
    expect(cvs.telecom).toContainEqual({ system: 'phone', value: '907-332-1004' });
    expect(cvs.position).toEqual({ latitude: 61.229107, longitude: -149.741837 });
    expect(cvs.address).toMatchObject({ line: ['1200 N MULDOON RD'], city: 'ANCHORAGE', state: 'AK' });
    expect(cvs.address.postalCode).toMatch(/^995\d\d$/);

    // One Schedule per vaccine product, coded in CVX: flu, Pfizer COVID-19 for 5-11 and for 12 and over, Moderna
    // COVID-19 from 12 (the sample's ages), GSK RSV, Pfizer pneumococcal.
    const cvsSchedules = schedules.filter((s) => s.actor[0].reference === `Location/${CVS}`);
    const productOf = (s: { extension: Array<{ valueCoding: { system: string; code: string } }> }) =>
      s.extension[0]!.valueCoding;
    expect(cvsSchedules.map((s) => productOf(s).system).every((system) => system === CVX_SYSTEM)).toBe(true);
    expect(cvsSchedules.map((s) => productOf(s).code).sort()).toEqual(['216', '303', '309', '310', '312', '88']);
    const fluSchedule = cvsSchedules.find((s) => productOf(s).code === '88');
    const covidSchedule = cvsSchedules.find((s) => productOf(s).code === '309');
    const kindsOf = (s: { serviceType: Array<{ coding: Array<{ code: string }> }> }) =>
      s.serviceType.flatMap((t) => t.coding.map((c) => c.code));
    expect(kindsOf(fluSchedule)).toEqual(['57', 'flu']);
    expect(kindsOf(covidSchedule)).toEqual(['57', 'covid19-immunization', 'covid_19']);

    // The same time is a Slot under each Schedule: a reader can tell a flu slot from a COVID-19 slot.
    const cvsSlots = slots.filter((s) => cvsSchedules.some((c) => s.schedule.reference === `Schedule/${c.id}`));
    const firstStart = cvsSlots[0].start;
    const atFirstStart = cvsSlots.filter((s) => s.start === firstStart).map((s) => s.schedule.reference);
    expect(atFirstStart.sort()).toEqual(cvsSchedules.map((s) => `Schedule/${s.id}`).sort());
    const days = new Set(cvsSlots.map((s) => String(s.start).slice(0, 10)));
    expect([...days].sort()[0]).toBe('2026-11-23');
    expect([...days].every((d) => d <= addDaysToIsoDate('2026-11-23', 13))).toBe(true);
    expect(firstStart).toMatch(/-09:00$/);
    const held = cvsSlots.filter((s) => s.extension[0].valueUrl.endsWith(heldSlot));
    expect(held).toHaveLength(cvsSchedules.length);
    expect(held.every((s) => s.status === 'busy')).toBe(true);
    const free = cvsSlots.find((s) => s.status === 'free');
    expect(free.extension).toContainEqual({ url: EXTENSION.slotCapacity, valueInteger: 2 });
    expect(free.extension[0]).toMatchObject({ url: EXTENSION.bookingDeepLink });
    expect(free.extension[0].valueUrl).toBe(
      `${publisher.config.publicBaseUrl}/schedule?location=${CVS}&timeSlotId=${free.extension[0].valueUrl.split('timeSlotId=')[1]}`,
    );
  });

  it('builds the manifest from the configured public address, whatever Host the request names', async () => {
    const { manifest } = await fetchFeed(publisher);
    const base = `${publisher.config.publicBaseUrl}/api/v1/fhir`;
    expect(manifest.request).toBe(`${base}/$bulk-publish`);
    for (const item of manifest.output) expect(item.url.startsWith(`${base}/`)).toBe(true);
    expect(JSON.stringify(manifest)).not.toContain('feed.test');
  });

  it('hints at the state of each Slot file, so a reader that wants one state downloads one file', async () => {
    const { manifest } = await fetchFeed(publisher);
    const slotFiles = manifest.output.filter((o) => o.type === 'Slot');
    expect(slotFiles.map((o) => [path.basename(new URL(o.url).pathname), o.extension?.state])).toEqual([
      ['Slot-AK.ndjson', ['AK']],
      ['Slot-AZ.ndjson', ['AZ']],
    ]);
    for (const o of manifest.output.filter((o) => o.type !== 'Slot')) expect(o.extension?.state).toEqual(['AK', 'AZ']);
  });

  it('publishes ids that are valid FHIR ids, and still reads a Location by the id published before', async () => {
    const { files } = await fetchFeed(publisher);
    const ids = [...files.values()].flatMap((f) =>
      f.body
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).id as string),
    );
    expect(ids.filter((id) => !/^[A-Za-z0-9.-]{1,64}$/.test(id))).toEqual([]);
    const underscored = linesOf(files, 'Location').find((l) => l.name === 'Test Pharmacy #900');
    expect(underscored.id).toBe('vgov-vaccines.gov-900-az');
    expect(underscored.identifier).toContainEqual({ system: 'urn:vaxnear:fhir:location-id', value: UNDERSCORED });
    for (const id of [underscored.id, UNDERSCORED]) {
      const res = await publisher.app.inject({ url: `/api/v1/fhir/Location/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe('vgov-vaccines.gov-900-az');
    }
  });

  it('gives every location a ZIP, derived from its position and marked so, and shows that ZIP wherever it names one', async () => {
    const { files } = await fetchFeed(publisher);
    const stored = await publisher.database.db
      .selectFrom('locations')
      .select(['id', 'zip', 'zip_source'])
      .orderBy('id')
      .execute();
    for (const row of stored) {
      expect(row.zip).toMatch(/^\d{5}$/);
      expect(row.zip_source).toBe(ZIP_SOURCE.nearestZctaInCity);
    }
    const cvsZip = stored.find((r) => r.id === CVS)!.zip;
    expect(linesOf(files, 'Location').find((l) => l.id === CVS).address.postalCode).toBe(cvsZip);
    // The search results show the same ZIP.
    const flu = encodeURIComponent(JSON.stringify([{ kind: 'flu', brands: [], ageMin: 18, ageMax: 64 }]));
    const search = await publisher.app.inject({
      url: `/api/v1/query?latitude=61.229107&longitude=-149.741837&services=${flu}&pageSize=5`,
    });
    expect(search.statusCode).toBe(200);
    const found = search.json().data.locations.find((l: { id: string }) => l.id === CVS);
    expect(found.zip).toBe(cvsZip);
  });

  it("ends every Slot after its location's own slot length", async () => {
    const { files } = await fetchFeed(publisher);
    const lengths = new Map<string, Set<number>>();
    const scheduleLocation = new Map(
      linesOf(files, 'Schedule').map((s) => [s.id as string, s.actor[0].reference.slice('Location/'.length) as string]),
    );
    for (const slot of linesOf(files, 'Slot')) {
      const location = scheduleLocation.get(slot.schedule.reference.slice('Schedule/'.length))!;
      const minutes = (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;
      lengths.set(location, (lengths.get(location) ?? new Set()).add(minutes));
    }
    // The sample gives CVS 15-minute slots and the MinuteClinic 20-minute ones.
    expect([...lengths.get(CVS)!]).toEqual([15]);
    expect([...lengths.get(MINUTE_CLINIC)!]).toEqual([20]);
  });

  it('sends every file gzipped to a reader that accepts it, and the same lines as without', async () => {
    const { manifest, files } = await fetchFeed(publisher);
    for (const item of manifest.output) {
      const url = new URL(item.url);
      const res = await publisher.app.inject({
        url: url.pathname,
        headers: { 'accept-encoding': 'gzip, deflate' },
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
    // A reader passes the transactionTime of its last manifest; it is set back by the feed's delay (decision 252),
    // so the changes of the tests above are listed for that long.
    await publisher.app.inject({ url: '/api/v1/fhir/$bulk-publish' });
    publisher.clock.advance(2 * 60_000);
    const since = ((await publisher.app.inject({ url: '/api/v1/fhir/$bulk-publish' })).json() as Manifest)
      .transactionTime;
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

  /**
   * A feed as a reader sees it, without what a re-publisher names its own way (ids, our location-id identifier, deep
   * links): each Location's fields, each location's products, and each free slot under each product.
   */
  function readerView(files: Map<string, { type: string; body: string }>) {
    const locations = linesOf(files, 'Location');
    const nameOf = new Map(locations.map((l) => [`Location/${l.id}`, l.name as string]));
    const schedules = linesOf(files, 'Schedule');
    const productOf = new Map(
      schedules.map((s) => [
        `Schedule/${s.id}`,
        `${nameOf.get(s.actor[0].reference)} ${s.extension[0].valueCoding.code}`,
      ]),
    );
    const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
    return {
      locations: locations.map(({ id: _id, identifier: _identifier, ...rest }) => rest).sort(byText),
      schedules: schedules
        .map((s) => ({
          location: nameOf.get(s.actor[0].reference),
          serviceType: s.serviceType,
          extension: s.extension,
        }))
        .sort(byText),
      freeSlots: linesOf(files, 'Slot')
        .filter((s) => s.status === 'free')
        .map((s) => ({
          product: productOf.get(s.schedule.reference),
          start: s.start,
          end: s.end,
          places: s.extension.find((e: { url: string }) => e.url === EXTENSION.slotCapacity)?.valueInteger ?? 1,
        }))
        .sort(byText),
    };
  }

  it('imports the feed from a folder into an empty database, which publishes the same feed again; re-importing changes nothing', async () => {
    const { manifest, files } = await fetchFeed(publisher);
    fs.writeFileSync(path.join(folder, '$bulk-publish'), JSON.stringify(manifest));
    for (const [name, file] of files) fs.writeFileSync(path.join(folder, name), file.body);

    const reader = await createTestApp(dialect, { now: NOW });
    try {
      const data = await readBulkData(folder);
      const first = await importBulkData(reader.database, data, { prefix: 'feed', now: reader.clock.now() });
      expect(first).toMatchObject({ added: 4, updated: 0, unchanged: 0, skipped: [] });
      const id = importedLocationId('feed', CVS);
      expect(await freeTimes(reader, id)).toEqual(await freeTimes(publisher, CVS));
      const again = await importBulkData(reader.database, await readBulkData(folder), {
        prefix: 'feed',
        now: reader.clock.now(),
      });
      expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 4, slotRecordsChanged: 0, closed: 0 });

      // Published again by the reader: the same Locations (ZIPs included), products and free slots. Busy slots
      // come back only where booked here (decision 130), so they are left out of the comparison.
      const republished = await fetchFeed(reader);
      expect(manifestProblems(republished.manifest, { strict: true })).toEqual([]);
      expect(readerView(republished.files)).toEqual(readerView((await fetchFeed(publisher)).files));
    } finally {
      await reader.close();
    }
  });

  it('imports the same feed from its URL (a server of its own, reached at its public address)', async () => {
    const port = await freePort();
    const served = await createTestApp(dialect, { now: NOW, config: { publicBaseUrl: `http://127.0.0.1:${port}` } });
    const reader = await createTestApp(dialect, { now: NOW });
    try {
      await loadZipCodes(served);
      await importLocations(served.database, sampleCsv(served.config.dataDir));
      await served.app.listen({ port, host: '127.0.0.1' });
      const data = await readBulkData(`http://127.0.0.1:${port}/api/v1/fhir/$bulk-publish`);
      const summary = await importBulkData(reader.database, data, { now: reader.clock.now() });
      expect(summary.added).toBe(4);
      expect(await freeTimes(reader, importedLocationId('127-0-0-1', CVS))).toEqual(await freeTimes(served, CVS));
    } finally {
      await reader.close();
      await served.close();
    }
  });

  it('derives the ZIP of an imported Location that has no postalCode, as for our own data', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-smart-bare-'));
    for (const name of fs.readdirSync(folder)) fs.copyFileSync(path.join(folder, name), path.join(bare, name));
    const locationFile = path.join(bare, 'Location.ndjson');
    const lines = fs.readFileSync(locationFile, 'utf8').split('\n').filter(Boolean);
    fs.writeFileSync(
      locationFile,
      lines
        .map((l) => JSON.stringify({ ...JSON.parse(l), address: { ...JSON.parse(l).address, postalCode: undefined } }))
        .join('\n'),
    );
    const reader = await createTestApp(dialect, { now: NOW });
    try {
      await loadZipCodes(reader);
      await importBulkData(reader.database, await readBulkData(bare), { prefix: 'bare', now: reader.clock.now() });
      const imported = await reader.database.db
        .selectFrom('locations')
        .select(['zip', 'zip_source'])
        .where('id', '=', importedLocationId('bare', CVS))
        .executeTakeFirstOrThrow();
      const published = await publisher.database.db
        .selectFrom('locations')
        .select('zip')
        .where('id', '=', CVS)
        .executeTakeFirstOrThrow();
      expect(imported).toEqual({ zip: published.zip, zip_source: ZIP_SOURCE.nearestZctaInCity });
    } finally {
      await reader.close();
      fs.rmSync(bare, { recursive: true, force: true });
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
      // The files are read while importing: the broken line is found before anything is written.
      const data = await readBulkData(broken);
      const attempt = importBulkData(reader.database, data, { prefix: 'broken', now: reader.clock.now() });
      await expect(attempt).rejects.toThrow(SmartImportError);
      await expect(attempt).rejects.toThrow(/Schedule\/nowhere is in no Schedule file/);
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
