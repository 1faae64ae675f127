// A pharmacy as our FHIR feed publishes it (the SMART Scheduling Links feed, decision 130): the booking deep link reads
// its name, place and time zone. The feed answers FHIR JSON, not the API's envelope, so this is the one call that
// does not go through apiRequest.

/** The parts of a FHIR Location the scheduler reads. */
export interface FhirLocation {
  name?: string;
  address?: { postalCode?: string };
  position?: { latitude: number; longitude: number };
  extension?: Array<{ url: string; valueCode?: string }>;
}

const TIME_ZONE_EXTENSION = 'http://hl7.org/fhir/StructureDefinition/timezone';

/** GET /fhir/Location/:id: the pharmacy, or null when the feed does not know it. */
export async function fhirLocation(locationId: string): Promise<FhirLocation | null> {
  const response = await fetch(`/api/v1/fhir/Location/${encodeURIComponent(locationId)}`, {
    headers: { accept: 'application/fhir+json' },
  });
  if (!response.ok) return null;
  const location: FhirLocation = await response.json();
  return location;
}

/** The location's IANA time zone, from the FHIR time zone extension. */
export const timeZoneOf = (location: FhirLocation): string | undefined =>
  location.extension?.find((e) => e.url === TIME_ZONE_EXTENSION)?.valueCode;
