// The results page's own search box: change the place without going back to the search page. The answer replaces
// the search centre and the list follows; an ambiguous name is asked about here too.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
      <label htmlFor="results-search-input" className="results-search__label">
        {t('changeSearch.label')}
      </label>
      <div className="results-search__row">
        <input
          id="results-search-input"
          type="text"
          value={text}
          autoComplete="postal-code"
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'results-search-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
          {t('changeSearch.submit')}
        </button>
      </div>
      {error ? (
        <p className="vx-field__error" id="results-search-error" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
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
