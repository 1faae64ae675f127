// Add-to-calendar on the confirmation page (docs/product/booking-flow.md, Confirmation: Google, Apple, Outlook,
// Microsoft 365, Microsoft Teams, Yahoo, iCal file). The calendar library loads only when the button is pressed.
// Decision 060: the .ics comes from the server, in the location's time zone and without personal data.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';

const CalendarModal = lazy(() => import('./calendar-modal.tsx'));

export interface CalendarAppointment {
  /** ISO 8601 with the location's offset. */
  time: string;
  /** The appointment's length as the server says (its location's slot length). */
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
}

export interface AddToCalendarProps {
  accessCode: string;
  appointment: CalendarAppointment;
}

export function AddToCalendar({ accessCode, appointment }: AddToCalendarProps) {
  const { t } = useTranslation('scheduler-results');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('calendar.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CalendarModal accessCode={accessCode} appointment={appointment} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
