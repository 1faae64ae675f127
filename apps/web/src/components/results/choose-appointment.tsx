// The results step (docs/product/booking-flow.md, Results): locations list first, a map beside it (below
// and collapsible on phones), and for the chosen location a date picker and its time slots. Choosing a slot holds it.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { campaignKeys, type Campaign } from '../../lib/campaigns.ts';
import { LeaveSiteLink } from '../ui/leave-site-link.tsx';
import { formatAddress, normalCapitals } from '@vaxnear/domain/display-format';
import type { Retailer } from '@vaxnear/domain/retailers';
import { todayIso } from '../../lib/today.ts';
import { formatShortAppointmentDateTime } from '../../lib/appointment-format.ts';
import { preloadedLazy } from '../../lib/preloaded-lazy.ts';
import { formatIsoDate, formatPhone, type DateWindow } from './format.ts';
import { minutesLeft, useHoldCountdown } from './use-hold-countdown.ts';
import { useLocations, type Bounds } from './use-locations.ts';
import { ResultFilters, NO_FILTERS, dayLimit, type Filters } from './result-filters.tsx';
import type { AppointmentPickerProps } from './appointment-picker.tsx';
import type { ResultsCentre, HeldAppointment, HeldSlot, LinkedTime, RequestedService } from './types.ts';
import './choose-appointment.css';

// Leaflet and supercluster load with this page only, never with the landing (issue 4 "Map").
const ResultsMap = lazy(() => import('./results-map.tsx'));
// No location is open before the list arrives, and the picker is fetched alongside the list (preload below), so it
// is there by the time a card opens, also when a held or linked time opens one at once.
const AppointmentPicker = preloadedLazy(() => import('./appointment-picker.tsx'));

/** Where choose-appointment.css puts the map beside the list; below it, the map waits behind "Show map". */
const MAP_BESIDE_LIST = '(min-width: 1024px)';

/**
 * Whether the map has been on screen yet. Leaflet (about 48 KB gzip) is fetched and started only then: on a phone
 * the map is folded away, and starting it at once kept the page busy while the list was first shown (decision 034).
 * Once loaded it stays mounted, so folding it keeps its position.
 */
