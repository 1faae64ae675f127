// The VTIMEZONE of a calendar file. Every DTSTART;TZID=… must name a zone the file defines (RFC 5545); Google and
// Apple calendars forgive its absence by knowing the IANA names, but Outlook and some phone calendars then show the
// appointment at the wrong hour or refuse the file. The offsets come from the runtime's own time zone database
// (Intl), so no table has to be kept up to date here; the file lists the actual changes around the appointments
// rather than a yearly rule, which is valid and cannot drift from what Intl says.

const DAY_MS = 86_400_000;
// Offsets change at most a few times a year; a weekly probe finds every change, then a search narrows it to the minute.
const PROBE_MS = 7 * DAY_MS;

interface Transition {
  at: number;
  fromMinutes: number;
  toMinutes: number;
}

function offsetReader(timeZone: string): (at: number) => number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return (at) => {
    const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  };
}

function transitions(timeZone: string, from: number, to: number): Transition[] {
  const offsetAt = offsetReader(timeZone);
  const found: Transition[] = [];
  let before = from;
  let beforeOffset = offsetAt(before);
  for (let probe = from + PROBE_MS; probe < to + PROBE_MS; probe += PROBE_MS) {
    const probeOffset = offsetAt(probe);
    if (probeOffset !== beforeOffset) {
      // The change lies in (low, high]: narrow it to the minute.
      let low = before;
      let high = probe;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetAt(middle) === beforeOffset) low = middle;
        else high = middle;
      }
      found.push({ at: high, fromMinutes: beforeOffset, toMinutes: probeOffset });
    }
    before = probe;
    beforeOffset = probeOffset;
  }
  return found;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall time at `at` under an offset, as an iCalendar local date-time. */
function localDateTime(at: number, offsetMinutes: number): string {
  const d = new Date(at + offsetMinutes * 60_000);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/**
 * A VTIMEZONE for `timeZone` that covers every instant from `from` to `to`: the observance in force at `from`, then
 * each change of offset up to `to`. A zone without changes (Phoenix, Honolulu, Puerto Rico) gets one STANDARD.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const start = from.getTime();
  // One scan from a year before `from`: the observance in force at `from` began at the last change up to it (a year
  // back is sure to hold one where the zone has daylight time); the later changes follow it.
  const all = transitions(timeZone, start - 366 * DAY_MS, to.getTime());
  const earlier = all.filter((change) => change.at <= start).at(-1);
  const changes = all.filter((change) => change.at > start);
  const abbreviations = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
  const observance = (dtstart: string, at: number, fromMinutes: number, toMinutes: number) => {
    const kind = toMinutes > fromMinutes ? 'DAYLIGHT' : 'STANDARD';
    const name = abbreviations.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
    return [
      `BEGIN:${kind}`,
      `DTSTART:${dtstart}`,
      `TZOFFSETFROM:${icsOffset(fromMinutes)}`,
      `TZOFFSETTO:${icsOffset(toMinutes)}`,
      // "GMT-4" is no abbreviation: leave TZNAME out rather than repeat the offset.
      ...(name && !name.startsWith('GMT') ? [`TZNAME:${name}`] : []),
      `END:${kind}`,
    ].join('\r\n');
  };
  const constant = offsetReader(timeZone)(start);
  const first = earlier
    ? observance(localDateTime(earlier.at, earlier.fromMinutes), earlier.at, earlier.fromMinutes, earlier.toMinutes)
    : observance('19700101T000000', start, constant, constant);
  const later = changes.map((c) => observance(localDateTime(c.at, c.fromMinutes), c.at, c.fromMinutes, c.toMinutes));
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, first, ...later, 'END:VTIMEZONE', ''].join('\r\n');
}
