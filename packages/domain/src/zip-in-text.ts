// The ZIP code a person typed among other words ("450 W 33rd St, New York, NY 10001", "10001-2062"): the place search
// reads it, and the search page names it when it is unknown. Its own small file, so a page that only needs this does
// not load the place search's state tables.

/** A 5-digit ZIP, with or without its +4 ending, as a word of its own. */
export const ZIP_TOKEN = /\b(\d{5})(?:-\d{4})?\b/g;

/** The last ZIP in the text (the one nearest its end is the address's), or null. */
export function lastZipIn(text: string): { zip: string; token: string } | null {
  const last = [...text.matchAll(ZIP_TOKEN)].at(-1);
  return last ? { zip: last[1]!, token: last[0] } : null;
}
