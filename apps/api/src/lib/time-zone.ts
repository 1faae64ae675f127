/** Whether the runtime knows `zone` as a time zone name (Intl refuses unknown names with a RangeError). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
