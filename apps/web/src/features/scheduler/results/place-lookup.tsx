// Turning a search text into the scheduler's coordinates, shared by the search page and the results page's own
// search box. An ambiguous name is asked about ("Which Springfield?") rather than silently resolved.
import { useEffect, useRef, useState } from 'react';
import { useTranslation, type Translate } from '../../../lib/use-translation.tsx';
import { lastZipIn } from '@vaxnear/domain/zip-in-text';
import type { AddressDetail, PlaceCandidate } from '@vaxnear/domain/contracts/geolocation';
import { ApiError } from '../../../lib/api-client.ts';
import { lookUpPlace } from '../../../lib/api/geolocation.ts';
import type { Coordinates } from '../machine/scheduler.machine.ts';

export type PlaceLookup =
  { kind: 'found'; coordinates: Coordinates } | { kind: 'ambiguous'; name: string; candidates: PlaceCandidate[] };

export function coordinatesFrom(detail: AddressDetail, typed: string): Coordinates {
  return {
    lat: detail.lat,
    lng: detail.lng,
    locationType: detail.precision === 'address' ? 'searchPrecise' : 'searchApproximate',
    query: typed,
    bookingRestrictions: detail.bookingRestrictions,
    postalCode: detail.postal_code || detail.zipCode,
    place: {
      matched: detail.matched,
      precision: detail.precision,
      street: detail.address_1 !== `${detail.city}, ${detail.state}`,
    },
  };
}

/** What to tell a person whose place could not be looked up: why, and what to do next. */
function lookupProblem(t: Translate<'scheduler'>, caught: unknown, text: string): string {
  const code = caught instanceof ApiError ? caught.codes[0] : undefined;
  if (code === 'UNAVAILABLE' || code === 'RATE_LIMITED') return t('search.busy');
  if (code === 'NETWORK_ERROR') return t('search.offline');
  if (code === 'PLACE_NOT_FOUND') {
    const zip = lastZipIn(text)?.zip;
    return zip ? t('search.zipNotFound', { zip }) : t('search.placeNotFound', { query: text });
  }
  return t('search.noResult', { query: text });
}

/** Looks a text up; a candidate chosen from "Which ...?" is looked up by its "City, ST" label, which is not ambiguous. */
export function usePlaceLookup() {
  const { t } = useTranslation('scheduler');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [question, setQuestion] = useState<{ name: string; candidates: PlaceCandidate[] } | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  async function lookUp(search: string): Promise<Coordinates | null> {
    const text = search.trim();
    if (!text) {
      setError(t('search.enterPlace'));
      return null;
    }
    setBusy(true);
    setError(null);
    setQuestion(null);
    try {
      const detail = await lookUpPlace({ search: text });
      if (detail.ambiguous && detail.candidates.length > 1) {
        setQuestion({ name: detail.city, candidates: detail.candidates });
        return null;
      }
      return coordinatesFrom(detail, text);
    } catch (caught) {
      // The person stays on the form with words in the page's language, by the answer's code (the server's own
      // sentence is English); the search text is never logged.
      setError(lookupProblem(t, caught, text));
      window.setTimeout(() => errorRef.current?.focus(), 0);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { lookUp, busy, error, setError, errorRef, question, clearQuestion: () => setQuestion(null) };
}

/** "Which Springfield?": the places of that name, largest first, each a button. Focus moves to the question. */
export function WhichPlace({
  name,
  candidates,
  onChoose,
}: {
  name: string;
  candidates: PlaceCandidate[];
  onChoose: (label: string) => void;
}) {
  const { t } = useTranslation('scheduler');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, [name]);
  return (
    <div className="which-place" role="group" aria-labelledby="which-place-title">
      <h2 id="which-place-title" tabIndex={-1} ref={title}>
        {t('search.which.title', { name })}
      </h2>
      <p>{t('search.which.body', { name })}</p>
      <ul className="which-place__list">
        {candidates.map((candidate) => (
          <li key={candidate.label}>
            <button
              type="button"
              className="button button--secondary which-place__choice"
              onClick={() => onChoose(candidate.label)}
            >
              {candidate.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
