// /staff/locations/:locationId/lots: the location's inventory by lot (docs/product/staff.md, Lots): receive a lot,
// record wasted doses, count, and the lots with doses left. The server changes the counts; this page shows its answer.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Lot } from '@vaxnear/domain/contracts/staff-counter';
import { FLU_MANUFACTURERS, LOT_LIMITS, LOT_NUMBER_PATTERN, WASTE_REASONS } from '@vaxnear/domain/vaccine-lots';
import { VACCINE_PRODUCTS, productOfCvx } from '@vaxnear/domain/vaccine-products';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { countLot, listLots, receiveLot, wasteDoses } from './api/counter.ts';
import { counterProblemKey, useCounterPath, useCounterProblem } from './counter-frame.tsx';
import { DoneNotice, ProblemNotice, StaffFrame, useStaffPath } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { intlLocale } from '../../lib/locale.ts';

const RECEIVE_IDS = {
  cvx: 'lot-product',
  mvx: 'lot-manufacturer',
  lotNumber: 'lot-number',
  expiresOn: 'lot-expires',
  doses: 'lot-doses',
} as const;
type ReceiveField = keyof typeof RECEIVE_IDS;
const CHANGE_IDS = { lotId: 'change-lot', doses: 'change-doses', reason: 'change-reason' } as const;
type ChangeField = keyof typeof CHANGE_IDS;

const wholeDoses = (value: string, min: number): number | null => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= LOT_LIMITS.doses ? n : null;
};

