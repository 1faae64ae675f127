import { describe, expect, it } from 'vitest';
import {
  asksAboutPregnancy,
  checkGroupMember,
  GROUP_STEP_PATHS,
  GROUP_STEPS,
  groupPathTo,
  groupStepForPath,
  isValidGroupSize,
  memberConditionKinds,
  memberFlow,
  nextGroupStep,
  partyKinds,
  previousGroupStep,
  type GroupStep,
} from './group-flow.ts';

const TODAY = '2026-11-24';

describe('group booking steps', () => {
  it('walks a household of four from group size to confirmation in the order people meet the steps', () => {
    const walked: GroupStep[] = ['groupSize'];
    while (walked.at(-1) !== 'appointmentConfirmation') walked.push(nextGroupStep(walked.at(-1)!, 4));
    expect(walked).toEqual([
      'groupSize',
      'recipients',
      'vaccineSelection',
      'locationSearch',
      'searchResults',
      'appointmentSummary',
      'contactDetails',
      'appointmentReview',
      'appointmentConfirmation',
    ]);
  });

  it('asks one person only for a date of birth', () => {
    expect(nextGroupStep('groupSize', 1)).toBe('dateOfBirth');
    expect(nextGroupStep('dateOfBirth', 1)).toBe('vaccineSelection');
    expect(groupPathTo('vaccineSelection', 1)).toEqual(['groupSize', 'dateOfBirth', 'vaccineSelection']);
  });

  it('goes back one step, from vaccines back by group type, and from the confirmation to a new party', () => {
    expect(previousGroupStep('vaccineSelection', 1)).toBe('dateOfBirth');
    expect(previousGroupStep('vaccineSelection', 3)).toBe('recipients');
    expect(previousGroupStep('recipients', 3)).toBe('groupSize');
    expect(previousGroupStep('dateOfBirth', 1)).toBe('groupSize');
    expect(previousGroupStep('locationSearch', 3)).toBe('vaccineSelection');
    expect(previousGroupStep('contactDetails', 3)).toBe('appointmentSummary');
    expect(previousGroupStep('appointmentReview', 3)).toBe('contactDetails');
    expect(previousGroupStep('appointmentConfirmation', 3)).toBe('groupSize');
    expect(previousGroupStep('groupSize', 3)).toBe('groupSize');
  });

  it('maps every step to its own path and back', () => {
    for (const step of GROUP_STEPS) expect(groupStepForPath(`/${GROUP_STEP_PATHS[step]}/`)).toBe(step);
    expect(GROUP_STEP_PATHS.recipients).toBe('schedule/recipients');
    expect(groupStepForPath('schedule/elsewhere')).toBeNull();
  });

  it('takes a party of one to six people', () => {
    expect([0, 1, 6, 7, 2.5, '3'].map(isValidGroupSize)).toEqual([false, true, true, false, false, false]);
  });
});

