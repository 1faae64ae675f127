import { describe, expect, it } from 'vitest';
import { VACCINE_KINDS, type VaccineKind } from '../vaccines.ts';
import {
  checkboxOrder,
  checkSelectionForContinue,
  resolveRsvCovidConflict,
  sanitizeDeeplinkServices,
  showsCovidBrandStep,
  showsDueDateStep,
  showsPneumococcalBrandStep,
  showsPregnancyStep,
  showsRsvBrandStep,
  toggleVaccineKind,
} from './vaccine-selection.ts';

const inSeason = { fluInSeason: true };

describe('toggling a vaccine on the landing', () => {
  it('adds a kind and removes it again', () => {
    const added = toggleVaccineKind([], 'covid_19', inSeason);
    expect(added).toEqual({ ok: true, kinds: ['covid_19'] });
    expect(toggleVaccineKind(added.kinds, 'covid_19', inSeason)).toEqual({ ok: true, kinds: [] });
  });

  it('allows two vaccines and refuses a third with the too-many modal', () => {
    expect(toggleVaccineKind(['covid_19'], 'flu', inSeason)).toEqual({ ok: true, kinds: ['covid_19', 'flu'] });
    expect(toggleVaccineKind(['covid_19', 'flu'], 'pneumococcal', inSeason)).toEqual({
      ok: false,
      kinds: ['covid_19', 'flu'],
      modal: 'tooMany',
    });
  });

  it('refuses rsv with covid_19, either way round, with the choose-one modal', () => {
    expect(toggleVaccineKind(['covid_19'], 'rsv', inSeason)).toEqual({
      ok: false,
      kinds: ['covid_19'],
      modal: 'rsvCovidConflict',
    });
    expect(toggleVaccineKind(['rsv'], 'covid_19', inSeason)).toMatchObject({ ok: false, modal: 'rsvCovidConflict' });
  });

  it('opens the out-of-season modal for flu out of season, but lets flu be removed', () => {
    expect(toggleVaccineKind([], 'flu', { fluInSeason: false })).toEqual({
      ok: false,
      kinds: [],
      modal: 'fluOutOfSeason',
    });
    expect(toggleVaccineKind(['flu'], 'flu', { fluInSeason: false })).toEqual({ ok: true, kinds: [] });
  });

  it('keeps the selection when the user picks one of rsv and covid_19', () => {
    expect(resolveRsvCovidConflict(['flu', 'covid_19'], 'rsv')).toEqual(['flu', 'rsv']);
    expect(resolveRsvCovidConflict(['rsv'], 'covid_19')).toEqual(['covid_19']);
    expect(resolveRsvCovidConflict(['rsv', 'covid_19'], 'covid_19')).toEqual(['covid_19']);
  });
});

describe('continuing from the landing', () => {
  it('asks for at least one vaccine', () => {
    expect(checkSelectionForContinue([], 'adult')).toEqual({
      ok: false,
      error: 'minimumOne',
      message: 'Minimum one selection',
    });
  });

  it('opens the minor-pneumococcal modal when a minor has only pneumococcal', () => {
    expect(checkSelectionForContinue(['pneumococcal'], 'minor')).toEqual({ ok: false, modal: 'minorPneumococcalOnly' });
    expect(checkSelectionForContinue(['pneumococcal'], 'adult')).toEqual({ ok: true });
    expect(checkSelectionForContinue(['pneumococcal', 'flu'], 'minor')).toEqual({ ok: true });
  });

  it('refuses more than two or rsv with covid_19 even if they arrived another way', () => {
    expect(checkSelectionForContinue(['flu', 'rsv', 'pneumococcal'], 'adult')).toEqual({ ok: false, modal: 'tooMany' });
    expect(checkSelectionForContinue(['rsv', 'covid_19'], 'adult')).toEqual({ ok: false, modal: 'rsvCovidConflict' });
  });
});

describe('deeplink services', () => {
  const allEnabled = [...VACCINE_KINDS];

  it('keeps at most two, in their order', () => {
    expect(
      sanitizeDeeplinkServices([{ kind: 'flu' }, { kind: 'pneumococcal' }, { kind: 'covid_19' }], allEnabled),
    ).toEqual([{ kind: 'flu' }, { kind: 'pneumococcal' }]);
  });

  it('drops unknown kinds, duplicates, disabled kinds and junk', () => {
    const services = [
      'flu',
      null,
      { kind: 'measles' },
      { kind: 'flu' },
      { kind: 'flu' },
      { kind: 'covid_19', brand: 'pfizer' },
    ];
    expect(sanitizeDeeplinkServices(services, ['covid_19', 'rsv', 'pneumococcal'])).toEqual([
      { kind: 'covid_19', brand: 'pfizer' },
    ]);
    expect(sanitizeDeeplinkServices('flu', allEnabled)).toEqual([]);
  });

  it('keeps the first of rsv and covid_19 and drops the other', () => {
    expect(sanitizeDeeplinkServices([{ kind: 'rsv' }, { kind: 'covid_19' }, { kind: 'flu' }], allEnabled)).toEqual([
      { kind: 'rsv' },
      { kind: 'flu' },
    ]);
  });
});

describe('checkbox order from the order parameter', () => {
  it('shows the default order without the parameter', () => {
    expect(checkboxOrder(undefined)).toEqual(['covid_19', 'flu', 'rsv', 'pneumococcal']);
  });

  it('puts the listed kinds first, then the rest', () => {
    expect(checkboxOrder(['rsv', 'flu'])).toEqual(['rsv', 'flu', 'covid_19', 'pneumococcal']);
    expect(checkboxOrder('pneumococcal, rsv,flu,covid_19')).toEqual(['pneumococcal', 'rsv', 'flu', 'covid_19']);
  });

  it('ignores unknown and repeated entries', () => {
    expect(checkboxOrder(['rsv', 'mmr', 'rsv', 7])).toEqual(['rsv', 'covid_19', 'flu', 'pneumococcal']);
  });
});

describe('which steps a selection shows', () => {
  const cases: Array<[VaccineKind[], string[]]> = [
    [['covid_19'], ['covid brand']],
    [['flu'], []],
    [['rsv'], ['rsv brand', 'pregnancy', 'due date']],
    [['pneumococcal'], ['pneumococcal brand', 'pregnancy']],
    [
      ['covid_19', 'pneumococcal'],
      ['covid brand', 'pneumococcal brand', 'pregnancy'],
    ],
    [
      ['rsv', 'flu'],
      ['rsv brand', 'pregnancy', 'due date'],
    ],
  ];
  it.each(cases)('%j shows %j', (kinds, steps) => {
    const shown = [
      showsCovidBrandStep(kinds) && 'covid brand',
      showsRsvBrandStep(kinds) && 'rsv brand',
      showsPneumococcalBrandStep(kinds) && 'pneumococcal brand',
      showsPregnancyStep(kinds) && 'pregnancy',
      showsDueDateStep(kinds) && 'due date',
    ].filter(Boolean);
    expect(shown).toEqual(steps);
  });
});
