import { describe, expect, it } from 'vitest';
import { SCHEDULER_STATE_VERSION, SCHEDULER_STORAGE_KEY } from './scheduler.machine.ts';
import { currentStep, startSchedulerActor } from './scheduler-store.ts';

describe('the scheduler in session storage', () => {
  it('survives a reload: a new actor resumes the stored step and selection', () => {
    const first = startSchedulerActor(window.sessionStorage);
    first.send({ type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: true });
    first.send({ type: 'SET_BOOKING_FLOW', flow: 'adult' });
    first.send({ type: 'CONTINUE' });
    const flowId = first.getSnapshot().context.flowId;
    first.stop();

    const reloaded = startSchedulerActor(window.sessionStorage);
    expect(currentStep(reloaded.getSnapshot())).toBe('search');
    expect(reloaded.getSnapshot().context).toMatchObject({ flowId, selectedVaccineKinds: [{ kind: 'flu' }] });
  });

  it('starts afresh on another version, on bad JSON and on a snapshot it cannot resume', () => {
    const stored = startSchedulerActor(window.sessionStorage);
    stored.send({ type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: true });
    const raw = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as { snapshot: unknown };
    for (const value of [
      JSON.stringify({ version: SCHEDULER_STATE_VERSION + 1, snapshot: raw.snapshot }),
      '{not json',
      JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: { value: 'nowhere', context: {} } }),
    ]) {
      window.sessionStorage.setItem(SCHEDULER_STORAGE_KEY, value);
      const actor = startSchedulerActor(window.sessionStorage);
      expect(currentStep(actor.getSnapshot())).toBe('schedule');
      expect(actor.getSnapshot().context.selectedVaccineKinds).toEqual([]);
      actor.stop();
    }
  });
});
