// The bot check (ALTCHA, self-hosted proof of work; decision 012): the widget fetches a challenge made for one
// action, solves it in a worker and hands back a token for one call. A token is spent by the call it is sent with,
// so after a failed submit the parent remounts this component (a new `key`) to get a fresh one.
import type {} from 'altcha';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { BOT_CHECK_CHALLENGE_PATH, type BotCheckAction } from '@vaxnear/domain/contracts/bot-check';
import './bot-check.css';

export interface BotCheckProps {
  action: BotCheckAction;
  /** The token once the proof is solved, null while solving or after an error or expiry. */
  onToken: (token: string | null) => void;
}

export function BotCheck({ action, onToken }: BotCheckProps) {
  const { t } = useTranslation('common');
  const widget = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let live = true;
    // The widget and its worker load only on the pages that need a proof.
    void import('altcha').then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element || !loaded) return undefined;
    const handle = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onTokenRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', handle);
    return () => element.removeEventListener('statechange', handle);
  }, [loaded]);

  const strings = JSON.stringify({
    label: t('botCheck.label'),
    verified: t('botCheck.verified'),
    verifying: t('botCheck.verifying'),
    error: t('botCheck.error'),
    expired: t('botCheck.expired'),
    waitAlert: t('botCheck.waitAlert'),
    ariaLinkLabel: t('botCheck.ariaLinkLabel'),
    footer: '',
  });

  return (
    <div className="bot-check">
      <altcha-widget
        ref={widget}
        challengeurl={`${BOT_CHECK_CHALLENGE_PATH}?action=${action}`}
        auto="onload"
        credentials="same-origin"
        hidelogo
        hidefooter
        strings={strings}
      />
    </div>
  );
}
