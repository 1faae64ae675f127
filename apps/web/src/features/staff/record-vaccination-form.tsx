// The form that records the vaccines given at one appointment (docs/product/staff.md, Vaccination records; decision
// 245). Built to be dropped into the day list: it takes the appointment and the location, remembers the lot chosen for
// each vaccine (and the site) for the session, and so records a visit in one press once those are chosen: open it,
// check, "Record". Each vaccine booked gets its own record; the server takes one dose from the lot for each.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Lot, VaccinationRecord } from '@vaxnear/domain/contracts/staff-counter';
import { ageInYears } from '@vaxnear/domain/patient';
import {
  DOSE_ML,
  lotRefusal,
  ROUTES_WITHOUT_SITE,
  VACCINATION_ROUTES,
  VACCINATION_SITES,
  type VaccinationRoute,
} from '@vaxnear/domain/vaccine-lots';
import { productOfCvx } from '@vaxnear/domain/vaccine-products';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { todayIso } from '../../lib/today.ts';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../lib/use-translation.tsx';
import { listLots, recordVaccination } from './api/counter.ts';
import { sessionChoice, useCounterProblem } from './counter-frame.tsx';
import { ProblemNotice } from './staff-frame.tsx';

export interface RecordVaccinationFormProps {
  /** The location the appointment is at: its lots are the ones offered. */
  locationId: string;
  appointment: {
    id: string;
    /** The vaccines booked; one record is made for each not yet recorded. */
    services: ReadonlyArray<{ kind: VaccineKind; brand: string | null }>;
    /** Vaccines already recorded for this appointment (a two-vaccine visit half done): not offered again. */
    recordedKinds?: readonly VaccineKind[] | undefined;
    /** yyyy-MM-dd: when given, only products for the person's age are offered. */
    dateOfBirth?: string | undefined;
  };
  /** The location's lots when the caller has them already (the day list loads them once); otherwise loaded here. */
  lots?: readonly Lot[] | undefined;
  /** After every vaccine left is recorded, with the new records. */
  onRecorded?: ((records: VaccinationRecord[]) => void) | undefined;
  /** Shows a "Cancel" button that calls this (the day list closes the form). */
  onCancel?: (() => void) | undefined;
}

interface VaccineChoice {
  lotId: string;
  site: string;
  route: VaccinationRoute;
  /** As typed; empty means the product's usual dose. */
  doseMl: string;
}

const lotMemoryKey = (locationId: string, kind: string, brand: string | null) =>
  `lot.${locationId}.${kind}.${brand ?? ''}`;
const siteMemoryKey = (kind: string) => `site.${kind}`;

/** The lots that may be given for this vaccine today: unexpired, not empty, of the kind (and brand) and age booked. */
export function lotsFor(
  lots: readonly Lot[],
  service: { kind: string; brand: string | null },
  age: number | null,
  today: string,
): Lot[] {
  return lots.filter((lot) => {
    const product = productOfCvx(lot.cvx);
    if (!product || product.kind !== service.kind) return false;
    if (service.brand !== null && product.brand !== service.brand) return false;
    if (age !== null && (age < product.minAge || age > product.maxAge)) return false;
    return lotRefusal(lot, today) === null;
  });
}

