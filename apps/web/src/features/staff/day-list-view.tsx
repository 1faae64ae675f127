// /staff/locations/:id/day/:date: one location's appointments on one local day, kept up to date while open, searched
// in the page, printable, with the counter's changes (docs/product/staff.md, The day list; decisions 242 to 244).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DayList, DayListRow } from '@vaxnear/domain/contracts/staff-day-list';
import { groupByRegistration, matchesDayListSearch } from '@vaxnear/domain/day-list';
import { addDaysToIsoDate, isIsoDate } from '@vaxnear/domain/schedule';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../lib/use-translation.tsx';
import { DayListRowActions } from './day-list-row-actions.tsx';
import { DAY_LIST_DAY_EXTENSIONS } from './day-list-extensions.ts';
import { dayListPath, ProblemNotice, problemKey, StaffFrame, useStaffPath } from './staff-frame.tsx';
import { useDayList } from './use-day-list.ts';
import { useSignedIn } from './use-signed-in.ts';
import { supportedLocale } from '../../lib/locale.ts';

export function DayListView({ locationId, date }: { locationId: string; date: string }) {
  const { t, i18n } = useTranslation('staff');
  const staffPath = useStaffPath();
  const navigate = useNavigate();
  const { me, problem } = useSignedIn();
  const validDate = date === 'today' || isIsoDate(date);
  const { list, failure, signedOut, updates, refresh, replaceRow } = useDayList(
    locationId,
    date,
    me !== null && validDate,
  );
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const firstUpdate = useRef(true);

  useEffect(() => {
    if (signedOut) void navigate(staffPath(''), { replace: true });
  }, [signedOut, navigate, staffPath]);
  useEffect(() => {
    if (updates === 0) return;
    if (firstUpdate.current) {
      firstUpdate.current = false;
      return;
    }
    setAnnouncement(t('dayList.updated', { count: list?.rows.length ?? 0 }));
    // Only the list's own count changes; the words stay for the next update.
  }, [updates, list, t]);

  // "today" is the location's, as the server says it: the list answers with the date it shows.
  const shownDate = list?.date ?? date;
  const dateLabel = useMemo(
    () =>
      isIsoDate(shownDate)
        ? new Intl.DateTimeFormat(i18n.language, {
            weekday: 'long',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${shownDate}T12:00:00Z`))
        : shownDate,
    [shownDate, i18n.language],
  );
  const title = list
    ? t('dayList.title', { location: list.location.name, date: dateLabel })
    : t('dayList.titleLoading');
  const shown = list ? list.rows.filter((row) => matchesDayListSearch(row, query)) : [];
  const groups = groupByRegistration(shown);
  const booked = list ? list.rows.filter((r) => r.status === 'booked').length : 0;
  const root = staffPath('');

  return (
    <StaffFrame title={title} wide>
      <p className="staff-day__nav-back no-print">
        <Link to={staffPath('home')}>{t('dayList.backHome')}</Link>
      </p>
      <h1>{title}</h1>
      <ProblemNotice
        problem={!validDate ? 'staff:errors.STAFF_DATE_INVALID' : failure && !signedOut ? problemKey(failure) : problem}
        round={1}
      />
      {list ? (
        <>
          <p className="staff-day__summary">
            {t('dayList.summary', {
              booked,
              cancelled: list.rows.length - booked,
              city: list.location.city,
              state: list.location.state,
            })}
          </p>
          <nav className="staff-day__days no-print" aria-label={t('dayList.daysLabel')}>
            <Link to={dayListPath(root, locationId, addDaysToIsoDate(list.date, -1))}>{t('dayList.previousDay')}</Link>
            <Link to={dayListPath(root, locationId, addDaysToIsoDate(list.date, 1))}>{t('dayList.nextDay')}</Link>
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              {t('dayList.print')}
            </button>
          </nav>
          <div className="staff-day__search no-print" role="search">
            <label className="vx-label" htmlFor="day-list-search">
              {t('dayList.search')}
            </label>
            <p className="vx-hint" id="day-list-search-hint">
              {t('dayList.searchHint')}
            </p>
            <input
              id="day-list-search"
              className="vx-input"
              type="search"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="day-list-search-hint"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {DAY_LIST_DAY_EXTENSIONS.map((Extension, index) => (
            <div className="no-print" key={index}>
              <Extension location={list.location} date={list.date} onChanged={() => void refresh()} />
            </div>
          ))}
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
          {query ? (
            <p role="status" className="staff-day__count">
              {t('dayList.matches', { count: shown.length })}
            </p>
          ) : null}
          {groups.length ? (
            <ol className="staff-day__list">
              {groups.map((group) => (
                <PartyGroup
                  key={group[0]!.registrationId}
                  rows={group}
                  location={list.location}
                  onChanged={(row) => {
                    if (row) replaceRow(row);
                    void refresh();
                  }}
                />
              ))}
            </ol>
          ) : (
            <p>{query ? t('dayList.noMatch') : t('dayList.empty')}</p>
          )}
        </>
      ) : validDate && !failure && !problem ? (
        <p role="status">{t('home.loading')}</p>
      ) : null}
    </StaffFrame>
  );
}

function PartyGroup({
  rows,
  location,
  onChanged,
}: {
  rows: DayListRow[];
  location: DayList['location'];
  onChanged: (row?: DayListRow) => void;
}) {
  const { t } = useTranslation('staff');
  const first = rows[0]!;
  return (
    <li className={`staff-day__group${rows.length > 1 ? ' staff-day__group--party' : ''}`}>
      {rows.length > 1 ? (
        <p className="staff-day__party">
          {t('dayList.party', { count: rows.length, number: first.confirmationNumber })}
        </p>
      ) : null}
      <ul className="staff-day__rows">
        {rows.map((row) => (
          <AppointmentRow key={row.id} row={row} location={location} onChanged={onChanged} />
        ))}
      </ul>
    </li>
  );
}

function AppointmentRow({
  row,
  location,
  onChanged,
}: {
  row: DayListRow;
  location: DayList['location'];
  onChanged: (row?: DayListRow) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const locale = supportedLocale(i18n.language);
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: location.timeZone,
  }).format(new Date(row.time));
  const dateOfBirth = /^\d{4}-\d{2}-\d{2}$/.test(row.dateOfBirth)
    ? new Intl.DateTimeFormat(i18n.language, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${row.dateOfBirth}T12:00:00Z`))
    : row.dateOfBirth;
  const name = `${row.firstName} ${row.lastName}`;
  const cancelled = row.status === 'cancelled';
  const state = cancelled
    ? row.cancelledBy === 'pharmacy'
      ? t('dayList.status.cancelledByPharmacy', {
          reason: row.cancellationReason ? t(`cancelReasons.${row.cancellationReason}`) : '',
        })
      : t('dayList.status.cancelled')
    : row.attendance === 'not_given' && row.attendanceReason
      ? t('dayList.status.not_given_reason', { reason: t(`notGivenReasons.${row.attendanceReason}`) })
      : t(`dayList.status.${row.attendance}`);
  return (
    <li className={`staff-day__row${cancelled ? ' staff-day__row--cancelled' : ''}`} data-appointment={row.id}>
      <p className="staff-day__time">{time}</p>
      <div className="staff-day__person">
        <h2 className="staff-day__name">{name}</h2>
        <p className="staff-day__detail">
          {t('dayList.born', { date: dateOfBirth })} · {t('dayList.confirmation', { number: row.confirmationNumber })}
        </p>
        <ul className="staff-day__vaccines">
          {row.services.map((service) => (
            <li key={service.kind}>
              {t(`vaccines.${service.kind}`)}
              {service.brand ? ` (${t(`brands.${service.brand as AnyBrand}`, { defaultValue: service.brand })})` : ''}
              {service.forPregnancy
                ? ` · ${
                    row.pregnancyWeek !== null
                      ? t('dayList.maternalRsvWeek', { week: row.pregnancyWeek })
                      : t('dayList.maternalRsv')
                  }`
                : ''}
            </li>
          ))}
        </ul>
        {row.acknowledgements.length ? (
          <ul className="staff-day__notices" aria-label={t('dayList.acknowledgedLabel')}>
            {row.acknowledgements.map((notice) => (
              <li key={`${notice.code}-${notice.service}`}>
                {t(`acknowledgements.${notice.code}`, { vaccine: t(`vaccines.${notice.service}`) })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className={`staff-day__state staff-day__state--${cancelled ? 'cancelled' : row.attendance}`}>{state}</p>
      {row.notRebooked && !cancelled ? <p className="staff-day__not-rebooked">{t('dayList.notRebooked')}</p> : null}
      {cancelled ? null : (
        <div className="staff-day__actions no-print">
          <DayListRowActions row={row} location={location} name={name} locale={locale} onChanged={onChanged} />
        </div>
      )}
    </li>
  );
}
