// The results page's own search box: change the place without going back to the search page. The answer replaces
// the search centre and the list follows; an ambiguous name is asked about here too.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePlaceLookup, WhichPlace } from './place-lookup.tsx';
import { schedulerActor } from '../machine/scheduler-store.ts';

export function ResultsSearch({ initial }: { initial: string }) {
  const { t } = useTranslation('scheduler-results');
  const [text, setText] = useState(initial);
  const { lookUp, busy, error, setError, errorRef, question } = usePlaceLookup();
  async function find(search: string) {
    const coordinates = await lookUp(search);
    if (coordinates) schedulerActor().send({ type: 'SET_LAT_LNG', coordinates });
  }
  return (
    <form
      className="results-search"
      role="search"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void find(text);
      }}
    >
      <TextField
        id="results-search-input"
        label={t('changeSearch.label')}
        error={error ?? undefined}
        value={text}
        onChange={(next) => {
          setText(next);
          setError(null);
        }}
        options={{
          autoComplete: 'postal-code',
          maxLength: 200,
          errorAlert: true,
          errorRef,
          action: (
            <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
              {t('changeSearch.submit')}
            </button>
          ),
        }}
      />
      {question ? (
        <WhichPlace
          name={question.name}
          candidates={question.candidates}
          onChoose={(label) => {
            setText(label);
            void find(label);
          }}
        />
      ) : null}
    </form>
  );
}
