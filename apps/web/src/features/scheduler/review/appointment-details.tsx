import { useTranslation } from '../../../lib/use-translation.tsx';
import { useShell } from '../../../lib/use-shell.ts';
import { formatAddress, normalCapitals } from '@vaxnear/domain/display-format';
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
  const vaccines = selectedKinds(context)
    .map((kind) => {
      const brand = kind === 'flu' ? undefined : context.brands[kind];
      return brand ? `${t(`vaccines.${kind}`)} (${t(`brands.${brand}`)})` : t(`vaccines.${kind}`);
    })
    .concat(
      context.additionalServices.map((added) =>
        added.brand ? `${t(`vaccines.${added.kind}`)} (${t(`brands.${added.brand}`)})` : t(`vaccines.${added.kind}`),
      ),
    )
    .join(', ');
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
        {formatAddress({
          ...location,
          address1: normalCapitals(location.address1),
          address2: location.address2 ? normalCapitals(location.address2) : location.address2,
          city: normalCapitals(location.city),
        })}
      </dd>
    </dl>
  );
}
