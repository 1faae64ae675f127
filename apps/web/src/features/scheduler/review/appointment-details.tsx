import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useShell } from '../../../lib/use-shell.ts';
import { formatLocationAddress } from '@vaxnear/domain/display-format';
import { vaccineListing, vaccineWithBrand } from '@vaxnear/domain/vaccine-listing';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { hasPregnancyOffering } from '@vaxnear/domain/booking/pregnancy-offering';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format.ts';
import type { HeldAppointment, SchedulerContext } from '../machine/scheduler.machine.ts';
import { selectedKinds } from '../machine/scheduler.machine.ts';

/** Vaccines (with brand), date, time and place of the held appointment, as a description list. */
export function AppointmentDetails({
  context,
  appointment,
  extra,
}: {
  context: SchedulerContext;
  appointment: HeldAppointment;
  extra?: Array<{ term: string; value: string }>;
}) {
  const { t } = useTranslation('scheduler');
  const { locale } = useShell();
  const services: Array<{ kind: VaccineKind; brand: string | null | undefined }> = [
    ...selectedKinds(context).map((kind) => ({ kind, brand: kind === 'flu' ? null : context.brands[kind] })),
    ...context.additionalServices,
  ];
  // The vaccine given in pregnancy is named as the confirmation and the e-mail name it, brand included (issue 30).
  const vaccines = vaccineListing(services, (s) =>
    context.isPregnant && hasPregnancyOffering(s.kind)
      ? t('confirmation.pregnancyVaccine')
      : vaccineWithBrand(t(`vaccines.${s.kind}`), s.brand ? t(`brands.${s.brand as AnyBrand}`) : null),
  );
  const { location } = appointment;
  return (
    <dl className="summary-list">
      {(extra ?? []).map((row) => (
        <div key={row.term} style={{ display: 'contents' }}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <dt>{t('details.vaccines')}</dt>
      <dd>{vaccines}</dd>
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
