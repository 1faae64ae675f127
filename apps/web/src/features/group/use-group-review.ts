// What the group's review does: the guardian's consent and the Terms of Use checked before anything is sent, one
// booking for the whole party with a bot-check token, and each refusal said in the page's own words. The markup is in
// group-review-page.tsx.
import { useContext, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { memberFlow } from '@vaxnear/domain/booking/group-flow';
import type { BatchCreateAppointmentsBody } from '@vaxnear/domain/contracts/appointments';
import { normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { useTranslation } from '../../lib/use-translation.tsx';
import { BotCheckRenderer } from '../../components/ui/bot-tokens.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { bookAppointments } from '../../lib/api/appointments.ts';
import { todayIso } from '../../lib/today.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { GroupContext } from './group.machine.ts';
import { groupActor } from './group-store.ts';
import { useGroupPath, useGroupSend, useGroupSnapshot } from './use-group.ts';
import { type Locale } from '../../lib/locale.ts';

/** The party as one batch: one appointment per person, the household's contact details on each. */
export function partyBookingBody(
  context: GroupContext,
  locale: Locale,
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

export function useGroupReview() {
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
                  : // Anything else in the page's words: the server's own sentence is English.
                    t('review.failed'),
      );
      setToken(null);
      setBotCheckKey((k) => k + 1);
    } finally {
      setSubmitting(false);
    }
  }

  const changeConsent = (checked: boolean) => {
    setConsent(checked);
    setProblem(null);
  };
  const changeTerms = (checked: boolean) => {
    setTerms(checked);
    if (problem === 'terms') setProblem(null);
  };

  return {
    context,
    send,
    locale,
    renderBotCheck,
    setToken,
    token,
    botCheckKey,
    consent,
    changeConsent,
    terms,
    changeTerms,
    problem,
    submitting,
    minors,
    first,
    submit,
  };
}
