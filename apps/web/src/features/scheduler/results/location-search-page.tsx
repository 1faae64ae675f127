// /schedule/search: where to look for pharmacies (docs/product/booking-flow.md, Location search). What the page does
// is in use-location-search.ts.
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { WhichPlace } from './place-lookup.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { SuggestionCombobox } from '../../../components/ui/suggestion-combobox.tsx';
import { MaternalRsvGateModals } from './maternal-rsv-gate-modals.tsx';
import { ReleaseHeldSlot } from './release-held-slot.tsx';
import { useLocationSearch } from './use-location-search.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function LocationSearchPage() {
  const { t } = useTranslation('scheduler');
  const search = useLocationSearch();
  const { context, send, text, setText, suggestions, error, setError, errorRef, question, busy } = search;
  const { geoProblem, clearGeoProblem, found, find, choose, locate } = search;
  const title = t('search.title');

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })} wide>
      <ReleaseHeldSlot />
      <h1>{title}</h1>
      <p className="lead">{t('search.lead')}</p>
      {/* A booking deep link named the pharmacy: one press goes on to its times, or the person searches elsewhere. */}
      {context.linkedSlot && context.coordinates ? (
        <div className="card">
          <h2>{t('search.linked.title')}</h2>
          <p>{context.linkedSlot.locationName}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => {
              if (context.coordinates) found(context.coordinates);
            }}
          >
            {t('search.linked.continue', { name: context.linkedSlot.locationName })}
          </button>
        </div>
      ) : null}
      <div className="search-layout">
        <form
          className="card"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void find(text);
          }}
          aria-labelledby="search-manual-title"
        >
          <h2 id="search-manual-title">{t('search.manualTitle')}</h2>
          <SuggestionCombobox
            id="place-search"
            label={t('search.label')}
            hint={t('search.hint')}
            error={error}
            errorRef={errorRef}
            value={text}
            suggestions={suggestions}
            autoComplete="postal-code"
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            onSelect={choose}
            countLabel={(count) => t('search.suggestions', { count })}
          />
          <button type="submit" className="button button--primary" disabled={busy !== null} aria-busy={busy === 'find'}>
            {busy === 'find' ? t('search.finding') : t('search.find')}
          </button>
          {question ? <WhichPlace name={question.name} candidates={question.candidates} onChoose={choose} /> : null}
        </form>
        <div className="card">
          <h2>{t('search.currentTitle')}</h2>
          <p>{t('search.currentBody')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={locate}
            disabled={busy !== null}
            aria-busy={busy === 'locate'}
          >
            {busy === 'locate' ? t('search.locating') : t('search.useCurrent')}
          </button>
          {geoProblem ? <p className="hint">{t('search.geoHelp')}</p> : null}
        </div>
      </div>
      <MaternalRsvGateModals
        rsvGate={search.rsvGate}
        onClose={search.closeRsvGate}
        onContinue={search.continueEligible}
        onStartOver={search.startOver}
        onProceedWithOther={search.proceedWithOther}
      />
      <Modal
        isOpen={geoProblem !== null}
        onClose={clearGeoProblem}
        title={t('search.geoModal.title')}
        actions={
          <button type="button" className="button button--primary" onClick={clearGeoProblem}>
            {t('ok')}
          </button>
        }
      >
        <p>{t(geoProblem === 'denied' ? 'search.geoModal.denied' : 'search.geoModal.unsupported')}</p>
        <p>{t('search.geoHelp')}</p>
      </Modal>
    </SchedulerFrame>
  );
}