export function RecordVaccinationForm(props: RecordVaccinationFormProps) {
  const { locationId, appointment, onRecorded, onCancel } = props;
  const { t } = useTranslation('staff-counter');
  const [loadedLots, setLoadedLots] = useState<readonly Lot[] | null>(props.lots ?? null);
  const lots = props.lots ?? loadedLots;
  const [recorded, setRecorded] = useState<VaccinationRecord[]>([]);
  const { problem, report, clear } = useCounterProblem();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, Object.keys(errors).length ? round : 0);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (props.lots) return;
    let current = true;
    listLots(locationId).then(
      (found) => {
        if (current) setLoadedLots(found);
      },
      (caught: unknown) => {
        if (current) report(caught);
      },
    );
    return () => {
      current = false;
    };
  }, [locationId, props.lots, report]);

  const today = todayIso();
  const age = appointment.dateOfBirth ? ageInYears(appointment.dateOfBirth, today) : null;
  const recordedKinds = useMemo(
    () => new Set<string>([...(appointment.recordedKinds ?? []), ...recorded.map((r) => r.kind)]),
    [appointment.recordedKinds, recorded],
  );
  const remaining = appointment.services.filter((s) => !recordedKinds.has(s.kind));

  // The lot remembered for this vaccine at this location, when it can still be given; else the only lot that can.
  const initialChoice = (service: { kind: VaccineKind; brand: string | null }): VaccineChoice => {
    const usable = lotsFor(lots ?? [], service, age, today);
    const remembered = sessionChoice.get(lotMemoryKey(locationId, service.kind, service.brand));
    const lotId = usable.some((l) => l.id === remembered) ? remembered! : usable.length === 1 ? usable[0]!.id : '';
    return { lotId, site: sessionChoice.get(siteMemoryKey(service.kind)) ?? '', route: 'IM', doseMl: '' };
  };
  const [choices, setChoices] = useState<Partial<Record<VaccineKind, VaccineChoice>>>({});
  const choiceOf = (service: { kind: VaccineKind; brand: string | null }) =>
    choices[service.kind] ?? initialChoice(service);
  const change = (service: { kind: VaccineKind; brand: string | null }, patch: Partial<VaccineChoice>) =>
    setChoices((previous) => ({
      ...previous,
      [service.kind]: { ...(previous[service.kind] ?? initialChoice(service)), ...patch },
    }));
  const [givenBy, setGivenBy] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !lots) return;
    clear();
    const found: Record<string, string> = {};
    for (const service of remaining) {
      const choice = choiceOf(service);
      if (!choice.lotId) found[`vaccinate-${service.kind}-lot`] = t('record.chooseLot');
      if (!ROUTES_WITHOUT_SITE.has(choice.route) && !choice.site)
        found[`vaccinate-${service.kind}-site`] = t('record.chooseSite');
      const dose = choice.doseMl.trim() === '' ? null : Number(choice.doseMl.replace(',', '.'));
      if (dose !== null && !(dose >= DOSE_ML.min && dose <= DOSE_ML.max))
        found[`vaccinate-${service.kind}-dose`] = t('record.doseRange', DOSE_ML);
    }
    setErrors(found);
    setRound((n) => n + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    const made: VaccinationRecord[] = [];
    try {
      for (const service of remaining) {
        const choice = choiceOf(service);
        const lot = lots.find((l) => l.id === choice.lotId)!;
        const usual = productOfCvx(lot.cvx)?.doseMl ?? 0.5;
        const record = await recordVaccination(locationId, appointment.id, {
          lotId: choice.lotId,
          doseMl: choice.doseMl.trim() === '' ? usual : Number(choice.doseMl.replace(',', '.')),
          route: choice.route,
          site: ROUTES_WITHOUT_SITE.has(choice.route) ? null : (choice.site as never),
          ...(givenBy.trim() ? { administeredByName: givenBy.trim() } : {}),
        });
        made.push(record);
        sessionChoice.set(lotMemoryKey(locationId, service.kind, service.brand), choice.lotId);
        if (choice.site) sessionChoice.set(siteMemoryKey(service.kind), choice.site);
      }
      setRecorded((previous) => [...previous, ...made]);
      onRecorded?.(made);
    } catch (caught) {
      // What was recorded before the refusal stays recorded: it is shown, and not offered again.
      setRecorded((previous) => [...previous, ...made]);
      report(caught);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (recorded.length && remaining.length === 0) doneRef.current?.focus();
  }, [recorded.length, remaining.length]);

  const kindLabel = (service: { kind: VaccineKind; brand: string | null }) =>
    service.brand
      ? t('record.vaccineWithBrand', {
          vaccine: t(`vaccines.${service.kind}`),
          brand: t(`brands.${service.brand as AnyBrand}`),
        })
      : t(`vaccines.${service.kind}`);
  const summary = Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }));

  return (
    <div className="staff-vaccinate">
      <ProblemNotice problem={problem?.key ?? null} round={problem?.round ?? 0} />
      {recorded.length ? (
        <div>
          <p role="status" tabIndex={-1} ref={doneRef} className="card staff__notice">
            {remaining.length === 0 ? t('record.allRecorded') : t('record.someRecorded')}
          </p>
          <ul>
            {recorded.map((r) => (
              <li key={r.id}>
                {t('record.recordedLine', {
                  vaccine: t(`vaccines.${r.kind}`),
                  product: r.productName,
                  lot: r.lotNumber,
                  dose: r.doseMl,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {lots === null && !problem ? <p role="status">{t('loading')}</p> : null}
      {lots !== null && remaining.length > 0 ? (
        <>
          <ErrorSummary summaryRef={summaryRef} errors={summary} title={t('errors.summaryTitle')} />
          <form noValidate onSubmit={submit} aria-busy={busy} className="staff-vaccinate__form">
            {remaining.map((service) => {
              const choice = choiceOf(service);
              const usable = lotsFor(lots, service, age, today);
              const lot = usable.find((l) => l.id === choice.lotId);
              const usual = lot ? (productOfCvx(lot.cvx)?.doseMl ?? null) : null;
              return (
                <fieldset key={service.kind} className="staff-vaccinate__vaccine">
                  <legend>{kindLabel(service)}</legend>
                  {usable.length === 0 ? <p className="staff__aside">{t('record.noLot')}</p> : null}
                  <SelectField
                    id={`vaccinate-${service.kind}-lot`}
                    label={t('record.lot')}
                    error={errors[`vaccinate-${service.kind}-lot`]}
                    placeholder={t('record.chooseLot')}
                    value={choice.lotId}
                    onChange={(lotId) => change(service, { lotId, doseMl: '' })}
                    options={usable.map((l) => ({
                      value: l.id,
                      label: t('record.lotOption', {
                        product: l.productName,
                        lot: l.lotNumber,
                        expires: l.expiresOn,
                        left: l.dosesLeft,
                      }),
                    }))}
                  />
                  <SelectField
                    id={`vaccinate-${service.kind}-site`}
                    label={t('record.site')}
                    error={errors[`vaccinate-${service.kind}-site`]}
                    placeholder={ROUTES_WITHOUT_SITE.has(choice.route) ? t('record.noSite') : t('record.chooseSite')}
                    value={ROUTES_WITHOUT_SITE.has(choice.route) ? '' : choice.site}
                    onChange={(site) => change(service, { site })}
                    options={
                      ROUTES_WITHOUT_SITE.has(choice.route)
                        ? []
                        : VACCINATION_SITES.map((code) => ({ value: code, label: t(`sites.${code}`) }))
                    }
                  />
                  <details className="staff-vaccinate__more">
                    <summary>
                      {t('record.doseAndRoute', {
                        dose: choice.doseMl || usual || '—',
                        route: t(`routes.${choice.route}`),
                      })}
                    </summary>
                    <TextField
                      id={`vaccinate-${service.kind}-dose`}
                      label={t('record.dose')}
                      error={errors[`vaccinate-${service.kind}-dose`]}
                      value={choice.doseMl}
                      onChange={(doseMl) => change(service, { doseMl })}
                      options={{
                        inputMode: 'numeric',
                        className: 'vx-input--short',
                        placeholder: usual ? String(usual) : '',
                        hint: t('record.doseHint'),
                      }}
                    />
                    <SelectField
                      id={`vaccinate-${service.kind}-route`}
                      label={t('record.route')}
                      value={choice.route}
                      onChange={(route) => change(service, { route: route as VaccinationRoute })}
                      options={VACCINATION_ROUTES.map((code) => ({ value: code, label: t(`routes.${code}`) }))}
                    />
                  </details>
                </fieldset>
              );
            })}
            <TextField
              id="vaccinate-given-by"
              label={t('record.givenBy')}
              value={givenBy}
              onChange={setGivenBy}
              options={{ hint: t('record.givenByHint'), autoComplete: 'off' }}
            />
            <div className="staff-vaccinate__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy
                  ? t('record.recording')
                  : remaining.length > 1
                    ? t('record.submitMany', { count: remaining.length })
                    : t('record.submit')}
              </button>
              {onCancel ? (
                <button type="button" className="button button--secondary" onClick={onCancel}>
                  {t('record.cancel')}
                </button>
              ) : null}
            </div>
          </form>
        </>
      ) : null}
    </div>
  );
}
