// The staff home's list of the locations an admin or operator can open a day list for (docs/product/staff.md, The day
// list), searched by name, city or id (location data, not anyone's). Location staff reach theirs from "Your locations".
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Me } from '@vaxnear/domain/contracts/staff';
import type { ReachableLocation } from '@vaxnear/domain/contracts/staff-day-list';
import type { PrefixedKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { listLocations } from './api/day-list.ts';
import { dayListPath, problemKey, useStaffPath } from './staff-frame.tsx';

export function StaffHomeLocations({ me }: { me: Me }) {
  const { t } = useTranslation('staff');
  const root = useStaffPath()('');
  const [locations, setLocations] = useState<ReachableLocation[] | null>(null);
  const [problem, setProblem] = useState<PrefixedKey | null>(null);
  const [query, setQuery] = useState('');

  const load = (q?: string) =>
    listLocations(q).then(
      (found) => {
        setLocations(found);
        setProblem(null);
      },
      (caught: unknown) => setProblem(problemKey(caught)),
    );
  useEffect(() => {
    void load();
  }, []);

  function search(event: FormEvent) {
    event.preventDefault();
    void load(query.trim());
  }

  return (
    <section aria-labelledby="day-lists-heading">
      <h2 id="day-lists-heading">{t('home.dayListsHeading')}</h2>
      {me.role !== 'location_staff' ? (
        <form className="staff-home__search" role="search" onSubmit={search}>
          <label className="vx-label" htmlFor="location-search">
            {t('home.locationSearch')}
          </label>
          <div className="staff-home__search-row">
            <input
              id="location-search"
              className="vx-input"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="submit" className="button button--secondary">
              {t('home.locationSearchSubmit')}
            </button>
          </div>
        </form>
      ) : null}
      {problem ? <p className="vx-error-message">{t(problem)}</p> : null}
      {locations === null ? (
        problem ? null : (
          <p role="status">{t('home.loading')}</p>
        )
      ) : locations.length ? (
        <ul className="staff__locations">
          {locations.map((location) => (
            <li key={location.id}>
              <Link to={dayListPath(root, location.id, 'today')}>
                {t('home.dayListLink', { name: location.name, city: location.city, state: location.state })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('home.noDayLists')}</p>
      )}
    </section>
  );
}
