// The weekly hours editor (docs/product/providers.md, Requests): one fieldset per day with native inputs, so
// keyboards, screen readers and phones get the browser's own time pickers. Days with equal hours are grouped into
// schedules when the form is sent (domain rowsToSchedules).
import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { DayRow } from '@vaxnear/domain/contracts/provider-registrations';
import { translateProviderMessage } from './provider-messages.ts';
import type { ProviderFormValues } from './provider-form.ts';

type TimeName = 'start' | 'end' | 'lunchStart' | 'lunchEnd';

export function HoursEditor({
  rows,
  register,
  errors,
}: {
  rows: readonly DayRow[];
  register: UseFormRegister<ProviderFormValues>;
  errors: FieldErrors<ProviderFormValues>['hours'];
}) {
  const { t } = useTranslation('providers');
  const dayErrors = Array.isArray(errors) ? errors : [];

  const time = (index: number, name: TimeName) => {
    const id = `hours-${index}-${name}`;
    const message = translateProviderMessage(t, dayErrors[index]?.[name]?.message, t(`hours.${name}`));
    return (
      <div className={`provider-field provider-field--time${message ? ' provider-field--error' : ''}`}>
        <label className="provider-field__label" htmlFor={id}>
          {t(`hours.${name}`)}
        </label>
        {message ? (
          <p className="provider-error" id={`${id}-error`}>
            {message}
          </p>
        ) : null}
        <input
          id={id}
          type="time"
          className="provider-input provider-input--time"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(`hours.${index}.${name}`)}
        />
      </div>
    );
  };

  return (
    <div className="hours-editor">
      {rows.map((row, index) => {
        const dayName = t(`days.${row.day}`);
        return (
          <fieldset key={row.day} className="hours-day">
            <legend className="hours-day__legend">{dayName}</legend>
            <div className="choice">
              <input
                id={`hours-${index}-open`}
                type="checkbox"
                className="choice__input"
                {...register(`hours.${index}.open`)}
              />
              <label className="choice__label" htmlFor={`hours-${index}-open`}>
                {t('hours.open', { day: dayName })}
              </label>
            </div>
            {row.open ? (
              <>
                <div className="choice">
                  <input
                    id={`hours-${index}-open24Hours`}
                    type="checkbox"
                    className="choice__input"
                    {...register(`hours.${index}.open24Hours`)}
                  />
                  <label className="choice__label" htmlFor={`hours-${index}-open24Hours`}>
                    {t('hours.open24Hours')}
                  </label>
                </div>
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
