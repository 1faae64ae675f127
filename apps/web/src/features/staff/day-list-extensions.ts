// Where the counter's other forms plug into the day list (docs/product/staff.md): the vaccination record form (one per
// row) and the walk-in form (one per day) are built beside this page and listed here. Each gets what it needs and a
// way to say it changed something, so the list reloads at once instead of at its next poll.
import type { ComponentType } from 'react';
import type { DayList, DayListRow } from '@vaxnear/domain/contracts/staff-day-list';
import { DayListRecordVaccination, DayListWalkInLink } from './day-list-counter.tsx';

export interface DayListRowExtensionProps {
  row: DayListRow;
  location: DayList['location'];
  /** Call after a change; give the changed row when the call answered one. */
  onChanged: (row?: DayListRow) => void;
}

export interface DayListDayExtensionProps {
  location: DayList['location'];
  /** The location's local date the list shows (YYYY-MM-DD). */
  date: string;
  onChanged: () => void;
}

/** Shown in each booked row's actions, after Check in (e.g. "Record vaccination"). */
export const DAY_LIST_ROW_EXTENSIONS: Array<ComponentType<DayListRowExtensionProps>> = [DayListRecordVaccination];
/** Shown above the list (e.g. "Add a walk-in"). */
export const DAY_LIST_DAY_EXTENSIONS: Array<ComponentType<DayListDayExtensionProps>> = [DayListWalkInLink];
