import { useCallback, useState } from 'react';

/**
 * A one-use bot-check token for the page's calls. The widget is remounted after each call (`round` is its key),
 * so the next call has a fresh proof.
 */
export function useBotToken() {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const spend = useCallback(() => { setToken(null); setRound((n) => n + 1); }, []);
  return { token, round, onToken: setToken, spend };
}
