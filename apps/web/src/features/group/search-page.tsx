// The group's location search: a ZIP code or an address near which the whole party will be seen, with the single
// search's suggestions and "use my current location" (the same components and hooks).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import { ApiError } from '../../lib/api-client.ts';
import { lookUpPlace } from '../../lib/api/geolocation.ts';
import { useCurrentLocation } from '../../lib/use-current-location.ts';
import { usePlaceSuggestions } from '../../lib/use-place-suggestions.ts';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { SuggestionCombobox } from '../../components/ui/suggestion-combobox.tsx';
import { GroupFrame } from './group-frame.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

export default function GroupSearchPage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const [value, setValue] = useState(context.coordinates?.label ?? '');
  const suggestions = usePlaceSuggestions(value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(errorRef, failed);
  const title = t('search.title');
  const here = useCurrentLocation({
    onFound: (position, nearest) =>
      send([
        {
          type: 'SET_COORDINATES',
          coordinates: { lat: position.latitude, lng: position.longitude, label: nearest.zipCode },
        },
        { type: 'CONTINUE' },
      ]),
    onLookupFailed: () => {
      setError(t('scheduler:search.locationFailed'));
      setFailed((n) => n + 1);
    },
  });

  async function find(text: string) {
    const search = text.trim();
    if (!search) {
      setError(t('search.required'));
      setFailed((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const detail = await lookUpPlace({ search: search.slice(0, TEXT_MAX_LENGTH * 4) });
      send([
        { type: 'SET_COORDINATES', coordinates: { lat: detail.lat, lng: detail.lng, label: search } },
        { type: 'CONTINUE' },
      ]);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status < 500
          ? t('search.notFound', { query: search })
          : t('search.failed'),
      );
      setFailed((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void find(value);
        }}
      >
        <SuggestionCombobox
          id="group-search"
          label={t('search.label')}
          hint={t('search.hint')}
          error={error}
          errorRef={errorRef}
          value={value}
          suggestions={suggestions}
          autoComplete="postal-code"
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          onSelect={(label) => {
            setValue(label);
            void find(label);
          }}
          countLabel={(count) => t('scheduler:search.suggestions', { count })}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('search.submit')}
        </button>
      </form>
      <div className="card">
        <h2>{t('scheduler:search.currentTitle')}</h2>
        <p>{t('scheduler:search.currentBody')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={here.locate}
          disabled={busy || here.locating}
          aria-busy={here.locating}
        >
          {here.locating ? t('scheduler:search.locating') : t('scheduler:search.useCurrent')}
        </button>
      </div>
      <Modal
        isOpen={here.problem !== null}
        onClose={here.clearProblem}
        title={t('scheduler:search.geoModal.title')}
        actions={
          <button type="button" className="button button--primary" onClick={here.clearProblem}>
            {t('scheduler:ok')}
          </button>
        }
      >
        <p>
          {t(here.problem === 'denied' ? 'scheduler:search.geoModal.denied' : 'scheduler:search.geoModal.unsupported')}
        </p>
        <p>{t('scheduler:search.geoHelp')}</p>
      </Modal>
    </GroupFrame>
  );
}
