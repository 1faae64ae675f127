// What the pages behind an e-mail's signed link share (a closure offer, the waiting-list entries): what the token shows,
// loaded once on opening (nothing changes on opening: mail scanners open links by themselves), one action at a time
// that answers with the new state, and a problem in an error summary that takes the focus each time it is reported.
import { useEffect, useRef, useState } from 'react';
import { useFocusOnChange } from '../components/ui/error-summary.tsx';

export function useLinkPage<T, K>(
  token: string,
  view: (token: string) => Promise<T>,
  problemOf: (caught: unknown) => K,
) {
  const [data, setData] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: K; round: number } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(problemRef, problem?.round ?? 0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    view(token).then(
      (found) => {
        if (current) setData(found);
      },
      (caught: unknown) => {
        if (current) setProblem({ key: problemOf(caught), round: 1 });
      },
    );
    return () => {
      current = false;
    };
    // The page's view and problemOf are fixed; only another token loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  /** Runs `call` unless one is under way, and shows what it answers or its problem. */
  async function act(call: () => Promise<T>) {
    if (busy) return;
    setBusy(true);
    try {
      setData(await call());
    } catch (caught) {
      setProblem((previous) => ({ key: problemOf(caught), round: (previous?.round ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return { data, busy, problem, problemRef, act };
}
