// The group's location search: a ZIP code or an address near which the whole party will be seen.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import { ApiError } from '../../lib/api-client.ts';
import { lookUpPlace } from '../../lib/api/geolocation.ts';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { GroupFrame } from './group-frame.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

export default function GroupSearchPage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const [value, setValue] = useState(context.coordinates?.label ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnChange(input, failed);
  const title = t('search.title');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const search = value.trim();
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
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="group-search"
          label={t('search.label')}
          error={error ?? undefined}
          value={value}
          inputRef={input}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          options={{ hint: t('search.hint'), autoComplete: 'postal-code' }}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('search.submit')}
        </button>
      </form>
    </GroupFrame>
  );
}
