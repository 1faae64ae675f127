// /staff/accept?token=…: the invitation link. Its button makes a passkey on this device and signs the person in; the
// link is never used by opening it (mail scanners open links), only by the button.
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useTranslation } from '../../lib/use-translation.tsx';
import { acceptInvitation, acceptOptions } from './api/staff.ts';
import { ProblemNotice, StaffFrame, useReportedProblem, useStaffPath } from './staff-frame.tsx';

export function AcceptInvitationView() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const staffPath = useStaffPath();
  const [busy, setBusy] = useState(false);
  const { problem, report: reportProblem } = useReportedProblem();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { challengeId, options } = await acceptOptions(token);
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      await acceptInvitation({ token, challengeId, response });
      await navigate(staffPath('home'));
    } catch (caught) {
      reportProblem(caught);
      setBusy(false);
    }
  }

  return (
    <StaffFrame title={t('accept.title')}>
      <h1>{t('accept.title')}</h1>
      <ProblemNotice problem={problem?.key ?? null} round={problem?.round ?? 0} />
      {token ? (
        <>
          <p className="lead">{t('accept.lead')}</p>
          <form onSubmit={submit} aria-busy={busy}>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('accept.busy') : t('accept.submit')}
            </button>
          </form>
        </>
      ) : (
        <p className="lead">{t('accept.missing')}</p>
      )}
    </StaffFrame>
  );
}
