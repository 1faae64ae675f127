// One button that applies the signed link of an e-mail (confirm an address, or stop every e-mail). A link is never
// applied by opening it: mail scanners open links by themselves, so the person presses the button.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { FailureNotice, SubmitButton } from './subscription-frame.tsx';

export interface EmailLinkActionProps {
  lead: string;
  submitLabel: string;
  busyLabel: string;
  badLinkMessage: string;
  /** Applies the link; resolves to what to tell the person. */
  run: () => Promise<string>;
  /** Shown under the answer once the link is applied (the way to undo it), in place of the home link. */
  after?: ReactNode;
}

export function EmailLinkAction({ lead, submitLabel, busyLabel, badLinkMessage, run, after }: EmailLinkActionProps) {
  const { t } = useTranslation('subscriptions');
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' | 'bad' } | { kind: 'done'; message: string } | { kind: 'failed'; round: number }
  >({ kind: 'idle' });
  const noticeRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(noticeRef, state.kind === 'failed' ? state.round : 0);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(doneRef, state.kind === 'done' || state.kind === 'bad' ? 1 : 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: await run() });
    } catch (caught) {
      if (caught instanceof ApiError && caught.codes.includes('LINK_INVALID')) {
        setState({ kind: 'bad' });
        return;
      }
      console.warn(
        'link failed',
        caught instanceof ApiError ? [caught.status, caught.errors.map((e) => e.code)] : caught,
      );
      setState((previous) => ({ kind: 'failed', round: (previous.kind === 'failed' ? previous.round : 0) + 1 }));
    }
  }

  if (state.kind === 'done') {
    return (
      <>
        <div className="card" role="status" tabIndex={-1} ref={doneRef}>
          <p className="lead">{state.message}</p>
        </div>
        {after ?? (
          <div className="result-actions">
            <RouteLink to="Home" className="button button--primary">
              {t('confirmEmail.home')}
            </RouteLink>
          </div>
        )}
      </>
    );
  }
  return (
    <>
      {state.kind === 'bad' ? (
        <ErrorSummary summaryRef={doneRef}>
          <p>{badLinkMessage}</p>
        </ErrorSummary>
      ) : null}
      {state.kind === 'failed' ? <FailureNotice noticeRef={noticeRef} /> : null}
      <p className="lead">{lead}</p>
      <form
        className="subscriptions-form"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
        aria-busy={state.kind === 'busy'}
      >
        <SubmitButton busy={state.kind === 'busy'} label={submitLabel} busyLabel={busyLabel} />
      </form>
    </>
  );
}