function useMapWanted(open: boolean): boolean {
  const [beside, setBeside] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(MAP_BESIDE_LIST).matches,
  );
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (beside || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(MAP_BESIDE_LIST);
    const onChange = () => {
      if (query.matches) setBeside(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [beside]);
  return beside || opened;
}

/**
 * Fewer locations than this is "Limited results available" (docs/product/booking-flow.md, When something goes wrong);
 * decision 061.
 */
export const LIMITED_RESULTS_BELOW = 3;

export interface ChooseAppointmentProps {
  services: RequestedService[];
  coordinates: ResultsCentre;
  selectedDate: string | null;
  retailers?: readonly Retailer[] | undefined;
  /** Whose copy overrides apply (decision 054). */
  campaign?: Campaign | undefined;
  heldSlot: HeldSlot | null;
  /** The person is pregnant and RSV is chosen: only the vaccine given in pregnancy counts (sent as `pregnant`). */
  pregnant?: boolean | undefined;
  /** Maternal RSV: the only days the vaccine may be given (docs/product/booking-flow.md); the picker offers no other. */
  dateWindow?: DateWindow | null | undefined;
  onDateChange(date: string): void;
  onSlotHeld(appointment: HeldAppointment): void;
  onContinue(): void;
  /** The page's own search box and vaccine change, so the place can be changed without going back. */
  searchBox?: ReactNode;
  /**
   * A household: a time seats the party from that time on (together where places allow, then back to back) and
   * holds one place per person, all or none, then hands them over in the party's order.
   */
  partySize?: number | undefined;
  onPartyHeld?(appointments: HeldAppointment[]): void;
  /** A booking deep link's time: its pharmacy is listed first and open, and the time held if still free. */
  linkedSlot?: LinkedTime | null | undefined;
  /** The linked time was held, or the person told it is gone. */
  onLinkedSlotSettled?: (() => void) | undefined;
}

/** "Search a wider area": about 170 miles either way, inside the largest view /query accepts. */
const WIDER_DEGREES = 2.5;

export function ChooseAppointment({
  services,
  coordinates,
  selectedDate,
  retailers,
  campaign,
  heldSlot,
  pregnant = false,
  dateWindow,
  onDateChange,
  onSlotHeld,
  onContinue,
  searchBox,
  partySize = 1,
  onPartyHeld,
  linkedSlot = null,
  onLinkedSlotSettled,
}: ChooseAppointmentProps) {
  const { t } = useTranslation('scheduler-results');
  useEffect(() => AppointmentPicker.preload(), []);
  const [area, setArea] = useState<{ bounds: Bounds; wider: boolean } | null>(null);
  const [moved, setMoved] = useState<Bounds | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const center = `${coordinates.lat},${coordinates.lng}`;
  const [searchedCenter, setSearchedCenter] = useState(center);
  if (searchedCenter !== center) {
    setSearchedCenter(center);
    setArea(null);
    setMoved(null);
  }
  // A new search from this page replaces its search box (focus would drop to the page's start): once the answer is
  // in, focus goes to what it says ("12 locations found", or why none), in view.
  const searchKey = `${center}|${coordinates.label ?? ''}`;
  // The search whose answer last had focus: the first one never takes it.
  const focusedSearch = useRef(searchKey);
  const statusRef = useRef<HTMLDivElement>(null);
  const maxDistance = filters.distance === 'any' ? undefined : Number(filters.distance);
  const { state, showMore, retry } = useLocations({
    services,
    coordinates,
    retailers,
    pregnant,
    bounds: area?.bounds ?? null,
    maxDistance,
  });
  const [activeId, setActiveId] = useState<string | null>(heldSlot?.locationId ?? linkedSlot?.locationId ?? null);
  // The link's pharmacy stays first for this visit, also once its time is settled.
  const [pinnedId] = useState(linkedSlot?.locationId ?? null);
  const [notListed, setNotListed] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const mapWanted = useMapWanted(mapOpen);
  const allLocations = state.status === 'loaded' ? state.locations : [];
  const today = useMemo(() => todayIso(), []);
  const lastDay = dayLimit(filters.day, today);
  const filtered = allLocations.filter(
    (l) => !lastDay || (l.nextAvailableDate !== null && l.nextAvailableDate <= lastDay),
  );
  const locations = pinnedId
    ? [...filtered.filter((l) => l.id === pinnedId), ...filtered.filter((l) => l.id !== pinnedId)]
    : filtered;
  // The link's pharmacy is not among the results when it does not offer the vaccines chosen: say so, once.
  const linkedMissing =
    linkedSlot !== null &&
    (state.status === 'empty' ||
      (state.status === 'loaded' && !state.locations.some((l) => l.id === linkedSlot.locationId)));
  if (linkedMissing && notListed === null) setNotListed(linkedSlot.locationName);
  useEffect(() => {
    if (notListed !== null) onLinkedSlotSettled?.();
  }, [notListed, onLinkedSlotSettled]);
  const widen = () =>
    setArea({
      wider: true,
      bounds: {
        sw: { lat: coordinates.lat - WIDER_DEGREES, lng: coordinates.lng - WIDER_DEGREES },
        ne: { lat: coordinates.lat + WIDER_DEGREES, lng: coordinates.lng + WIDER_DEGREES },
      },
    });
  // After a hold, focus goes to the held bar's Continue; after "Show more", to the first new location.
  const [focusHeld, setFocusHeld] = useState(false);
  const firstNewIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || state.status !== 'loaded' || state.loadingMore) return;
    firstNewIndex.current = null;
    const first = state.locations[index];
    if (first) document.getElementById(`location-${first.id}`)?.focus();
  }, [state]);
  useEffect(() => {
    if (focusedSearch.current === searchKey || state.status === 'loading') return;
    focusedSearch.current = searchKey;
    statusRef.current?.focus();
  }, [searchKey, state.status]);
  const onHeld = (appointment: HeldAppointment) => {
    onSlotHeld(appointment);
    setFocusHeld(true);
  };
  const onPartyPlaces = (appointments: HeldAppointment[]) => {
    onPartyHeld?.(appointments);
    setFocusHeld(true);
  };
  const heldLocation = heldSlot ? locations.find((l) => l.id === heldSlot.locationId) : undefined;

  const selectFromMap = useCallback((id: string) => {
    setActiveId(id);
    // The list is the accessible equivalent of the map: a marker choice moves focus to the location's card.
    requestAnimationFrame(() => document.getElementById(`location-${id}`)?.focus());
  }, []);

  return (
    <div className={`container page results${heldSlot ? ' results--held' : ''}`}>
      <h1 className="results__title">{t(campaignKeys(campaign, 'scheduler-results', 'title'))}</h1>
      <NearLine coordinates={coordinates} area={area} />
      {searchBox}
      {notListed ? (
        <p className="notice" role="status">
          {t('linked.notListed', { name: notListed })}
        </p>
      ) : null}
      <ResultFilters
        filters={filters}
        onChange={setFilters}
        shown={locations.length}
        loaded={allLocations.length}
        total={state.status === 'loaded' ? state.total : 0}
        today={today}
        firstBookableDay={dateWindow?.start}
      />
      <div className="results__layout">
        {/* While the list loads it keeps a screen's height, so the footer and the map button do not start in view
            and jump down when the locations arrive (Lighthouse measured a layout shift of 0.42 on phones). */}
        <section
          className={`results__list${state.status === 'loading' ? ' results__list--loading' : ''}`}
          aria-labelledby="results-list-heading"
        >
          <h2 id="results-list-heading" className="visually-hidden">
            {t('listHeading')}
          </h2>
          <ResultsStatus
            statusRef={statusRef}
            state={state}
            services={services}
            onRetry={retry}
            campaign={campaign}
            onWiden={area?.wider ? undefined : widen}
          />
          {locations.length > 0 ? (
            <ol className="location-list">
              {locations.map((location, index) => (
                <LocationCard
                  key={location.id}
                  number={index + 1}
                  location={location}
                  active={location.id === activeId}
                  timeOfDay={filters.timeOfDay}
                  onToggle={() => setActiveId((current) => (current === location.id ? null : location.id))}
                  services={services}
                  pregnant={pregnant}
                  selectedDate={selectedDate}
                  heldSlot={heldSlot}
                  dateWindow={dateWindow ?? null}
                  onDateChange={onDateChange}
                  onSlotHeld={onHeld}
                  partySize={partySize}
                  onPartyHeld={onPartyPlaces}
                  linked={linkedSlot?.locationId === location.id ? linkedSlot : null}
                  onLinkedSettled={onLinkedSlotSettled}
                />
              ))}
            </ol>
          ) : null}
          {state.status === 'loaded' && state.locations.length < state.total ? (
            <button
              type="button"
              className="button button--secondary results__more"
              onClick={() => {
                firstNewIndex.current = state.locations.length;
                showMore();
              }}
              disabled={state.loadingMore}
              aria-busy={state.loadingMore}
            >
              {state.loadingMore
                ? t('loadingMore')
                : t('showMore', { shown: state.locations.length, total: state.total })}
            </button>
          ) : null}
        </section>
        <div className={`results__map${mapOpen ? ' results__map--open' : ''}`}>
          <h2 id="results-map-heading" className="visually-hidden">
            {t('map.heading')}
          </h2>
          <button
            type="button"
            className="button button--secondary results__map-toggle"
            aria-expanded={mapOpen}
            aria-controls="results-map-body"
            onClick={() => setMapOpen((open) => !open)}
          >
            {mapOpen ? t('map.hide') : t('map.show')}
          </button>
          {moved ? (
            <button
              type="button"
              className="button button--secondary results__search-area"
              onClick={() => {
                setArea({ bounds: moved, wider: false });
                setMoved(null);
              }}
            >
              {t('map.searchArea')}
            </button>
          ) : null}
          <div id="results-map-body" className="results__map-body">
            <Suspense fallback={<p className="results__map-loading">{t('map.loading')}</p>}>
              {mapWanted ? (
                <ResultsMap
                  center={coordinates}
                  locations={locations}
                  activeId={activeId}
                  onSelect={selectFromMap}
                  visible={mapOpen}
                  onMoved={setMoved}
                />
              ) : null}
            </Suspense>
          </div>
        </div>
      </div>
      {heldSlot ? (
        <HeldBar
          held={heldSlot}
          timeZone={heldLocation?.timeZone}
          focus={focusHeld}
          onFocused={() => setFocusHeld(false)}
          onContinue={onContinue}
        />
      ) : null}
    </div>
  );
}

