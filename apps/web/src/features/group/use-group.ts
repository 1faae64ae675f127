import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { GROUP_STEP_PATHS, type GroupStep } from '@vaxnear/domain/booking/group-flow';
import { prefixPath } from '../../lib/routes.ts';
import { useShell } from '../../lib/use-shell.ts';
import { groupStepOf, type GroupEvent, type GroupSnapshot } from './group.machine.ts';
import { groupActor } from './group-store.ts';

export function useGroupSnapshot(): GroupSnapshot {
  const actor = useMemo(() => groupActor(), []);
  return useSelector(actor, (snapshot) => snapshot);
}

export function useGroupPath(): (step: GroupStep) => string {
  const { locale, campaign } = useShell();
  return useCallback((step) => `${prefixPath({ locale, campaign })}/${GROUP_STEP_PATHS[step]}`, [locale, campaign]);
}

/** Sends events, then shows the step the machine is on: pages never choose the next address themselves. */
export function useGroupSend(): (events: GroupEvent | GroupEvent[]) => void {
  const navigate = useNavigate();
  const path = useGroupPath();
  return useCallback(
    (events) => {
      const actor = groupActor();
      const before = groupStepOf(actor.getSnapshot());
      for (const event of Array.isArray(events) ? events : [events]) actor.send(event);
      const after = groupStepOf(actor.getSnapshot());
      if (after !== before) void navigate(path(after));
    },
    [navigate, path],
  );
}
