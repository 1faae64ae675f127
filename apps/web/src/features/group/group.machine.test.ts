import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { GroupMember } from '@vaxnear/domain/booking/group-flow';
import { groupMachine, groupStepOf, type GroupEvent, type HeldPlace } from './group.machine.ts';

const TODAY = '2026-11-24';
const FAMILY: GroupMember[] = [
  // COVID-19 at 46 and 48: booked online only with a confirmed risk condition, for a party member as for one person.
  {
    firstName: 'Maria',
    lastName: 'Lopez',
    dateOfBirth: '04/12/1980',
    sex: 'female',
    kinds: ['flu', 'covid_19'],
    confirmedConditions: ['covid_19'],
  },
  {
    firstName: 'José',
    lastName: 'Lopez',
    dateOfBirth: '02/01/1978',
    sex: 'male',
    kinds: ['flu', 'covid_19'],
    confirmedConditions: ['covid_19'],
  },
  { firstName: 'Lucía', lastName: 'Lopez', dateOfBirth: '06/30/2019', sex: 'female', kinds: ['flu'] },
  { firstName: 'Mateo', lastName: 'Lopez', dateOfBirth: '09/15/2011', sex: 'male', kinds: ['flu'] },
];
const place = (i: number): HeldPlace => ({
  timeSlotId: `slot-${i}`,
  time: '2026-11-25T10:00:00-07:00',
  locationId: 'safeway',
  expiresAt: '2026-11-24T15:00:00.000Z',
  location: {
    id: 'safeway',
    name: 'Safeway #549',
    address1: '500 East Third Street',
    address2: null,
    city: 'Alliance',
    state: 'NE',
    zip: null,
    latitude: 42,
    longitude: -102,
    retailer: 'albertsons',
    timeZone: 'America/Denver',
    metadata: { webAddress: null, phoneNumber: null },
  },
});

function walkTo(events: GroupEvent[]) {
  const actor = createActor(groupMachine).start();
  for (const event of events) actor.send(event);
  return actor;
}

const TO_REVIEW: GroupEvent[] = [
  { type: 'SET_GROUP_SIZE', size: 4 },
  { type: 'CONTINUE' },
  { type: 'SET_MEMBERS', members: FAMILY, today: TODAY },
  { type: 'CONTINUE' },
  { type: 'CONTINUE' },
  { type: 'SET_COORDINATES', coordinates: { lat: 42.1, lng: -102.87, label: '69301' } },
  { type: 'CONTINUE' },
  { type: 'SET_APPOINTMENTS', appointments: [0, 1, 2, 3].map(place) },
  { type: 'CONTINUE' },
  { type: 'CONTINUE' },
  {
    type: 'SET_CONTACT',
    contact: {
      email: 'maria@example.com',
      phone: '(308) 762-1258',
      address1: '1 Main St',
      address2: '',
      city: 'Alliance',
      state: 'NE',
      zipCode: '69301',
    },
  },
  { type: 'CONTINUE' },
];

