// "Use my current location": the browser's position and the ZIP code nearest to it (GET
// /geolocation/nearest_zip_code), with the two ways it can fail a person can do something about.
import { useState } from 'react';
import type { NearestZip } from '@vaxnear/domain/contracts/geolocation';
import { ApiError } from './api-client.ts';
import { nearestZipCode } from './api/geolocation.ts';

export type LocationProblem = 'denied' | 'unsupported';

export function useCurrentLocation(handlers: {
  onFound: (position: { latitude: number; longitude: number }, nearest: NearestZip) => void;
  /** The server's message, if it gave one; the page says its own words otherwise. */
  onLookupFailed: (message: string | null) => void;
}) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);

  function locate() {
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        try {
          handlers.onFound({ latitude, longitude }, await nearestZipCode(latitude, longitude));
        } catch (caught) {
          handlers.onLookupFailed(caught instanceof ApiError ? (caught.errors[0]?.message ?? null) : null);
        } finally {
          setLocating(false);
        }
      },
      (failure) => {
        setLocating(false);
        setProblem(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unsupported');
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return { locate, locating, problem, clearProblem: () => setProblem(null) };
}
