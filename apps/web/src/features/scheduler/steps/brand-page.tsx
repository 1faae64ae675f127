// /schedule/brand/{kind}: the preferred brand, in an order drawn once per flow (docs/product/booking-flow.md, Brand
// selection). One page and one step for every kind with a brand step in the table of kinds (decision 298).
import { useState } from 'react';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useParams } from 'react-router';
import { brandKindOfStep, brandStep } from '@vaxnear/domain/booking/booking-step-flow';
import { brandChoicesFor } from '@vaxnear/domain/booking/pregnancy-offering';
import { ADULT_MIN_AGE, MAX_AGE } from '@vaxnear/domain/constants';
import { Modal } from '../../../components/ui/modal.tsx';
import type { BrandKind } from '@vaxnear/domain/vaccines';
import { NotFound } from '../../../components/not-found.tsx';
import { trackBookingModalChoice } from '../frame/booking-analytics.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { RadioList } from '../../../components/ui/radio-list.tsx';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

const NO_PREFERENCE = 'none';

export default function BrandPage() {
  // The address ends in the kind (schedule/brand/<kind>); the route guard has checked it against the flow. A kind
  // with no brand step (flu, or no kind at all) is no page, as before the step was one.
  const kind = brandKindOfStep(`brand/${useParams().kind ?? ''}`);
  return kind === null ? <NotFound /> : <BrandChoice key={kind} kind={kind} />;
}

function BrandChoice({ kind }: { kind: BrandKind }) {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const stored = context.brands[kind];
  const [choice, setChoice] = useState<string | undefined>(
    stored === undefined ? undefined : (stored ?? NO_PREFERENCE),
  );
  const [novavaxOpen, setNovavaxOpen] = useState(false);
  // Only the brands someone of the chosen ages may be given (decision 055), or, pregnant, the one given in pregnancy
  // (decision 090), in the order drawn for this flow.
  const offered = brandChoicesFor(
    kind,
    { ageMin: context.ageMin ?? ADULT_MIN_AGE, ageMax: context.ageMax ?? MAX_AGE },
    context.isPregnant === true,
  );
  // Opened from the review's "Change": Continue and Back return there, and as the time is held at one pharmacy, only
  // the brands it offers can be chosen.
  const returning = context.returnToReview === brandStep(kind);
  const onward = returning ? ({ type: 'RETURN_TO_REVIEW' } as const) : ({ type: 'CONTINUE' } as const);
  const held = returning ? context.appointments[0]?.location : undefined;
  const heldBrands = held?.services
    ?.find((service) => service.kind === kind)
    ?.brands.map((entry) => entry.brandName as string | null);
  const brands = context.orderedBrands[kind].filter(
    (brand) => offered.includes(brand) && (heldBrands === undefined || heldBrands.includes(brand)),
  );
  // A brand kept from an earlier, older age range is no choice at all once it is no longer listed.
  const chosen = choice === NO_PREFERENCE || (choice !== undefined && brands.includes(choice)) ? choice : undefined;
  const title = t('brand.title', { vaccine: t(`vaccines.${kind}`) });

  function cancelNovavax() {
    // Cancelled: Novavax is not chosen, the person picks again.
    trackBookingModalChoice('brand/covid_19', 'novavax', 'cancel');
    setChoice(stored === undefined || stored === 'novavax' ? undefined : (stored ?? NO_PREFERENCE));
    setNovavaxOpen(false);
  }

  function submit(brand: string | undefined = chosen) {
    if (brand === undefined) return;
    // Novavax's information opens on Continue, not on choosing it: arrowing through the radios must not change the
    // context (WCAG 3.2.2). Continuing in the dialog selects it and moves on.
    if (kind === 'covid_19' && brand === 'novavax' && !novavaxOpen) {
      setNovavaxOpen(true);
      return;
    }
    send([{ type: 'SET_BRAND', kind, brand: brand === NO_PREFERENCE ? null : brand }, onward]);
  }

  return (
    <SchedulerFrame title={title} onBack={() => send(returning ? { type: 'RETURN_TO_REVIEW' } : { type: 'BACK' })}>
      <form
        className="scheduler-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RadioList
          id="brand"
          name="brand"
          legend={<h1>{title}</h1>}
          hint={
            heldBrands !== undefined && held
              ? `${t('brand.hint')} ${t('brand.heldLocation', { location: held.name })}`
              : t('brand.hint')
          }
          value={chosen}
          onChange={setChoice}
          options={[...brands, NO_PREFERENCE].map((brand) => ({
            value: brand,
            id: `brand-${brand}`,
            label: t(`brands.${brand as AnyBrand | typeof NO_PREFERENCE}`),
          }))}
        />
        <button type="submit" className="button button--primary" disabled={chosen === undefined}>
          {t('continue')}
        </button>
      </form>
      <Modal
        isOpen={novavaxOpen}
        onClose={cancelNovavax}
        title={t('brand.novavax.title')}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                trackBookingModalChoice('brand/covid_19', 'novavax', 'continue');
                send([{ type: 'SET_BRAND', kind, brand: 'novavax' }, onward]);
                setNovavaxOpen(false);
              }}
            >
              {t('continue')}
            </button>
            <button type="button" className="button button--secondary" onClick={cancelNovavax}>
              {t('cancel')}
            </button>
          </>
        }
      >
        <p>{t('brand.novavax.body')}</p>
      </Modal>
    </SchedulerFrame>
  );
}
