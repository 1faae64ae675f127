import { google, msTeams, office365, outlook, yahoo, type CalendarEvent } from 'calendar-link';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Modal } from '../ui/modal.tsx';
import type { CalendarAppointment } from './add-to-calendar.tsx';
import './calendar.css';
import { supportedLocale } from '../../lib/locale.ts';

/** The server's .ics for a booking (decision 060), in the page's language. */
export function calendarFileUrl(accessCode: string, locale: string): string {
  return `/api/v1/registrations/${encodeURIComponent(accessCode)}/calendar.ics?locale=${supportedLocale(locale)}`;
}

export function calendarLinks(appointment: CalendarAppointment) {
  const event: CalendarEvent = {
    title: appointment.title,
    start: appointment.time,
    // The slot's own length, as the .ics and the availability feed say (the domain's appointmentEnd rule).
    duration: [appointment.durationMinutes, 'minute'],
    description: appointment.description,
    location: appointment.location,
  };
  // Teams has no "add an event" link; its meeting-compose link puts the appointment in the Outlook calendar behind
  // Teams, which is what a Teams user means by adding it (decision 060).
  return {
    google: google(event),
    outlook: outlook(event),
    office365: office365(event),
    teams: msTeams(event),
    yahoo: yahoo(event),
  };
}

export interface CalendarModalProps {
  accessCode: string;
  appointment: CalendarAppointment;
  onClose: () => void;
}

export default function CalendarModal({ accessCode, appointment, onClose }: CalendarModalProps) {
  const { t, i18n } = useTranslation('scheduler-results');
  const links = calendarLinks(appointment);
  const file = calendarFileUrl(accessCode, i18n.language);
  const online = [
    ['google', links.google],
    ['outlook', links.outlook],
    ['office365', links.office365],
    ['teams', links.teams],
    ['yahoo', links.yahoo],
  ] as const;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('calendar.title')}
      actions={
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('calendar.close')}
        </button>
      }
    >
      <p>{t('calendar.intro')}</p>
      <ul className="calendar-options">
        <li>
          <a className="calendar-option" href={file} download="vaccination-appointment.ics">
            {t('calendar.apple')}
          </a>
        </li>
        {online.map(([name, href]) => (
          <li key={name}>
            <a className="calendar-option" href={href} target="_blank" rel="noopener noreferrer">
              {t(`calendar.${name}`)}
              <span className="visually-hidden"> {t('calendar.newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <a className="calendar-option" href={file} download="vaccination-appointment.ics">
            {t('calendar.ics')}
          </a>
        </li>
      </ul>
    </Modal>
  );
}
