import { replace, type LoaderFunctionArgs } from 'react-router';
import { GROUP_STEP_PATHS, groupStepForPath } from '@vaxnear/domain/booking/group-flow';
import { pathFor, prefixPath, splitPrefix } from '../../lib/routes.ts';
import { groupStepOf } from './group.machine.ts';
import { groupActor } from './group-store.ts';

/**
 * Every group step's loader, before anything renders: a step this party has seen is a manual jump (the address
 * bar, the browser's back and forward) and the machine follows it; a step ahead of the party goes back to the
 * group size, which starts over. The refused address is replaced so Back does not return to it.
 */
export function groupGuardLoader({ request }: LoaderFunctionArgs): null | Response {
  const url = new URL(request.url);
  const { rest, locale, campaign } = splitPrefix(url.pathname);
  const target = groupStepForPath(rest);
  const actor = groupActor();
  if (target === null) return null;
  const snapshot = actor.getSnapshot();
  if (groupStepOf(snapshot) === target) return null;
  if (target === 'groupSize') {
    actor.send({ type: 'JUMP', step: 'groupSize' });
    return null;
  }
  if (snapshot.context.visited.includes(target)) {
    // The confirmation of a party that has booked is only shown by the booking itself, and stays shown.
    if (groupStepOf(snapshot) === 'appointmentConfirmation') {
      actor.send({ type: 'RESET' });
      return replace(`${prefixPath({ locale, campaign })}/${GROUP_STEP_PATHS.groupSize}`);
    }
    actor.send({ type: 'JUMP', step: target });
    return null;
  }
  // A party's confirmation address opened elsewhere (another tab, a shared or bookmarked link) shows the booking it
  // names on the manage page, rather than a new party's first question.
  const accessCode = url.searchParams.get('accessCode');
  if (target === 'appointmentConfirmation' && accessCode) {
    return replace(pathFor('ManageBooking', { locale, campaign }, { query: { accessCode } }));
  }
  actor.send({ type: 'RESET' });
  return replace(`${prefixPath({ locale, campaign })}/${GROUP_STEP_PATHS.groupSize}`);
}
