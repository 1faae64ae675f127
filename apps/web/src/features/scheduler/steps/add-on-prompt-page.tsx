// /schedule/add-covid-vaccine, add-flu-vaccine, add-another-vaccine and add-covid-vaccine-brand: the add-on prompts
// after the summary (docs/product/booking-flow.md; which one shows is decision 051).
import { useState } from 'react';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLocation } from 'react-router';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { HoldTimer } from '../results/hold-timer.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { RadioList } from '../../../components/ui/radio-list.tsx';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

const NONE = 'none';
type PromptKind = 'covid' | 'flu' | 'covidFlu' | 'covidBrand';

export default function AddOnPromptPage() {
  const { pathname } = useLocation();
  const prompt: PromptKind = pathname.endsWith('add-covid-vaccine-brand')
    ? 'covidBrand'
    : pathname.endsWith('add-covid-vaccine')
      ? 'covid'
      : pathname.endsWith('add-flu-vaccine')
        ? 'flu'
        : 'covidFlu';
  return <Prompt key={prompt} prompt={prompt} />;
}

function Prompt({ prompt }: { prompt: PromptKind }) {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const added = context.additionalServices;
  const covidBrands = context.offeredAddOns?.covidBrands ?? [];
  const options: string[] =
    prompt === 'covidBrand'
      ? [...covidBrands, NONE]
      : prompt === 'covidFlu'
        ? ['covid_19', 'flu', NONE]
        : ['yes', NONE];
  const initial =
    prompt === 'covidBrand'
      ? (added.find((s) => s.kind === 'covid_19')?.brand ?? undefined)
      : prompt === 'covidFlu'
        ? added[0]?.kind
        : undefined;
  const [choice, setChoice] = useState<string | undefined>(initial);
  const title = t(`prompts.${prompt}.title`);
  const appointment = context.appointments[0];

  function submit() {
    if (choice === undefined) return;
    if (prompt === 'covidBrand') {
      send([
        { type: 'SET_ADDITIONAL_VACCINE', kind: 'covid_19', brand: choice === NONE ? null : choice },
        { type: 'CONTINUE' },
      ]);
      return;
    }
    const kind: VaccineKind | null =
      choice === NONE
        ? null
        : prompt === 'covidFlu'
          ? (choice as VaccineKind)
          : prompt === 'covid'
            ? 'covid_19'
            : 'flu';
    // One add-on at most: the appointment stays within two vaccines (docs/product/booking-flow.md, Limits).
    send([
      { type: 'CLEAR_ADDITIONAL_VACCINES' },
      ...(kind ? [{ type: 'SET_ADDITIONAL_VACCINE' as const, kind, brand: null }] : []),
      { type: 'CONTINUE' },
    ]);
  }

  const label = (option: string) => {
    if (option === NONE) return prompt === 'covidBrand' ? t('brands.none') : t('prompts.noThanks');
    // The options are the prompt's brands or vaccines (add-on-prompts.ts), read as the prompt says.
    if (prompt === 'covidBrand') return t(`brands.${option as AnyBrand}`);
    if (prompt === 'covidFlu') return t('prompts.add', { vaccine: t(`vaccines.${option as VaccineKind}`) });
    return t('prompts.add', { vaccine: t(`vaccines.${prompt === 'covid' ? 'covid_19' : 'flu'}`) });
  };

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      {appointment ? <HoldTimer appointment={appointment} /> : null}
      <form
        className="scheduler-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RadioList
          id="add-on"
          name="add-on"
          legend={<h1>{title}</h1>}
          hint={t(
            // The minor flow speaks of the child, never to the guardian as the patient (issue 30).
            context.bookingFlow === 'minor' && prompt !== 'covidBrand'
              ? `prompts.${prompt}.minorHint`
              : `prompts.${prompt}.hint`,
          )}
          value={choice}
          onChange={setChoice}
          options={options.map((option) => ({ value: option, id: `add-on-${option}`, label: label(option) }))}
        />
        <button type="submit" className="button button--primary" disabled={choice === undefined}>
          {t('continue')}
        </button>
      </form>
    </SchedulerFrame>
  );
}
