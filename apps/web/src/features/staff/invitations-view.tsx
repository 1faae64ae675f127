// /staff/invitations: admins invite people and withdraw invitations not yet accepted (docs/product/staff.md,
// Invitations). The server decides who may invite whom; this page only offers the roles the person's own role may give.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Invitation } from '@vaxnear/domain/contracts/staff';
import type { StaffRole } from '@vaxnear/domain/staff';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { createInvitation, listInvitations, revokeInvitation } from './api/staff.ts';
import { ProblemNotice, problemKey, StaffFrame, useReportedProblem, useStaffPath } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { DEFAULT_LOCALE, intlLocale, LOCALES, type Locale } from '../../lib/locale.ts';

type Field = 'email' | 'name' | 'role' | 'retailer' | 'locationIds';
const FIELD_IDS: Record<Field, string> = {
  email: 'invite-email',
  name: 'invite-name',
  role: 'invite-role',
  retailer: 'invite-retailer',
  locationIds: 'invite-locations',
};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InvitationsView() {
  const { t, i18n } = useTranslation('staff');
  const staffPath = useStaffPath();
  const { me, problem } = useSignedIn();
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [form, setForm] = useState({
    email: '',
    name: '',
    role: '' as StaffRole | '',
    retailer: '',
    locationIds: '',
    locale: DEFAULT_LOCALE as Locale,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { problem: failure, report: reportFailure } = useReportedProblem();
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, Object.keys(errors).length ? round : 0);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const refresh = useCallback(() => {
    listInvitations().then(setInvitations, (caught: unknown) => reportFailure(caught));
  }, [reportFailure]);
  useEffect(() => {
    if (me && me.role !== 'location_staff') refresh();
  }, [me, refresh]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const roles: StaffRole[] =
    me?.role === 'operator' ? ['retailer_admin', 'location_staff', 'operator'] : ['location_staff'];
  const role = form.role || (roles.length === 1 ? roles[0]! : '');
  const set = (field: keyof typeof form) => (value: string) => setForm((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !me) return;
    const found: Partial<Record<Field, string>> = {};
    if (!EMAIL_PATTERN.test(form.email.trim())) found.email = t('errors.invalidEmail');
    if (!form.name.trim()) found.name = t('errors.required');
    if (!role) found.role = t('errors.required');
    if (me.role === 'operator' && role !== 'operator' && !form.retailer.trim())
      found.retailer = t('errors.STAFF_RETAILER_REQUIRED');
    const locationIds = form.locationIds
      .split(/[\s,]+/)
      .map((id) => id.trim())
      .filter(Boolean);
    if (role === 'location_staff' && locationIds.length === 0) found.locationIds = t('errors.STAFF_LOCATIONS_REQUIRED');
    setErrors(found);
    setRound((n) => n + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    setNotice(null);
    try {
      const invitation = await createInvitation({
        email: form.email.trim(),
        name: form.name.trim(),
        role: role as StaffRole,
        retailer: role === 'operator' ? null : me.role === 'operator' ? form.retailer.trim() : me.retailer,
        locationIds: role === 'location_staff' ? locationIds : [],
        locale: form.locale,
      });
      setNotice(t('invitations.sent', { email: invitation.email }));
      setForm((previous) => ({ ...previous, email: '', name: '', locationIds: '' }));
      refresh();
    } catch (caught) {
      const field = caught instanceof ApiError ? (caught.errors[0]?.field as Field | undefined) : undefined;
      if (field && field in FIELD_IDS) {
        setErrors({ [field]: t(problemKey(caught)) });
        setRound((n) => n + 1);
      } else reportFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(invitation: Invitation) {
    try {
      await revokeInvitation(invitation.id);
      setNotice(t('invitations.revoked', { email: invitation.email }));
      refresh();
    } catch (caught) {
      reportFailure(caught);
    }
  }

  const dateFormat = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const summary = (Object.keys(errors) as Field[]).map((field) => ({
    fieldId: FIELD_IDS[field],
    message: errors[field]!,
  }));

  return (
    <StaffFrame title={t('invitations.title')}>
      <h1>{t('invitations.title')}</h1>
      <ProblemNotice problem={failure?.key ?? problem} round={failure?.round ?? 1} />
      {me?.role === 'location_staff' ? <ProblemNotice problem="staff:errors.STAFF_FORBIDDEN" round={1} /> : null}
      {me && me.role !== 'location_staff' ? (
        <>
          <p className="lead">{t('invitations.lead')}</p>
          {notice ? (
            <p role="status" tabIndex={-1} ref={noticeRef} className="card">
              {notice}
            </p>
          ) : null}
          <h2>{t('invitations.formHeading')}</h2>
          <ErrorSummary summaryRef={summaryRef} errors={summary} title={t('errors.summaryTitle')} />
          <form className="staff-invitations__form" noValidate onSubmit={submit} aria-busy={busy}>
            <TextField
              id={FIELD_IDS.email}
              label={t('invitations.email')}
              error={errors.email}
              value={form.email}
              onChange={set('email')}
              options={{ type: 'email', inputMode: 'email', autoComplete: 'off', spellCheck: false }}
            />
            <TextField
              id={FIELD_IDS.name}
              label={t('invitations.name')}
              error={errors.name}
              value={form.name}
              onChange={set('name')}
              options={{ autoComplete: 'off' }}
            />
            {roles.length > 1 ? (
              <SelectField
                id={FIELD_IDS.role}
                label={t('invitations.role')}
                error={errors.role}
                placeholder=""
                value={form.role}
                onChange={set('role')}
                options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
              />
            ) : null}
            {me.role === 'operator' && role !== 'operator' ? (
              <TextField
                id={FIELD_IDS.retailer}
                label={t('invitations.retailer')}
                error={errors.retailer}
                value={form.retailer}
                onChange={set('retailer')}
                options={{ hint: t('invitations.retailerHint'), className: 'vx-input--medium', spellCheck: false }}
              />
            ) : null}
            {role === 'location_staff' ? (
              <TextField
                id={FIELD_IDS.locationIds}
                label={t('invitations.locations')}
                error={errors.locationIds}
                value={form.locationIds}
                onChange={set('locationIds')}
                options={{ hint: t('invitations.locationsHint'), spellCheck: false }}
              />
            ) : null}
            <RadioList
              id="invite-locale"
              legend={t('invitations.language')}
              name="invite-locale"
              inline
              value={form.locale}
              onChange={set('locale')}
              options={LOCALES.map((locale) => ({ value: locale, label: t(`invitations.languages.${locale}`) }))}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('invitations.sending') : t('invitations.submit')}
            </button>
          </form>
          <h2 id="staff-invitations-heading">{t('invitations.listHeading')}</h2>
          {invitations === null ? (
            <p role="status">{t('home.loading')}</p>
          ) : invitations.length === 0 ? (
            <p>{t('invitations.empty')}</p>
          ) : (
            // Scrolls sideways on a narrow screen: a region the keyboard can reach and scroll.
            <div
              className="staff-invitations__table-wrap"
              role="region"
              tabIndex={0}
              aria-labelledby="staff-invitations-heading"
            >
              <table className="staff-invitations__table">
                <thead>
                  <tr>
                    <th scope="col">{t('invitations.columns.person')}</th>
                    <th scope="col">{t('invitations.columns.role')}</th>
                    <th scope="col">{t('invitations.columns.status')}</th>
                    <th scope="col">{t('invitations.columns.expires')}</th>
                    <th scope="col">{t('invitations.columns.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {invitations.map((invitation) => (
                    <tr key={invitation.id}>
                      <td>
                        {invitation.name}
                        <br />
                        {invitation.email}
                      </td>
                      <td>
                        {t(`roles.${invitation.role}`)}
                        {invitation.retailer ? ` (${invitation.retailer})` : ''}
                      </td>
                      <td>{t(`invitations.status.${invitation.status}`)}</td>
                      <td>{dateFormat.format(new Date(invitation.expiresAt))}</td>
                      <td>
                        {invitation.status === 'pending' ? (
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t('invitations.revokeLabel', { email: invitation.email })}
                            onClick={() => void revoke(invitation)}
                          >
                            {t('invitations.revoke')}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
      <p>
        <Link to={staffPath('home')}>{t('invitations.back')}</Link>
      </p>
    </StaffFrame>
  );
}
