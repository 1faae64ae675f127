// The opening hours an approved listing edit sets from a date on (docs/product/staff.md, Listing requests; decision
// 276): the same date, appointment length and weekly editor as a staff change of hours, read by the listing requests
// page when the operator approves. One is open at a time (the weekly editor's field ids are the page's own).
import { useEffect, useState, type RefObject } from 'react';
import type { ApproveListingBody } from '@vaxnear/domain/contracts/listing-requests';
import { rowsToSchedules, type DayRow } from '@vaxnear/domain/contracts/provider-registrations';
import { hoursProblems, SLOT_INTERVALS_MINUTES } from '@vaxnear/domain/provider';
import { HoursEditor } from '../../components/ui/hours-editor.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { EMPTY_WEEK } from './hours-change-form.tsx';

export type ListingHours = NonNullable<NonNullable<ApproveListingBody['changes']>['hours']>;
/** What the fields hold when the operator approves: new hours, nothing entered, or something half entered. */
export type ListingHoursReader = () => ListingHours | 'incomplete' | null;

export function ListingHoursFields({ readerRef }: { readerRef: RefObject<ListingHoursReader | null> }) {
  const { t } = useTranslation('staff-closures');
  const form = useForm<{ hours: DayRow[] }>({ defaultValues: { hours: EMPTY_WEEK }, watch: true });
  const [fields, setFields] = useState({ from: '', slotMinutes: '' });
  const { getValues } = form;
  useEffect(() => {
    readerRef.current = () => {
      const rows = getValues().hours;
      const open = rows.filter((row) => row.open);
      if (!fields.from && !fields.slotMinutes && open.length === 0) return null;
      if (!fields.from || !fields.slotMinutes || open.length === 0) return 'incomplete';
      if (open.some((row) => hoursProblems(row).length > 0)) return 'incomplete';
      return {
        from: fields.from,
        slotMinutes: Number(fields.slotMinutes) as ListingHours['slotMinutes'],
        schedules: rowsToSchedules(rows),
      };
    };
    return () => {
      readerRef.current = null;
    };
  }, [readerRef, getValues, fields]);

  return (
    <div className="staff-listing__hours">
      <TextField
        id="listing-hours-from"
        label={t('hoursFrom')}
        value={fields.from}
        onChange={(value) => setFields((previous) => ({ ...previous, from: value }))}
        options={{ type: 'date', className: 'vx-input--medium' }}
      />
      <SelectField
        id="listing-hours-slot-minutes"
        label={t('hoursSlotMinutes')}
        placeholder=""
        value={fields.slotMinutes}
        onChange={(value) => setFields((previous) => ({ ...previous, slotMinutes: value }))}
        options={SLOT_INTERVALS_MINUTES.map((m) => ({ value: String(m), label: t('minutes', { count: m }) }))}
      />
      <fieldset className="staff-hours__week">
        <legend>{t('hoursWeek')}</legend>
        <HoursEditor rows={form.values.hours} register={form.register} errors={form.errors} />
      </fieldset>
    </div>
  );
}
