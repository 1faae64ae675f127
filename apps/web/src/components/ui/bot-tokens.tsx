// Holding and releasing a slot each spend a one-use bot-check token (decision 012). The page keeps one widget per
// action solving in the background and remounts it after each spend. What renders the widget is a context so that
// component tests can stand in for the proof of work, which jsdom cannot run.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { BotCheckAction } from '@vaxnear/domain/contracts/bot-check';
import { BotCheck, type BotCheckProps } from './bot-check.tsx';

export const BotCheckRenderer = createContext<(props: BotCheckProps) => ReactNode>((props) => <BotCheck {...props} />);

function BotWidget(props: BotCheckProps) {
  const render = useContext(BotCheckRenderer);
  return render(props);
}

export interface BotToken {
  widget: ReactNode;
  /** The current token, handed out once; the widget then starts on a new proof. */
  take: () => string | null;
  ready: boolean;
}

/** `onReady` runs when a new token arrives, for a call that was waiting for one. */
export function useBotToken(action: BotCheckAction, onReady?: () => void): BotToken {
  const [generation, setGeneration] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);
  const onToken = useCallback((value: string | null) => {
    current.current = value;
    setToken(value);
    if (value !== null) onReadyRef.current?.();
  }, []);
  const take = useCallback(() => {
    const value = current.current;
    if (value === null) return null;
    current.current = null;
    setToken(null);
    setGeneration((g) => g + 1);
    return value;
  }, []);
  return {
    widget: <BotWidget key={`${action}-${generation}`} action={action} onToken={onToken} />,
    take,
    ready: token !== null,
  };
}
