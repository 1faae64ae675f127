// The group's review: every person, time and vaccine, the contact details, the guardian's consent when a child is
// in the party, then one booking for the party, all or nothing.
import { Fragment, useContext, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { memberFlow } from '@vaxnear/domain/booking/group-flow';
import type { BatchCreateAppointmentsBody } from '@vaxnear/domain/contracts/appointments';
import { formatList } from '@vaxnear/domain/list-format';
import { normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { BotCheckRenderer } from '../../components/ui/bot-tokens.tsx';
import { Checkbox } from '../../components/ui/checkboxes.tsx';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { bookAppointments } from '../../lib/api/appointments.ts';
import { todayIso } from '../../lib/today.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { GroupContext } from './group.machine.ts';
import { GroupFrame } from './group-frame.tsx';
import { PartyList, memberName } from './party-list.tsx';
import { useNavigate } from 'react-router';
import { groupActor } from './group-store.ts';
import { useGroupPath, useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

/** The party as one batch: one appointment per person, the household's contact details on each. */
export function partyBookingBody(
  context: GroupContext,
  locale: 'en' | 'es',
  guardianConsent: boolean,
  today: string,
): BatchCreateAppointmentsBody {
  const contact = context.contact!;
  return {
    email: contact.email,
    phoneNumber: contact.phone,
    locale,
    appointments: context.appointments.map((a, i) => {
      const m = context.members[i]!;
      const minor = memberFlow(m.dateOfBirth, today) === 'minor';
      return {
        locationId: a.locationId,
        timeSlotId: a.timeSlotId,
        services: m.kinds.map((kind) => ({ kind, brand: null })),
        user: {
          firstName: m.firstName,
          lastName: m.lastName,
          sex: m.sex,
          dateOfBirth: normalizeDateOfBirth(m.dateOfBirth) ?? m.dateOfBirth,
          address1: contact.address1,
          address2: contact.address2 || null,
          city: contact.city,
          state: contact.state,
          zipCode: contact.zipCode,
          ...(minor ? { parentalConsent: guardianConsent } : {}),
        },
        ...(m.pregnant
          ? { healthQuestionnaire: { pregnant: true, ...(m.dueDate ? { dueDate: m.dueDate } : {}) } }
          : {}),
        // The risk conditions confirmed on the vaccines page, checked again by the server as for one person.
        ...(m.confirmedConditions?.some((kind) => m.kinds.includes(kind))
          ? { confirmedConditions: m.confirmedConditions.filter((kind) => m.kinds.includes(kind)) }
          : {}),
      };
    }),
  };
}

export default function GroupReviewPage() {
  const { t } = useTranslation('group');
  const { locale } = useShell();
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const navigate = useNavigate();
  const path = useGroupPath();
  const renderBotCheck = useContext(BotCheckRenderer);
  const [token, setToken] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [consent, setConsent] = useState(false);
  const [terms, setTerms] = useState(false);
  const [problem, setProblem] = useState<'consent' | 'terms' | 'taken' | 'held' | string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const today = todayIso();
  const minors = context.members.filter((m) => memberFlow(m.dateOfBirth, today) === 'minor');
  const first = context.appointments[0];
  const title = t('review.title');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (minors.length > 0 && !consent) {
      setProblem('consent');
      document.getElementById('guardian-consent')?.focus();
      return;
    }
    // The Terms of Use, as the single booking's review asks them.
    if (!terms) {
      setProblem('terms');
      document.getElementById('terms')?.focus();
      return;
    }
    if (!token || submitting) return;
    setSubmitting(true);
    setProblem(null);
    try {
      // A new idempotency key per attempt (lib/api/appointments.ts): a retry after a dropped answer cannot book twice.
      const registration = await bookAppointments(partyBookingBody(context, locale, consent, today), token);
      // Straight to the actor: the confirmation's address carries the access code, so this page navigates itself.
      const actor = groupActor();
      actor.send({
        type: 'BOOKED',
        registration: { accessCode: registration.accessCode, confirmationNumber: registration.confirmationNumber },
      });
      actor.send({ type: 'CONTINUE' });
      void navigate(`${path('appointmentConfirmation')}?accessCode=${encodeURIComponent(registration.accessCode)}`, {
        replace: true,
      });
    } catch (caught) {
      const codes = caught instanceof ApiError ? caught.codes : [];
      // Decision 223: the party's times must still be held; one upcoming appointment per person and vaccine; a daily
      // cap per e-mail address and network. Each is said in the page's own words.
      setProblem(
        codes.includes('TIME_SLOT_TAKEN')
          ? 'taken'
          : codes.includes('HOLD_REQUIRED')
            ? 'held'
            : codes.includes('PERSON_ALREADY_BOOKED')
              ? t('review.alreadyBooked')
              : codes.includes('TOO_MANY_BOOKINGS')
                ? t('review.tooMany')
                : codes.includes('CONDITION_NOT_CONFIRMED')
                  ? t('review.conditionNotConfirmed')
                  : caught instanceof ApiError && caught.status < 500
                    ? (caught.errors[0]?.message ?? t('review.failed'))
                    : t('review.failed'),
      );
      setToken(null);
      setBotCheckKey((k) => k + 1);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })} heldUntil={first?.expiresAt}>
      <h1>{title}</h1>
      {first && context.contact ? (
        <>
          <h2 className="section-title">{t('review.appointments')}</h2>
          <PartyList
            location={first.location}
            lines={context.appointments.map((a, i) => ({
              name: memberName(context.members[i]!, t('recipients.person', { n: i + 1 })),
              time: a.time,
              kinds: context.members[i]!.kinds,
            }))}
          />
          <h2 className="section-title">{t('review.contact')}</h2>
          <p>
            {context.contact.email}
            <br />
            {context.contact.phone}
            <br />
            {[
              context.contact.address1,
              context.contact.address2,
              `${context.contact.city}, ${context.contact.state} ${context.contact.zipCode}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
          {problem === 'taken' || problem === 'held' ? (
            <div className="notice notice--error" role="alert">
              <p>{t(problem === 'taken' ? 'review.taken' : 'review.held')}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => send([{ type: 'DELETE_TIME_SLOTS' }, { type: 'JUMP', step: 'searchResults' }])}
              >
                {t('review.chooseAgain')}
              </button>
            </div>
          ) : problem && problem !== 'consent' && problem !== 'terms' ? (
            <p className="notice notice--error" role="alert">
              {problem}
            </p>
          ) : null}
          <form noValidate onSubmit={(event) => void submit(event)}>
            {minors.length > 0 ? (
              <Checkbox
                id="guardian-consent"
                standalone
                label={t('review.consent', {
                  names: formatList(
                    minors.map((m) => m.firstName),
                    locale,
                  ),
                  count: minors.length,
                })}
                error={problem === 'consent' ? t('review.consentRequired') : undefined}
                checked={consent}
                onChange={(checked) => {
                  setConsent(checked);
                  setProblem(null);
                }}
              />
            ) : null}
            <Fieldset
              id="terms-group"
              legend={t('review.termsTitle')}
              className={problem === 'terms' ? 'vx-field--error' : undefined}
            >
              <Checkbox
                id="terms"
                label={
                  <>
                    {t('review.termsBefore')}{' '}
                    <RouteLink to="Terms" target="_blank">
                      {t('review.termsLink')}
                    </RouteLink>
                  </>
                }
                error={problem === 'terms' ? t('review.termsRequired') : undefined}
                errorAlert
                checked={terms}
                onChange={(checked) => {
                  setTerms(checked);
                  if (problem === 'terms') setProblem(null);
                }}
              />
            </Fieldset>
            <Fragment key={botCheckKey}>
              {renderBotCheck({ action: 'create_appointments', onToken: setToken })}
            </Fragment>
            <button
              type="submit"
              className="button button--primary"
              disabled={submitting || token === null}
              aria-busy={submitting}
            >
              {submitting ? t('review.booking') : t('review.book', { count: context.groupSize })}
            </button>
          </form>
        </>
      ) : (
        <p>{t('summary.none')}</p>
      )}
    </GroupFrame>
  );
}
