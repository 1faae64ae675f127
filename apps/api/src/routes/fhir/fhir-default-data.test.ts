// The feed as an aggregator fetches it, on the real default data (data/, 18,000 pharmacies): every Location and
// Schedule, and the Slot file of one state, are valid FHIR R4 (the `fhir` package's validator) and meet the SMART
// Scheduling Links rules for a publisher; the manifest lists one Slot file per state with its state hint.
import path from 'node:path';
import { Fhir } from 'fhir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDefaultDataIfEmpty } from '../../modules/data-loading/default-data.ts';
import {
  locationProblems,
  manifestProblems,
  scheduleProblems,
  slotProblems,
  type Manifest,
} from '../../modules/smart-scheduling/bulk-data-rules.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';

const fhir = new Fhir();
const fhirErrors = (resource: object) =>
  fhir
    .validate(resource, { errorOnUnexpected: true })
    .messages.filter((m) => m.severity === 'error' || m.severity === 'fatal')
    .map((m) => `${m.location}: ${m.message}`);

/**
 * What the first database published, by file. The FHIR validator takes seconds over 60,000 resources and judges what
 * the code wrote, not what the database holds; so the other database's feed must equal the first one's, resource for
 * resource, and that feed was validated.
 */
const firstFeed = new Map<string, string[]>();
/** True when `resources` equal the feed the first database published (already validated); the first is kept. */
const equalsValidatedFeed = (file: string, resources: Array<{ id: string }>) => {
  const ours = resources.map((r) => JSON.stringify(r)).sort();
  const first = firstFeed.get(file);
  if (!first) {
    firstFeed.set(file, ours);
    return false;
  }
  expect(ours).toEqual(first);
  return true;
};

const lines = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown> & { id: string });

describe.each(dialects)('the published feed of the default data on $name', (dialect) => {
  let t: TestApp;
  let manifest: Manifest;
  let locations: Array<Record<string, unknown> & { id: string }>;
  let schedules: Array<Record<string, unknown> & { id: string }>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: '2026-11-23T20:00:00.000Z' });
    await loadDefaultDataIfEmpty(t.database, t.config.dataDir);
    manifest = (await t.app.inject({ url: '/api/v1/fhir/$bulk-publish' })).json() as Manifest;
    locations = lines((await t.app.inject({ url: '/api/v1/fhir/Location.ndjson' })).body);
    schedules = lines((await t.app.inject({ url: '/api/v1/fhir/Schedule.ndjson' })).body);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists every state once, each Slot file with its state hint', () => {
    expect(manifestProblems(manifest, { strict: true })).toEqual([]);
    const slotFiles = manifest.output.filter((o) => o.type === 'Slot');
    expect(slotFiles.length).toBeGreaterThanOrEqual(50);
    for (const o of slotFiles)
      expect(o.extension?.state).toEqual([/Slot-([A-Z]{2})\.ndjson$/.exec(new URL(o.url).pathname)![1]]);
  });

  it('publishes every Location with a postalCode and a valid id, as valid FHIR R4', () => {
    expect(locations.length).toBeGreaterThan(18_000);
    const alreadyValidated = equalsValidatedFeed('Location', locations);
    const problems = locations.flatMap((l) =>
      [...locationProblems(l, { strict: true }), ...(alreadyValidated ? [] : fhirErrors(l))].map(
        (p) => `${l.id}: ${p}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('publishes one Schedule per location and vaccine product, coded in CVX, as valid FHIR R4', () => {
    const ids = new Set(locations.map((l) => l.id));
    const alreadyValidated = equalsValidatedFeed('Schedule', schedules);
    const problems = schedules.flatMap((s) =>
      [...scheduleProblems(s, ids, { strict: true }), ...(alreadyValidated ? [] : fhirErrors(s))].map(
        (p) => `${s.id}: ${p}`,
      ),
    );
    expect(problems).toEqual([]);
    expect(new Set(schedules.map((s) => s.id)).size).toBe(schedules.length);
    expect(schedules.length).toBeGreaterThan(locations.length * 2);
  });

  it("publishes a state's Slots as valid FHIR R4 under those Schedules", async () => {
    const wyoming = manifest.output.find((o) => o.url.endsWith('/Slot-WY.ndjson'))!;
    const slots = lines((await t.app.inject({ url: path.posix.join('/', new URL(wyoming.url).pathname) })).body);
    expect(slots.length).toBeGreaterThan(1_000);
    const ids = new Set(schedules.map((s) => s.id));
    const alreadyValidated = equalsValidatedFeed('Slot-WY', slots);
    const problems = slots.flatMap((s) =>
      [...slotProblems(s, ids, { strict: true }), ...(alreadyValidated ? [] : fhirErrors(s))].map(
        (p) => `${s.id}: ${p}`,
      ),
    );
    expect(problems.slice(0, 5)).toEqual([]);
    expect(new Set(slots.map((s) => s.id)).size).toBe(slots.length);
  });
});