describe('group booking machine', () => {
  it('walks a family of four to the review, one step per Continue', () => {
    const actor = walkTo(TO_REVIEW);
    expect(groupStepOf(actor.getSnapshot())).toBe('appointmentReview');
    expect(actor.getSnapshot().context.visited).toEqual([
      'groupSize',
      'recipients',
      'vaccineSelection',
      'locationSearch',
      'searchResults',
      'appointmentSummary',
      'contactDetails',
      'appointmentReview',
    ]);
  });

  it('stays on a step whose answer is missing or breaks a rule', () => {
    const actor = walkTo([{ type: 'CONTINUE' }]);
    expect(groupStepOf(actor.getSnapshot())).toBe('groupSize');
    actor.send({ type: 'SET_GROUP_SIZE', size: 7 });
    actor.send({ type: 'CONTINUE' });
    expect(groupStepOf(actor.getSnapshot())).toBe('groupSize');
    actor.send({ type: 'SET_GROUP_SIZE', size: 2 });
    actor.send({ type: 'CONTINUE' });
    actor.send({
      type: 'SET_MEMBERS',
      members: [FAMILY[0]!, { ...FAMILY[1]!, kinds: ['flu', 'covid_19', 'rsv'] }],
      today: TODAY,
    });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    // Three vaccines for one person: vaccine selection holds the party back.
    expect(groupStepOf(actor.getSnapshot())).toBe('vaccineSelection');
  });

  it('holds the party back at vaccines while one person has not confirmed the risk condition COVID-19 needs at 48', () => {
    const actor = walkTo([{ type: 'SET_GROUP_SIZE', size: 2 }, { type: 'CONTINUE' }]);
    const unconfirmed = { ...FAMILY[1]!, confirmedConditions: [] };
    actor.send({ type: 'SET_MEMBERS', members: [FAMILY[0]!, unconfirmed], today: TODAY });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    expect(groupStepOf(actor.getSnapshot())).toBe('vaccineSelection');
    actor.send({ type: 'SET_MEMBERS', members: [FAMILY[0]!, FAMILY[1]!], today: TODAY });
    actor.send({ type: 'CONTINUE' });
    expect(groupStepOf(actor.getSnapshot())).toBe('locationSearch');
  });

  it('goes back step by step, from vaccines to the recipients of a group and to the date of birth of one person', () => {
    const actor = walkTo(TO_REVIEW);
    const backs: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      actor.send({ type: 'BACK' });
      backs.push(groupStepOf(actor.getSnapshot()));
    }
    expect(backs).toEqual([
      'contactDetails',
      'appointmentSummary',
      'searchResults',
      'locationSearch',
      'vaccineSelection',
      'recipients',
      'groupSize',
      'groupSize',
    ]);
    // Going back keeps the answers, so Continue returns the person to where they were.
    expect(actor.getSnapshot().context.members).toHaveLength(4);

    const one = walkTo([
      { type: 'SET_GROUP_SIZE', size: 1 },
      { type: 'CONTINUE' },
      {
        type: 'SET_MEMBERS',
        members: [{ firstName: '', lastName: '', dateOfBirth: '04/12/1980', kinds: ['flu'] }],
        today: TODAY,
      },
      { type: 'CONTINUE' },
    ]);
    expect(groupStepOf(one.getSnapshot())).toBe('vaccineSelection');
    one.send({ type: 'BACK' });
    expect(groupStepOf(one.getSnapshot())).toBe('dateOfBirth');
  });

  it('goes back from the confirmation to a new, empty party', () => {
    const actor = walkTo([
      ...TO_REVIEW,
      { type: 'BOOKED', registration: { accessCode: 'code', confirmationNumber: 'ABCD2345' } },
      { type: 'CONTINUE' },
    ]);
    expect(groupStepOf(actor.getSnapshot())).toBe('appointmentConfirmation');
    actor.send({ type: 'BACK' });
    expect(groupStepOf(actor.getSnapshot())).toBe('groupSize');
    expect(actor.getSnapshot().context).toMatchObject({
      groupSize: 0,
      members: [],
      appointments: [],
      registration: null,
    });
  });

  it('resets to the group size with nothing kept', () => {
    const actor = walkTo(TO_REVIEW);
    actor.send({ type: 'RESET' });
    expect(groupStepOf(actor.getSnapshot())).toBe('groupSize');
    expect(actor.getSnapshot().context).toMatchObject({
      groupSize: 0,
      members: [],
      coordinates: null,
      contact: null,
      visited: ['groupSize'],
    });
  });

  it('jumps only to steps this party has seen, and deletes the held times on request', () => {
    const actor = walkTo(TO_REVIEW.slice(0, 8));
    expect(groupStepOf(actor.getSnapshot())).toBe('searchResults');
    actor.send({ type: 'JUMP', step: 'appointmentReview' });
    expect(groupStepOf(actor.getSnapshot())).toBe('searchResults');
    actor.send({ type: 'JUMP', step: 'recipients' });
    expect(groupStepOf(actor.getSnapshot())).toBe('recipients');
    actor.send({ type: 'DELETE_TIME_SLOTS' });
    expect(actor.getSnapshot().context.appointments).toEqual([]);
  });

  it('keeps the people already named when the party size changes', () => {
    const actor = walkTo(TO_REVIEW.slice(0, 3));
    actor.send({ type: 'SET_GROUP_SIZE', size: 2 });
    expect(actor.getSnapshot().context.members.map((m) => m.firstName)).toEqual(['Maria', 'José']);
  });
});
