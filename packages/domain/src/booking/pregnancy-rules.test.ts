import { describe, expect, it } from 'vitest';
import { isKindGivenInPregnancy, pregnancyOutcome } from './pregnancy-rules.ts';

describe('answering the pregnancy question', () => {
  it('tells a minor who is not pregnant that RSV is only for pregnancy', () => {
    expect(pregnancyOutcome('minor', ['rsv', 'flu'], false)).toEqual({
      modal: 'maternalRsvIneligible',
      kinds: ['flu'],
    });
  });

  it('lets a pregnant minor continue with RSV', () => {
    expect(pregnancyOutcome('minor', ['rsv'], true)).toEqual({ modal: null, kinds: ['rsv'] });
  });

  it('offers a pregnant person the other vaccine instead of pneumococcal', () => {
    expect(pregnancyOutcome('adult', ['pneumococcal', 'flu'], true)).toEqual({
      modal: 'proceedWithOther',
      kinds: ['flu'],
    });
  });

  it('says pneumococcal alone is not given in pregnancy', () => {
    expect(pregnancyOutcome('adult', ['pneumococcal'], true)).toEqual({ modal: 'pneumococcalNotEligible', kinds: [] });
  });

  it('proceeds otherwise', () => {
    expect(pregnancyOutcome('adult', ['pneumococcal', 'flu'], false)).toEqual({
      modal: null,
      kinds: ['pneumococcal', 'flu'],
    });
    expect(pregnancyOutcome('adult', ['rsv'], false)).toEqual({ modal: null, kinds: ['rsv'] });
    expect(pregnancyOutcome('adult', ['rsv'], true)).toEqual({ modal: null, kinds: ['rsv'] });
  });
});

describe('vaccines given during pregnancy', () => {
  it('are every kind but pneumococcal', () => {
    expect(['covid_19', 'flu', 'rsv', 'pneumococcal'].filter((k) => isKindGivenInPregnancy(k as never))).toEqual([
      'covid_19',
      'flu',
      'rsv',
    ]);
  });
});
