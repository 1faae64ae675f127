// The counter's forms on the day list: "Record vaccination" in each row that can still be vaccinated, and "Add a
// walk-in" above the list. Recording from the list is two interactions once a lot was chosen this session: open the
// form (the lot and site are remembered), then record.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useCounterPath } from './counter-frame.tsx';
import type { DayListDayExtensionProps, DayListRowExtensionProps } from './day-list-extensions.ts';
import { RecordVaccinationForm } from './record-vaccination-form.tsx';

export function DayListRecordVaccination({ row, location, onChanged }: DayListRowExtensionProps) {
  const { t } = useTranslation('staff-counter');
  const [open, setOpen] = useState(false);
  if (row.status !== 'booked' || (row.attendance !== 'expected' && row.attendance !== 'checked_in')) return null;
  if (!open)
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('record.openFromDayList', { name: `${row.firstName} ${row.lastName}` })}
      </button>
    );
  return (
    <div className="day-list__record">
      <RecordVaccinationForm
        locationId={location.id}
        appointment={{ id: row.id, services: row.services, dateOfBirth: row.dateOfBirth }}
        onRecorded={() => {
          setOpen(false);
          onChanged();
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

export function DayListWalkInLink({ location }: DayListDayExtensionProps) {
  const { t } = useTranslation('staff-counter');
  const counterPath = useCounterPath();
  return (
    <p>
      <Link to={counterPath(location.id, 'walk-in')}>{t('links.walkIn')}</Link>
      {' · '}
      <Link to={counterPath(location.id, 'lots')}>{t('links.lots')}</Link>
      {' · '}
      <Link to={counterPath(location.id, 'registry')}>{t('staff-registry:link')}</Link>
    </p>
  );
}
