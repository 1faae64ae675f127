import { Fragment } from 'react';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useShell } from '../../../lib/use-shell.ts';
import { formatLocationAddress } from '@vaxnear/domain/display-format';
import { vaccineListing, vaccineWithBrand } from '@vaxnear/domain/vaccine-listing';
import { hasBrands, type VaccineKind } from '@vaxnear/domain/vaccines';
import { hasPregnancyOffering } from '@vaxnear/domain/booking/pregnancy-offering';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format.ts';
import type { BrandKind, SchedulerAppointment, SchedulerContext } from '../machine/scheduler.machine.ts';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { hasBrandStep } from '@vaxnear/domain/booking/booking-step-flow';

/**
 * Vaccines (with brand), date, time and place of the held appointment, as a description list. With `onChangeBrand`
 * (the review's "check your answers"), each brand the person chose gets a Change link back to its brand step.
 */
export function AppointmentDetails({
  context,
  appointment,
  extra,
  onChangeBrand,
}: {
  context: SchedulerContext;
  appointment: SchedulerAppointment;
  /** Rows above the vaccines; one with `onChange` gets a Change link (the review's name, e-mail and phone). */
  extra?: Array<{ term: string; value: string; onChange?: () => void }>;
  onChangeBrand?: (kind: BrandKind) => void;
}) {
  const { t } = useTranslation('scheduler');
  const { locale } = useShell();
  const services: Array<{ kind: VaccineKind; brand: string | null | undefined }> = [
    ...selectedKinds(context).map((kind) => ({ kind, brand: hasBrands(kind) ? context.brands[kind] : null })),
    ...context.additionalServices,
  ];
  // The vaccine given in pregnancy is named as the confirmation and the e-mail name it, brand included (issue 30).
  const vaccines = vaccineListing(services, (s) =>
    context.isPregnant && hasPregnancyOffering(s.kind)
      ? t('confirmation.pregnancyVaccine')
      : vaccineWithBrand(t(`vaccines.${s.kind}`), s.brand ? t(`brands.${s.brand as AnyBrand}`) : null),
  );
  // The brands the person chose themselves; the one given in pregnancy is not a choice.
  const chosenBrands = onChangeBrand
    ? selectedKinds(context).filter(
        (kind): kind is BrandKind =>
          hasBrandStep(kind) &&
          typeof context.brands[kind as BrandKind] === 'string' &&
          !(context.isPregnant && hasPregnancyOffering(kind)),
      )
    : [];
  const { location } = appointment;
  return (
    <dl className="summary-list">
      {(extra ?? []).map((row) => (
        <div key={row.term} style={{ display: 'contents' }}>
          <dt>{row.term}</dt>
          <dd>
            {row.value}
            {row.onChange ? (
              <>
                {' '}
                <button type="button" className="link-button" onClick={row.onChange}>
                  {t('review.answers.change')} <span className="visually-hidden">{row.term.toLowerCase()}</span>
                </button>
              </>
            ) : null}
          </dd>
        </div>
      ))}
      <dt>{t('details.vaccines')}</dt>
      <dd>
        {vaccines}
        {chosenBrands.map((kind) => {
          const brandOf = t('review.answers.brandOf', { vaccine: t(`vaccines.${kind}`) });
          return (
            <Fragment key={kind}>
              {' '}
              <button type="button" className="link-button" onClick={() => onChangeBrand?.(kind)}>
                {/* Two brands chosen: each link says which it changes; one: the visible "Change" is enough. */}
                {chosenBrands.length > 1 ? (
                  `${t('review.answers.change')} ${brandOf}`
                ) : (
                  <>
                    {t('review.answers.change')} <span className="visually-hidden">{brandOf}</span>
                  </>
                )}
              </button>
            </Fragment>
          );
        })}
      </dd>
      <dt>{t('details.date')}</dt>
      <dd>{formatAppointmentDate(appointment.time, location.timeZone, locale)}</dd>
      <dt>{t('details.time')}</dt>
      <dd>{formatAppointmentTime(appointment.time, location.timeZone, locale)}</dd>
      <dt>{t('details.location')}</dt>
      <dd>
        <strong>{location.name}</strong>
        <br />
        {formatLocationAddress(location)}
      </dd>
    </dl>
  );
}