describe('one person of the party', () => {
  const person = (dateOfBirth: string, kinds: Parameters<typeof checkGroupMember>[0]['kinds'], extra = {}) => ({
    firstName: 'A',
    lastName: 'B',
    dateOfBirth,
    kinds,
    ...extra,
  });

  it("books a child through the guardian with the single booking's rules", () => {
    expect(memberFlow('06/30/2019', TODAY)).toBe('minor');
    expect(checkGroupMember(person('06/30/2019', ['flu']), TODAY)).toMatchObject({ ok: true, flow: 'minor' });
    expect(checkGroupMember(person('06/30/2019', ['rsv']), TODAY)).toMatchObject({ ok: false, reason: 'eligibility' });
    expect(checkGroupMember(person('06/30/2024', ['flu']), TODAY)).toEqual({ ok: false, reason: 'tooYoung' });
    expect(checkGroupMember(person('09/15/2011', ['pneumococcal']), TODAY)).toMatchObject({
      ok: false,
      reason: 'selection',
      selection: { modal: 'minorPneumococcalOnly' },
    });
  });

  it('allows two vaccines at most, never RSV with COVID-19, and at least one', () => {
    expect(
      checkGroupMember(person('04/12/1980', ['flu', 'covid_19'], { confirmedConditions: ['covid_19'] }), TODAY),
    ).toMatchObject({ ok: true, flow: 'adult' });
    expect(checkGroupMember(person('04/12/1950', ['flu', 'covid_19', 'rsv']), TODAY)).toMatchObject({
      ok: false,
      selection: { modal: 'tooMany' },
    });
    expect(checkGroupMember(person('04/12/1950', ['rsv', 'covid_19']), TODAY)).toMatchObject({
      ok: false,
      selection: { modal: 'rsvCovidConflict' },
    });
    expect(checkGroupMember(person('04/12/1950', []), TODAY)).toMatchObject({
      ok: false,
      selection: { error: 'minimumOne' },
    });
    expect(checkGroupMember(person('13/45/1980', ['flu']), TODAY)).toEqual({ ok: false, reason: 'invalidDateOfBirth' });
  });

  it('books maternal RSV for a pregnant person only inside weeks 32 to 36 today', () => {
    // Due 2027-01-05: week 32 began 2026-11-10, week 36 ends 2026-12-14.
    expect(
      checkGroupMember(person('04/12/1995', ['rsv'], { pregnant: true, dueDate: '2027-01-05' }), TODAY),
    ).toMatchObject({ ok: true });
    expect(
      checkGroupMember(person('04/12/1995', ['rsv'], { pregnant: true, dueDate: '2027-04-01' }), TODAY),
    ).toMatchObject({ ok: false, reason: 'maternalRsv' });
    expect(checkGroupMember(person('04/12/1995', ['rsv'], { pregnant: true }), TODAY)).toEqual({
      ok: false,
      reason: 'maternalRsv',
      status: null,
    });
    expect(checkGroupMember(person('04/12/1995', ['rsv']), TODAY)).toMatchObject({ ok: false, reason: 'eligibility' });
  });

  it('asks each person to confirm a risk condition where one person alone must: COVID-19 at 46, RSV at 60, pneumococcal at 30', () => {
    expect(memberConditionKinds(person('04/12/1980', ['covid_19', 'flu']), TODAY)).toEqual(['covid_19']);
    expect(memberConditionKinds(person('04/12/1966', ['rsv']), TODAY)).toEqual(['rsv']);
    expect(memberConditionKinds(person('04/12/1996', ['pneumococcal']), TODAY)).toEqual(['pneumococcal']);
    // At 80 none of them depends on a condition.
    expect(memberConditionKinds(person('04/12/1946', ['rsv', 'pneumococcal']), TODAY)).toEqual([]);
    expect(checkGroupMember(person('04/12/1980', ['covid_19']), TODAY)).toEqual({
      ok: false,
      reason: 'conditionNotConfirmed',
      kinds: ['covid_19'],
    });
    expect(
      checkGroupMember(person('04/12/1980', ['covid_19'], { confirmedConditions: ['covid_19'] }), TODAY),
    ).toMatchObject({ ok: true });
  });

  it('asks about pregnancy for RSV under 50 only where the answers leave it open: not a man, not at 72', () => {
    expect(asksAboutPregnancy({ dateOfBirth: '04/12/1995', kinds: ['rsv'], sex: 'female' }, TODAY)).toBe(true);
    expect(asksAboutPregnancy({ dateOfBirth: '04/12/1995', kinds: ['rsv'], sex: 'male' }, TODAY)).toBe(false);
    expect(asksAboutPregnancy({ dateOfBirth: '04/12/1954', kinds: ['rsv'], sex: 'male' }, TODAY)).toBe(false);
    expect(asksAboutPregnancy({ dateOfBirth: '04/12/1954', kinds: ['rsv'], sex: 'female' }, TODAY)).toBe(false);
  });

  it('searches for every kind the party chose, once', () => {
    expect(partyKinds([{ kinds: ['flu', 'covid_19'] }, { kinds: ['flu'] }, { kinds: ['rsv'] }])).toEqual([
      'flu',
      'covid_19',
      'rsv',
    ]);
  });
});
