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

function abbreviation(timeZone: string, at: number): string | null {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT-4" is no abbreviation: leave TZNAME out rather than repeat the offset.
  return name && !name.startsWith('GMT') ? name : null;
}

/**
 * A VTIMEZONE for `timeZone` that covers every instant from `from` to `to`: the observance in force at `from`, then
 * each change of offset up to `to`. A zone without changes (Phoenix, Honolulu, Puerto Rico) gets one STANDARD.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const start = from.getTime();
  const changes = transitions(timeZone, start, to.getTime());
  const offsetAt = offsetReader(timeZone);
  // The observance in force at `from` began at the last change before it; a year back is sure to find one where
  // the zone has daylight time.
  const earlier = transitions(timeZone, start - 366 * DAY_MS, start).at(-1);
  const initialOffset = offsetAt(start);
  const observances: string[] = [];
  const observance = (at: number, fromMinutes: number, toMinutes: number, isFirst: boolean) => {
    const kind = toMinutes > fromMinutes ? 'DAYLIGHT' : 'STANDARD';
    const name = abbreviation(timeZone, at);
    observances.push(
      [
        `BEGIN:${kind}`,
        `DTSTART:${isFirst && !earlier ? '19700101T000000' : localDateTime(at, fromMinutes)}`,
        `TZOFFSETFROM:${icsOffset(fromMinutes)}`,
        `TZOFFSETTO:${icsOffset(toMinutes)}`,
        ...(name ? [`TZNAME:${name}`] : []),
        `END:${kind}`,
      ].join('\r\n'),
    );
  };
  if (earlier) observance(earlier.at, earlier.fromMinutes, earlier.toMinutes, true);
  else observance(start, initialOffset, initialOffset, true);
  for (const change of changes) observance(change.at, change.fromMinutes, change.toMinutes, false);
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE', ''].join('\r\n');
}