function NearLine({ coordinates, area }: { coordinates: ResultsCentre; area: { wider: boolean } | null }) {
  const { t } = useTranslation('scheduler-results');
  if (area) return <p className="results__near">{t(area.wider ? 'wider' : 'inArea')}</p>;
  const place = coordinates.place;
  if (!place)
    return coordinates.label ? <p className="results__near">{t('near', { place: coordinates.label })}</p> : null;
  if (place.precision === 'city') {
    return (
      <p className="results__near">
        {t('nearCity', { place: place.matched })}
        {place.street ? ` ${t('addZip')}` : ''}
      </p>
    );
  }
  // Issue 30: a street is never claimed as placed unless the geocoder placed it, and then the page says who did.
  if (place.precision === 'address')
    return <p className="results__near">{t('nearAddress', { place: normalCapitals(place.matched) })}</p>;
  if (place.street) return <p className="results__near">{t('nearZipOfStreet', { place: place.matched })}</p>;
  return <p className="results__near">{t('near', { place: place.matched })}</p>;
}

function ResultsStatus({
  state,
  services,
  onRetry,
  campaign,
  onWiden,
  statusRef,
}: {
  statusRef: RefObject<HTMLDivElement | null>;
  state: ReturnType<typeof useLocations>['state'];
  services: RequestedService[];
  onRetry: () => void;
  campaign?: Campaign | undefined;
  onWiden: (() => void) | undefined;
}) {
  const { t } = useTranslation('scheduler-results');
  const brands = [...new Set(services.flatMap((s) => s.brands))]
    .map((b) => t(`brands.${b}`, { defaultValue: b }))
    .join(', ');
  return (
    <div role="status" aria-live="polite" className="results__status" tabIndex={-1} ref={statusRef}>
      {state.status === 'loading' ? <p className="results__loading">{t('loading')}</p> : null}
      {state.status === 'error' ? (
        <div className="notice notice--error">
          <p>{t(state.busy ? 'busy' : 'error')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {state.status === 'empty' ? (
        <div className="notice">
          <h3 className="notice__title">{t('empty.title')}</h3>
          <p>
            {state.reason === 'brand'
              ? t('empty.brand', { brands })
              : t(campaignKeys(campaign, 'scheduler-results', 'empty.area'))}
          </p>
          {onWiden ? (
            <>
              <p>{t('empty.widerBody')}</p>
              <button type="button" className="button button--primary" onClick={onWiden}>
                {t('empty.wider')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <p className="results__count">{t('count', { count: state.total })}</p>
          {state.total < LIMITED_RESULTS_BELOW ? (
            <div className="notice">
              <h3 className="notice__title">{t('limited.title')}</h3>
              <p>{t('limited.body')}</p>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

interface LocationCardProps extends AppointmentPickerProps {
  number: number;
  active: boolean;
  onToggle: () => void;
}

function LocationCard({ location, number, active, onToggle, ...booking }: LocationCardProps) {
  const { t, i18n } = useTranslation('scheduler-results');
  const address = formatAddress({
    address1: normalCapitals(location.address1),
    address2: location.address2 ? normalCapitals(location.address2) : null,
    city: normalCapitals(location.city),
    state: location.state,
    zipCode: location.zip,
  });
  const phone = location.metadata.phoneNumber;
  const bookable = location.bookingType !== 'deepLink' && location.bookingType !== 'external';
  const panelId = `location-panel-${location.id}`;
  return (
    <li className={`location-card${active ? ' location-card--active' : ''}`}>
      <h3 className="location-card__name">
        {/* The number matches the map's pin; the list's own numbering already tells a screen reader. */}
        <span className="location-card__number" aria-hidden="true">
          {number}
        </span>
        {bookable ? (
          <button
            type="button"
            id={`location-${location.id}`}
            className="location-card__toggle"
            aria-expanded={active}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {location.name}
          </button>
        ) : (
          <span id={`location-${location.id}`} tabIndex={-1}>
            {location.name}
          </span>
        )}
      </h3>
      {location.retailerName ? <p className="location-card__retailer">{location.retailerName}</p> : null}
      <p className="location-card__distance">{t('distance', { miles: location.distance.toFixed(1) })}</p>
      <p className="location-card__address">{address}</p>
      {phone ? (
        <p>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{formatPhone(phone)}</a>
        </p>
      ) : (
        <p className="location-card__muted">{t('contactUnavailable')}</p>
      )}
      {location.bookingType === 'deepLink' ? (
        <p className="location-card__external">
          {t('deepLink.body')}{' '}
          {location.metadata.webAddress ? (
            <LeaveSiteLink href={location.metadata.webAddress} partnerName={location.retailerName ?? location.name}>
              {t('deepLink.link', { name: location.retailerName ?? location.name })}
            </LeaveSiteLink>
          ) : (
            t('contactUnavailable')
          )}
        </p>
      ) : null}
      {location.bookingType === 'external' ? (
        <p className="location-card__external">
          {phone ? t('external.call', { phone: formatPhone(phone) }) : t('contactUnavailable')}
        </p>
      ) : null}
      {/* The search's next free day may fall outside the maternal RSV window: it is then not worth announcing. */}
      {bookable && !(location.nextAvailableDate && !inWindow(location.nextAvailableDate, booking.dateWindow)) ? (
        <p className="location-card__next">
          {location.nextAvailableDate
            ? t('nextAvailable', { date: formatIsoDate(location.nextAvailableDate, i18n.language) })
            : t('noAppointments')}
        </p>
      ) : null}
      {bookable && active ? (
        <div id={panelId}>
          <Suspense fallback={<PickerLoading />}>
            <AppointmentPicker.Component location={location} {...booking} />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}

/** Only seen if the picker's code is still on its way when a location is opened (a slow connection). */
function PickerLoading() {
  const { t } = useTranslation('scheduler-results');
  return (
    <div className="appointment-picker">
      <h4 className="appointment-picker__heading">{t('picker.heading')}</h4>
      <p>{t('picker.loading')}</p>
    </div>
  );
}

const inWindow = (date: string, window: DateWindow | null) => !window || (date >= window.start && date <= window.end);

/**
 * The held time and Continue, fixed at the bottom of the screen so that they are in view wherever the time was
 * chosen (on a phone the picker is long), and focused right after the hold so that a keyboard user is one key away.
 */
function HeldBar({
  held,
  timeZone,
  focus,
  onFocused,
  onContinue,
}: {
  held: HeldSlot;
  timeZone: string | undefined;
  focus: boolean;
  onFocused: () => void;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation('scheduler-results');
  const left = useHoldCountdown(held.expiresAt);
  const button = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  // The page keeps focus clear of the bar by its height (scroll-padding in choose-appointment.css).
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--held-bar-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--held-bar-height');
    };
  }, []);
  useEffect(() => {
    if (!focus) return;
    button.current?.focus();
    onFocused();
  }, [focus, onFocused, held.timeSlotId]);
  const when = held.time ? formatShortAppointmentDateTime(held.time, timeZone, i18n.language) : null;
  return (
    <section className="held-bar" aria-labelledby="held-bar-title" ref={bar}>
      <div className="held-bar__inner">
        <div className="held-bar__text">
          <h2 id="held-bar-title" className="held-bar__title">
            {when ? t('held.title', { when }) : t('held.titleNoTime')}
          </h2>
          <p className="held-bar__left">
            {left > 0 ? t('held.left', { count: minutesLeft(left) }) : t('hold.expired')}
          </p>
        </div>
        <button
          ref={button}
          type="button"
          className="button button--primary held-bar__continue"
          onClick={onContinue}
          disabled={left === 0}
        >
          {when ? t('held.continue', { when }) : t('continue')}
        </button>
      </div>
    </section>
  );
}
