// /staff: sign in with a passkey (decision 240). The device offers the passkeys it holds for this site; nobody types
// an e-mail, so the page says nothing about who is on staff.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useTranslation } from '../../lib/use-translation.tsx';
import { signIn, signInOptions } from './api/staff.ts';
import { ProblemNotice, StaffFrame, useReportedProblem, useStaffPath } from './staff-frame.tsx';

export function SignInView() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const staffPath = useStaffPath();
  const [busy, setBusy] = useState(false);
  const { problem, report: reportProblem } = useReportedProblem();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { challengeId, options } = await signInOptions();
      const response = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      await signIn({ challengeId, response });
      await navigate(staffPath('home'));
    } catch (caught) {
      reportProblem(caught);
      setBusy(false);
    }
  }

  return (
    <StaffFrame title={t('signIn.title')}>
      <h1>{t('signIn.title')}</h1>
      <ProblemNotice problem={problem?.key ?? null} round={problem?.round ?? 0} />
      <p className="lead">{t('signIn.lead')}</p>
      <form onSubmit={submit} aria-busy={busy}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
      <p className="staff__aside">{t('signIn.invited')}</p>
      <p className="staff__aside">{t('signIn.lost')}</p>
    </StaffFrame>
  );
}
