// What the manage-my-booking page does (decision 140): loads the booking for the access code in the address, and
// cancels, erases and moves its appointments with a bot-check token. The markup is in manage-booking-page.tsx.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Registration, RegistrationAppointment } from '@vaxnear/domain/contracts/registrations';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchRegistration } from '../../../lib/api/registrations.ts';
import { cancelRegistration, eraseRegistration } from '../api/registrations.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { useBotToken } from '../../../components/ui/bot-tokens.tsx';
import { formatAppointmentDateTime } from '../../../lib/appointment-format.ts';

export type Pending = { kind: 'cancel'; appointment: RegistrationAppointment } | { kind: 'erase' } | null;

/**
 * The appointments in the order the page showed them: an answer after a change may list them otherwise, and a card
 * that jumps to the bottom loses the person who just changed it.
 */
export function inShownOrder(shown: Registration | null, next: Registration): Registration {
  if (!shown) return next;
  const place = new Map(shown.appointments.map((a, index) => [a.id, index]));
  const at = (id: string) => place.get(id) ?? Number.MAX_SAFE_INTEGER;
  return { ...next, appointments: [...next.appointments].sort((a, b) => at(a.id) - at(b.id)) };
}

export function useManageBooking() {
  const { t } = useTranslation('manage-booking');
  const { locale } = useShell();
  const [params] = useSearchParams();
  const accessCode = params.get('accessCode') ?? '';
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [loadError, setLoadError] = useState<'notFound' | 'network' | null>(accessCode ? null : 'notFound');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  // What was just done, said in the card it was done to, where the person is; focused so that it is read and in view.
  const [notice, setNotice] = useState<{ appointmentId: string; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const update = (next: Registration) => setRegistration((shown) => inShownOrder(shown, next));
  const [erased, setErased] = useState(false);
  const bot = useBotToken('manage_registration');
  // Only for what is offered; the server decides what is past with its own clock.
  const [now] = useState(() => Date.now());
  const [changing, setChanging] = useState<string | null>(null);

  useEffect(() => {
    if (!accessCode) return undefined;
    const controller = new AbortController();
    fetchRegistration(accessCode, controller.signal)
      .then(setRegistration)
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        setLoadError(error instanceof ApiError && error.status === 404 ? 'notFound' : 'network');
      });
    return () => controller.abort();
  }, [accessCode]);

  const close = useCallback(() => {
    if (!busy) {
      setPending(null);
      setActionError(null);
    }
  }, [busy]);

  const confirm = async () => {
    if (!pending) return;
    const token = bot.take();
    if (!token) {
      setActionError(t('wait'));
      return;
    }
    setBusy(true);
    setActionError(null);
    try {
      if (pending.kind === 'cancel') {
        update(await cancelRegistration(accessCode, { appointmentIds: [pending.appointment.id] }, token));
        setNotice({ appointmentId: pending.appointment.id, text: t('cancel.done') });
      } else {
        await eraseRegistration(accessCode, token);
        setErased(true);
      }
      setPending(null);
    } catch (error) {
      setActionError(
        error instanceof ApiError && error.errors[0]?.code === 'APPOINTMENT_IN_PAST'
          ? t('errors.past')
          : error instanceof ApiError && error.errors[0]?.code === 'APPOINTMENT_ATTENDANCE_FINAL'
            ? t('errors.attendanceFinal')
            : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  const startChange = (appointmentId: string) => {
    setNotice(null);
    setChanging(appointmentId);
  };

  const changed = (appointmentId: string, next: Registration) => {
    update(next);
    setChanging(null);
    const moved = next.appointments.find((x) => x.id === appointmentId)!;
    setNotice({
      appointmentId,
      text: t('change.done', { when: formatAppointmentDateTime(moved.time, moved.location.timeZone, locale) }),
    });
  };

  return {
    accessCode,
    registration,
    loadError,
    pending,
    setPending,
    busy,
    actionError,
    notice,
    noticeRef,
    erased,
    bot,
    now,
    changing,
    setChanging,
    close,
    confirm,
    startChange,
    changed,
  };
}
