// A SMART Scheduling Links feed of any size, written to a folder as another publisher would serve it: made here so
// that the streaming import can be tested and measured at national size without downloading anything.
import fs from 'node:fs';
import path from 'node:path';
import { EXTENSION, IMMUNIZATION_CODING } from '../modules/smart-scheduling/fhir-vocabulary.ts';

export interface SyntheticFeedOptions {
  locations: number;
  days: number;
  /** 15-minute slots a day from 09:00 Anchorage time (18:00 UTC). */
  slotsPerDay: number;
  /** The first day's date (UTC), YYYY-MM-DD. */
  firstDay: string;
  /** Locations per Slot file: a national feed has one file per state. */
  locationsPerSlotFile?: number;
  baseUrl?: string;
}

export interface SyntheticFeed {
  slots: number;
  /** Bytes of all the files together. */
  bytes: number;
}

/** Writes `$bulk-publish`, Location.ndjson, Schedule.ndjson and Slot-N.ndjson files into `folder`. */
export function writeSyntheticFeed(folder: string, options: SyntheticFeedOptions): SyntheticFeed {
  const base = options.baseUrl ?? 'https://feed.example.org/fhir';
  const perFile = options.locationsPerSlotFile ?? 1000;
  fs.mkdirSync(folder, { recursive: true });
  let bytes = 0;
  let slots = 0;
  const write = (fd: number, text: string) => {
    bytes += fs.writeSync(fd, text);
  };
  const locationFd = fs.openSync(path.join(folder, 'Location.ndjson'), 'w');
  const scheduleFd = fs.openSync(path.join(folder, 'Schedule.ndjson'), 'w');
  const slotFiles: string[] = [];
  let slotFd = -1;
  const firstDay = Date.parse(`${options.firstDay}T18:00:00Z`);
  for (let n = 0; n < options.locations; n += 1) {
    if (n % perFile === 0) {
      if (slotFd >= 0) fs.closeSync(slotFd);
      const name = `Slot-${slotFiles.length + 1}.ndjson`;
      slotFiles.push(name);
      slotFd = fs.openSync(path.join(folder, name), 'w');
    }
    const id = `loc${n}`;
    write(
      locationFd,
      `${JSON.stringify({
        resourceType: 'Location',
        id,
        name: `Synthetic Pharmacy #${n}`,
        telecom: [{ system: 'phone', value: '907-555-0100' }],
        address: { line: [`${100 + n} Main St`], city: 'Anchorage', state: 'AK', postalCode: '99501' },
        position: { latitude: 61.2 + (n % 100) / 1000, longitude: -149.9 + Math.floor(n / 100) / 1000 },
        extension: [{ url: EXTENSION.timeZone, valueCode: 'America/Anchorage' }],
      })}\n`,
    );
    const scheduleId = `${id}-88`;
    write(
      scheduleFd,
      `${JSON.stringify({
        resourceType: 'Schedule',
        id: scheduleId,
        actor: [{ reference: `Location/${id}` }],
        serviceType: [{ coding: [IMMUNIZATION_CODING] }],
        extension: [
          { url: EXTENSION.vaccineProduct, valueCoding: { system: 'http://hl7.org/fhir/sid/cvx', code: '88' } },
        ],
      })}\n`,
    );
    let text = '';
    for (let day = 0; day < options.days; day += 1) {
      for (let i = 0; i < options.slotsPerDay; i += 1) {
        const start = firstDay + day * 86_400_000 + i * 15 * 60_000;
        const slotId = `${scheduleId}.${start.toString(36)}`;
        // Every fifth slot is booked: the import must read busy slots too.
        const status = i % 5 === 4 ? 'busy' : 'free';
        text +=
          `{"resourceType":"Slot","id":"${slotId}","schedule":{"reference":"Schedule/${scheduleId}"},` +
          `"status":"${status}","start":"${new Date(start).toISOString()}","end":"${new Date(start + 15 * 60_000).toISOString()}",` +
          `"extension":[{"url":"${EXTENSION.bookingDeepLink}","valueUrl":"${base.replace('/fhir', '')}/book?slot=${slotId}"}]}\n`;
        slots += 1;
      }
    }
    write(slotFd, text);
  }
  if (slotFd >= 0) fs.closeSync(slotFd);
  fs.closeSync(locationFd);
  fs.closeSync(scheduleFd);
  const manifest = {
    transactionTime: new Date(firstDay).toISOString(),
    request: `${base}/$bulk-publish`,
    output: [
      { type: 'Location', url: `${base}/Location.ndjson` },
      { type: 'Schedule', url: `${base}/Schedule.ndjson` },
      ...slotFiles.map((name) => ({ type: 'Slot', url: `${base}/${name}` })),
    ],
    error: [],
  };
  write(fs.openSync(path.join(folder, '$bulk-publish'), 'w'), JSON.stringify(manifest));
  return { slots, bytes };
}
