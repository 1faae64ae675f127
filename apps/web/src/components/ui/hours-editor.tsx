// The weekly hours editor (docs/product/providers.md, Requests): one fieldset per day with native inputs, so
// keyboards, screen readers and phones get the browser's own time pickers. Days with equal hours are grouped into
// schedules when the form is sent (domain rowsToSchedules).
import { useTranslation } from '../../lib/use-translation.tsx';
import { Checkbox } from './checkboxes.tsx';
import type { FieldRegistration } from './field-registration.ts';
import { TextField } from './text-field.tsx';
import './hours-editor.css';
import type { DayRow } from '@vaxnear/domain/contracts/provider-registrations';
import type { FieldPath, FormErrors } from '../../lib/use-form.ts';
import { translateProviderMessage } from '../../lib/provider-messages.ts';

type TimeName = 'start' | 'end' | 'lunchStart' | 'lunchEnd';

export function HoursEditor({
  rows,
  register,
  errors,
}: {
  rows: readonly DayRow[];
  register: (name: FieldPath<{ hours: DayRow[] }>) => FieldRegistration;
  errors: FormErrors<FieldPath<{ hours: DayRow[] }>>;
}) {
  const { t } = useTranslation('providers');

  const time = (index: number, name: TimeName) => {
    const id = `hours-${index}-${name}`;
    const path = `hours.${index}.${name}` as const;
    const message = translateProviderMessage(t, errors[path], path, t(`hours.${name}`));
    return (
      <TextField
        id={id}
        label={t(`hours.${name}`)}
        error={message || undefined}
        registration={register(`hours.${index}.${name}`)}
        options={{ type: 'time', className: 'vx-input--time' }}
      />
    );
  };

  return (
    <div className="hours-editor">
      {rows.map((row, index) => {
        const dayName = t(`days.${row.day}`);
        return (
          <fieldset key={row.day} className="hours-day">
            <legend className="hours-day__legend">{dayName}</legend>
            <Checkbox
              id={`hours-${index}-open`}
              label={t('hours.open', { day: dayName })}
              registration={register(`hours.${index}.open`)}
            />
            {row.open ? (
              <>
                <Checkbox
                  id={`hours-${index}-open24Hours`}
                  label={t('hours.open24Hours')}
                  registration={register(`hours.${index}.open24Hours`)}
                />
                {row.open24Hours ? null : (
                  <>
                    <div className="hours-day__times">
                      {time(index, 'start')}
                      {time(index, 'end')}
                    </div>
                    <fieldset className="hours-day__lunch">
                      <legend className="hours-day__lunch-legend">{t('hours.lunch', { day: dayName })}</legend>
                      <div className="hours-day__times">
                        {time(index, 'lunchStart')}
                        {time(index, 'lunchEnd')}
                      </div>
                    </fieldset>
                  </>
                )}
              </>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
