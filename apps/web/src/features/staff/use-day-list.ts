// The open day list, kept up to date: it asks every DAY_LIST_POLL_SECONDS with the tag it holds and takes the new list
// only when the server says it changed (decision 243). A hidden tab asks again as soon as it is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DayList, DayListRow } from '@vaxnear/domain/contracts/staff-day-list';
import { DAY_LIST_POLL_SECONDS } from '@vaxnear/domain/day-list';
import { ApiError } from '../../lib/api-client.ts';
import { fetchDayList } from './api/day-list.ts';

export function useDayList(locationId: string, date: string, enabled: boolean) {
  const [list, setList] = useState<DayList | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [updates, setUpdates] = useState(0);
  const tag = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const answer = await fetchDayList(locationId, date, tag.current, controller.signal);
      if (answer === 'unchanged') return;
      tag.current = answer.tag;
      setList(answer.list);
      setUpdates((n) => n + 1);
      setFailure(null);
    } catch (caught) {
      if ((caught as Error).name === 'AbortError') return;
      setFailure(caught);
    }
  }, [locationId, date]);

  useEffect(() => {
    if (!enabled) return;
    // A new location or day is a new view (the page is keyed by its path): it starts with no tag.
    tag.current = null;
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, DAY_LIST_POLL_SECONDS * 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      inFlight.current?.abort();
    };
  }, [enabled, refresh]);

  /** Puts a row the server answered in place at once; the next poll brings the rest. */
  const replaceRow = useCallback((row: DayListRow) => {
    setList((current) =>
      current ? { ...current, rows: current.rows.map((r) => (r.id === row.id ? row : r)) } : current,
    );
  }, []);

  const signedOut = failure instanceof ApiError && failure.status === 401;
  return { list, failure, signedOut, updates, refresh, replaceRow };
}