export function LotsView({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('staff-counter');
  const staffPath = useStaffPath();
  const counterPath = useCounterPath();
  const { me, problem: sessionProblem } = useSignedIn();
  const [lots, setLots] = useState<Lot[] | null>(null);
  const { problem, report } = useCounterProblem();
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = useCallback(() => {
    listLots(locationId).then(setLots, (caught: unknown) => report(caught));
  }, [locationId, report]);
  useEffect(() => {
    if (me) refresh();
  }, [me, refresh]);

  // Receiving a lot.
  const [receive, setReceive] = useState({ cvx: '', mvx: '', lotNumber: '', expiresOn: '', doses: '' });
  const [receiveErrors, setReceiveErrors] = useState<Partial<Record<ReceiveField, string>>>({});
  const [receiveRound, setReceiveRound] = useState(0);
  const receiveSummary = useRef<HTMLDivElement>(null);
  useFocusOnChange(receiveSummary, Object.keys(receiveErrors).length ? receiveRound : 0);
  const product = productOfCvx(receive.cvx);
  const needsMaker = product !== null && product.mvx === null;
  const [busy, setBusy] = useState(false);

  async function submitReceive(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<ReceiveField, string>> = {};
    if (!product) found.cvx = t('lots.chooseProduct');
    if (needsMaker && !receive.mvx) found.mvx = t('lots.chooseManufacturer');
    const lotNumber = receive.lotNumber.trim();
    if (!lotNumber || lotNumber.length > LOT_LIMITS.lotNumber || !LOT_NUMBER_PATTERN.test(lotNumber))
      found.lotNumber = t('lots.lotNumberRule', { max: LOT_LIMITS.lotNumber });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(receive.expiresOn)) found.expiresOn = t('lots.expiryRule');
    const doses = wholeDoses(receive.doses, 1);
    if (doses === null) found.doses = t('lots.dosesRule', { min: 1, max: LOT_LIMITS.doses });
    setReceiveErrors(found);
    setReceiveRound((n) => n + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    setNotice(null);
    try {
      const lot = await receiveLot(locationId, {
        cvx: receive.cvx,
        ...(needsMaker ? { mvx: receive.mvx } : {}),
        lotNumber,
        expiresOn: receive.expiresOn,
        doses: doses!,
      });
      setNotice(t('lots.received', { lot: lot.lotNumber, doses: lot.dosesLeft }));
      setReceive({ cvx: receive.cvx, mvx: receive.mvx, lotNumber: '', expiresOn: '', doses: '' });
      refresh();
    } catch (caught) {
      const field = caught instanceof ApiError ? (caught.errors[0]?.field as ReceiveField | undefined) : undefined;
      if (field && field in RECEIVE_IDS) {
        setReceiveErrors({ [field]: t(counterProblemKey(caught)) });
        setReceiveRound((n) => n + 1);
      } else report(caught);
    } finally {
      setBusy(false);
    }
  }

  // Wasting doses or counting a lot.
  const [change, setChange] = useState({ lotId: '', action: 'waste' as 'waste' | 'count', doses: '', reason: '' });
  const [changeErrors, setChangeErrors] = useState<Partial<Record<ChangeField, string>>>({});
  const [changeRound, setChangeRound] = useState(0);
  const changeSummary = useRef<HTMLDivElement>(null);
  useFocusOnChange(changeSummary, Object.keys(changeErrors).length ? changeRound : 0);

  async function submitChange(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<ChangeField, string>> = {};
    if (!change.lotId) found.lotId = t('lots.chooseLot');
    const doses = wholeDoses(change.doses, change.action === 'waste' ? 1 : 0);
    if (doses === null)
      found.doses = t('lots.dosesRule', { min: change.action === 'waste' ? 1 : 0, max: LOT_LIMITS.doses });
    if (change.action === 'waste' && !change.reason) found.reason = t('lots.chooseReason');
    setChangeErrors(found);
    setChangeRound((n) => n + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    setNotice(null);
    try {
      const lot =
        change.action === 'waste'
          ? await wasteDoses(locationId, change.lotId, {
              doses: doses!,
              reason: change.reason as (typeof WASTE_REASONS)[number],
            })
          : await countLot(locationId, change.lotId, { doses: doses! });
      setNotice(
        t(change.action === 'waste' ? 'lots.wasted' : 'lots.counted', { lot: lot.lotNumber, left: lot.dosesLeft }),
      );
      setChange((previous) => ({ ...previous, doses: '' }));
      refresh();
    } catch (caught) {
      const field = caught instanceof ApiError ? (caught.errors[0]?.field as ChangeField | undefined) : undefined;
      if (field && field in CHANGE_IDS) {
        setChangeErrors({ [field]: t(counterProblemKey(caught)) });
        setChangeRound((n) => n + 1);
      } else report(caught);
    } finally {
      setBusy(false);
    }
  }

  const dateFormat = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const formatDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));
  const summaryOf = <F extends string>(errors: Partial<Record<F, string>>, ids: Record<F, string>) =>
    (Object.keys(errors) as F[]).map((field) => ({ fieldId: ids[field], message: errors[field]! }));

  return (
    <StaffFrame title={t('lots.title')}>
      <h1>{t('lots.title')}</h1>
      <ProblemNotice problem={problem?.key ?? sessionProblem} round={problem?.round ?? 1} />
      <DoneNotice notice={notice} />
      {me ? (
        <>
          <h2 id="lots-list-heading">{t('lots.listHeading')}</h2>
          {lots === null ? (
            <p role="status">{t('loading')}</p>
          ) : lots.length === 0 ? (
            <p>{t('lots.empty')}</p>
          ) : (
            <div className="staff-lots__table-wrap" role="region" tabIndex={0} aria-labelledby="lots-list-heading">
              <table className="staff-lots__table">
                <thead>
                  <tr>
                    <th scope="col">{t('lots.columns.product')}</th>
                    <th scope="col">{t('lots.columns.lot')}</th>
                    <th scope="col">{t('lots.columns.expires')}</th>
                    <th scope="col">{t('lots.columns.left')}</th>
                    <th scope="col">{t('lots.columns.wasted')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lots.map((lot) => (
                    <tr key={lot.id}>
                      <td>
                        {lot.productName}
                        <br />
                        <span className="staff__aside-inline">
                          CVX {lot.cvx} · MVX {lot.mvx}
                        </span>
                      </td>
                      <td>{lot.lotNumber}</td>
                      <td>
                        {formatDay(lot.expiresOn)}
                        {lot.expired ? <strong className="staff-lots__expired"> {t('lots.expired')}</strong> : null}
                      </td>
                      <td>{lot.dosesLeft}</td>
                      <td>{lot.dosesWasted}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h2>{t('lots.receiveHeading')}</h2>
          <ErrorSummary
            summaryRef={receiveSummary}
            errors={summaryOf(receiveErrors, RECEIVE_IDS)}
            title={t('errors.summaryTitle')}
          />
          <form noValidate onSubmit={submitReceive} aria-busy={busy} className="staff-lots__form">
            <SelectField
              id={RECEIVE_IDS.cvx}
              label={t('lots.product')}
              error={receiveErrors.cvx}
              placeholder={t('lots.chooseProduct')}
              value={receive.cvx}
              onChange={(cvx) => setReceive((previous) => ({ ...previous, cvx, mvx: '' }))}
              options={VACCINE_PRODUCTS.map((p) => ({
                value: p.cvx,
                label: t('lots.productOption', { name: p.productName, cvx: p.cvx }),
              }))}
            />
            {needsMaker ? (
              <SelectField
                id={RECEIVE_IDS.mvx}
                label={t('lots.manufacturer')}
                error={receiveErrors.mvx}
                placeholder={t('lots.chooseManufacturer')}
                value={receive.mvx}
                onChange={(mvx) => setReceive((previous) => ({ ...previous, mvx }))}
                options={FLU_MANUFACTURERS.map((m) => ({ value: m.mvx, label: `${m.name} (${m.mvx})` }))}
              />
            ) : null}
            <TextField
              id={RECEIVE_IDS.lotNumber}
              label={t('lots.lotNumber')}
              error={receiveErrors.lotNumber}
              value={receive.lotNumber}
              onChange={(lotNumber) => setReceive((previous) => ({ ...previous, lotNumber }))}
              options={{
                className: 'vx-input--medium',
                spellCheck: false,
                autoComplete: 'off',
                maxLength: LOT_LIMITS.lotNumber,
              }}
            />
            <TextField
              id={RECEIVE_IDS.expiresOn}
              label={t('lots.expiresOn')}
              error={receiveErrors.expiresOn}
              value={receive.expiresOn}
              onChange={(expiresOn) => setReceive((previous) => ({ ...previous, expiresOn }))}
              options={{ type: 'date', className: 'vx-input--medium', hint: t('lots.expiresHint') }}
            />
            <TextField
              id={RECEIVE_IDS.doses}
              label={t('lots.doses')}
              error={receiveErrors.doses}
              value={receive.doses}
              onChange={(value) => setReceive((previous) => ({ ...previous, doses: value }))}
              options={{ inputMode: 'numeric', className: 'vx-input--short', autoComplete: 'off' }}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('lots.receive')}
            </button>
          </form>

          {lots && lots.length ? (
            <>
              <h2>{t('lots.changeHeading')}</h2>
              <ErrorSummary
                summaryRef={changeSummary}
                errors={summaryOf(changeErrors, CHANGE_IDS)}
                title={t('errors.summaryTitle')}
              />
              <form noValidate onSubmit={submitChange} aria-busy={busy} className="staff-lots__form">
                <SelectField
                  id={CHANGE_IDS.lotId}
                  label={t('lots.whichLot')}
                  error={changeErrors.lotId}
                  placeholder={t('lots.chooseLot')}
                  value={change.lotId}
                  onChange={(lotId) => setChange((previous) => ({ ...previous, lotId }))}
                  options={lots.map((lot) => ({
                    value: lot.id,
                    label: t('lots.lotOption', { product: lot.productName, lot: lot.lotNumber, left: lot.dosesLeft }),
                  }))}
                />
                <RadioList
                  id="change-action"
                  legend={t('lots.action')}
                  name="change-action"
                  inline
                  value={change.action}
                  onChange={(action) => setChange((previous) => ({ ...previous, action: action as 'waste' | 'count' }))}
                  options={[
                    { value: 'waste', label: t('lots.actionWaste') },
                    { value: 'count', label: t('lots.actionCount') },
                  ]}
                />
                <TextField
                  id={CHANGE_IDS.doses}
                  label={change.action === 'waste' ? t('lots.dosesWasted') : t('lots.dosesCounted')}
                  error={changeErrors.doses}
                  value={change.doses}
                  onChange={(value) => setChange((previous) => ({ ...previous, doses: value }))}
                  options={{ inputMode: 'numeric', className: 'vx-input--short', autoComplete: 'off' }}
                />
                {change.action === 'waste' ? (
                  <SelectField
                    id={CHANGE_IDS.reason}
                    label={t('lots.reason')}
                    error={changeErrors.reason}
                    placeholder={t('lots.chooseReason')}
                    value={change.reason}
                    onChange={(reason) => setChange((previous) => ({ ...previous, reason }))}
                    options={WASTE_REASONS.map((reason) => ({ value: reason, label: t(`wasteReasons.${reason}`) }))}
                  />
                ) : null}
                <button type="submit" className="button button--primary" disabled={busy}>
                  {change.action === 'waste' ? t('lots.submitWaste') : t('lots.submitCount')}
                </button>
              </form>
            </>
          ) : null}
        </>
      ) : null}
      <p>
        <Link to={counterPath(locationId, 'walk-in')}>{t('links.walkIn')}</Link>
        {' · '}
        <Link to={staffPath('home')}>{t('links.home')}</Link>
      </p>
    </StaffFrame>
  );
}
