import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a call with a one-use bot-check token. Submitted before the widget has its proof, the call waits for it
 * instead of failing; after a call the widget is remounted (`round`) so the next submit has a fresh token.
 */
export function useBotCheckedSubmit<T>(call: (value: T, token: string) => Promise<void>) {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<'idle' | 'waiting' | 'sending'>('idle');
  const waiting = useRef<{ value: T } | null>(null);
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  }, [call]);

  const run = useCallback(async (value: T, proof: string) => {
    waiting.current = null;
    setStatus('sending');
    setToken(null);
    try {
      await callRef.current(value, proof);
    } finally {
      setStatus('idle');
      setRound((n) => n + 1);
    }
  }, []);

  useEffect(() => {
    if (token !== null && waiting.current) void run(waiting.current.value, token);
  }, [token, run]);

  const submit = useCallback(
    (value: T) => {
      if (status === 'sending') return;
      if (token === null) {
        waiting.current = { value };
        setStatus('waiting');
        return;
      }
      void run(value, token);
    },
    [token, status, run],
  );

  return { submit, status, round, onToken: setToken };
}
