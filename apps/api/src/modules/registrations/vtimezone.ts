// The VTIMEZONE of a calendar file. Every DTSTART;TZID=… must name a zone the file defines (RFC 5545); Google and
// Apple calendars forgive its absence by knowing the IANA names, but Outlook and some phone calendars then show the
// appointment at the wrong hour or refuse the file. The definitions come from timezones-ical-library, a maintained
// compilation of the IANA time zone database by vzic (the tool libical uses), with the yearly rules calendars expect;
// our own generator had a daylight-saving bug, and time zone rules are not ours to keep.
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** The VTIMEZONE component for an IANA zone, ending with a line break, as ical-generator's timezone generator wants. */
export function vtimezone(timeZone: string): string {
  const [block] = tzlib_get_ical_block(timeZone);
  // Locations' zones come from our data, checked on import; a zone the library does not know is a data error.
  if (!block) throw new Error(`No time zone definition for "${timeZone}"`);
  return `${block}\r\n`;
}
