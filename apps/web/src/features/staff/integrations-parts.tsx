// The three shapes the integrations page shows for both webhook subscriptions and API clients: a list (a table in a
// scrollable, keyboard-reachable region), the form that adds one, and the secret shown once when one is made.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';

/** A list of what is set up: "loading" until it is known, a sentence when it is empty, else its table. */
export function IntegrationsList<T>({
  items,
  label,
  empty,
  columns,
  rowKey,
  cells,
}: {
  items: readonly T[] | null;
  /** The region's name for a screen reader (the section's heading). */
  label: string;
  empty: string;
  columns: readonly string[];
  rowKey: (item: T) => string;
  /** The row's <td> cells, in the columns' order. */
  cells: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  if (items === null) return <p role="status">{t('home.loading')}</p>;
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <div className="staff-integrations__table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="staff-integrations__table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>{cells(item)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The form that adds one: its heading, its fields, its one submit button (off while a change is under way). */
export function IntegrationsAddForm({
  heading,
  submit,
  busy,
  onSubmit,
  children,
}: {
  heading: string;
  submit: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="staff-integrations__form" onSubmit={onSubmit} noValidate>
      <h3>{heading}</h3>
      {children}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

/** A secret just made, shown this once and focused so a screen reader reads it; nothing when there is none. */
export function SecretShownOnce({ shown }: { shown: { about: string; secret: string } | null }) {
  const { t } = useTranslation('staff');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="card" role="status" tabIndex={-1} ref={ref}>
      <p>{shown.about}</p>
      <p>
        <code className="staff-integrations__secret">{shown.secret}</code>
      </p>
      <p>{t('integrations.secretOnce')}</p>
    </div>
  );
}
