// Place suggestions for a search box, shared by the single and the group search (docs/product/booking-flow.md,
// Location search).
import { useEffect, useState } from 'react';
import { MAX_SUGGESTIONS, SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@vaxnear/domain/constants';
import { suggestPlaces } from './api/geolocation.ts';

/**
 * Suggestions for what was typed: after 3 characters, at most 5, once typing pauses for 250 ms
 * (docs/product/booking-flow.md, Location search).
 */
export function usePlaceSuggestions(text: string): string[] {
  const [found, setFound] = useState<{ text: string; list: string[] }>({ text: '', list: [] });
  const setSuggestions = (list: string[]) => setFound({ text, list });
  useEffect(() => {
    if (text.trim().length < SUGGESTION_MIN_CHARS) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggestPlaces(text.trim(), controller.signal)
        .then((list) => setSuggestions(list.slice(0, MAX_SUGGESTIONS)))
        .catch(() => setSuggestions([]));
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSuggestions is bound to this `text`
  }, [text]);
  // Suggestions belong to the text they were fetched for; stale ones are never shown.
  return found.text === text && text.trim().length >= SUGGESTION_MIN_CHARS ? found.list : [];
}
