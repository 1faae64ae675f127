// Holding a slot (POST /reservations) and letting go of the previous one (DELETE /reservations); see
// docs/product/booking-flow.md, Holds. Each call spends a bot-check token; a click that comes before the proof is
// solved waits for it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { holdPlaces, holdTimeSlot, releaseTimeSlots } from '../../lib/api/reservations.ts';
import { useBotToken } from '../ui/bot-tokens.tsx';
import type { HeldSlot } from './types.ts';

export type HoldProblem = { kind: 'taken' } | { kind: 'tooMany' } | { kind: 'failed' } | null;

export interface HoldRequest {
  timeSlotId: string;
  onHeld: (expiresAt: string) => void;
  /** A party's places (one id per person, repeated for people at the same time), held together or not at all. */
  partyIds?: string[];
}

export function useHold(heldSlot: HeldSlot | null, onTaken: () => void) {
  const pendingRef = useRef<HoldRequest | null>(null);
  const runPending = useRef<() => void>(() => undefined);
  const { take: takeCreate, widget: createWidget } = useBotToken('create_reservation', () => runPending.current());
  const { take: takeDelete, widget: deleteWidget } = useBotToken('delete_reservation');
  const [pending, setPending] = useState<HoldRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<HoldProblem>(null);
  const held = useRef(heldSlot);
  useEffect(() => {
    held.current = heldSlot;
  }, [heldSlot]);

  const release = useCallback(
    async (timeSlotIds: string[]) => {
      // Best effort: an unreleased hold expires by itself within minutes.
      const token = takeDelete();
      if (!token) return;
      await releaseTimeSlots([...new Set(timeSlotIds)], token);
    },
    [takeDelete],
  );

  const run = useCallback(
    async (request: HoldRequest, token: string) => {
      setBusy(request.timeSlotId);
      setProblem(null);
      try {
        const reservation = request.partyIds
          ? await holdPlaces(request.partyIds, token)
          : await holdTimeSlot(request.timeSlotId, token);
        const previous = held.current;
        const keep = request.partyIds ?? [request.timeSlotId];
        const letGo = (previous?.partyIds ?? (previous ? [previous.timeSlotId] : [])).filter(
          (id) => !keep.includes(id),
        );
        if (letGo.length > 0) void release(letGo);
        request.onHeld(reservation.expiresAt);
      } catch (error) {
        if (error instanceof ApiError && error.codes.includes('TIME_SLOT_TAKEN')) {
          setProblem({ kind: 'taken' });
          onTaken();
        } else if (error instanceof ApiError && error.codes.includes('TOO_MANY_HOLDS')) {
          setProblem({ kind: 'tooMany' });
        } else {
          // Busy, offline, a bot check that failed: the page says it in its own words (the server's are English).
          setProblem({ kind: 'failed' });
        }
      } finally {
        setBusy(null);
      }
    },
    [onTaken, release],
  );

  const hold = useCallback(
    (request: HoldRequest) => {
      if (held.current?.timeSlotId === request.timeSlotId && !request.partyIds) return;
      const token = takeCreate();
      if (token) void run(request, token);
      else {
        setProblem(null);
        pendingRef.current = request;
        setPending(request);
      }
    },
    [takeCreate, run],
  );

  useEffect(() => {
    runPending.current = () => {
      const request = pendingRef.current;
      if (!request) return;
      const token = takeCreate();
      if (!token) return;
      pendingRef.current = null;
      setPending(null);
      void run(request, token);
    };
  }, [takeCreate, run]);

  return {
    hold,
    busy: busy ?? pending?.timeSlotId ?? null,
    verifying: pending !== null,
    problem,
    // Only the hold's proof is shown; releasing is housekeeping the person did not ask for.
    widgets: (
      <>
        {createWidget}
        <div hidden>{deleteWidget}</div>
      </>
    ),
  };
}
