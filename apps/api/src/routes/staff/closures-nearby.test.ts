// Closures whose alternative is held at a nearby pharmacy (decision 275), on both databases: when the closed pharmacy
// has no time close to the booking, the nearest equivalent time at a pharmacy within 10 miles offering the same
// vaccines (and brand) is held for the whole party, the e-mail names it in the person's language, and taking it moves
// the booking there in one step, giving back exactly the closed place.
import { describe, expect, it } from 'vitest';
import {
  BELLEVUE,
  closeBellevue,
  closureMailsTo,
  countersMatchBookings,
  offerTokenSentTo,
  seedClosureWorld,
  takeOffer,
  type ClosureStaff,
} from '../../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { bookAt, insertNearby, NEARBY, NEARBY_OFFERINGS, placesOf } from '../../test/nearby-fixtures.ts';

/** Bellevue closed from this morning (09:00 local) for a week: it has no time within a day of tomorrow's bookings. */
const WEEK = { startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-30T15:00:00.000Z' };
const TOMORROW_NINE = '2026-11-24T15:00:00.000Z';

describe.each(dialects)('closures offering a nearby pharmacy ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  const view = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/closure_offers/view', payload: { token } });
  const bookedAt = async (locationId: string, startsAt: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('slot_usage')
          .select('booked')
          .where('location_id', '=', locationId)
          .where('starts_at', '=', startsAt)
          .executeTakeFirst()
      )?.booked ?? 0,
    );

  it('holds the same time at a nearby pharmacy when the closed one has nothing close, and names it in English and Spanish', async () => {
    const papillion = await insertNearby(t, 'papillion');
    await insertNearby(t, 'lincoln');
    await bookAt(t, [TOMORROW_NINE], { email: 'maria@example.com' });
    await bookAt(t, ['2026-11-24T16:00:00.000Z'], { email: 'jose@example.com', locale: 'es' });
    const res = await closeBellevue(t, staff.bellevueStaff, WEEK);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ bookings: 2, offered: 2 });

    const offer = await view(await offerTokenSentTo(t, 'maria@example.com'));
    expect(offer.json().data).toMatchObject({
      status: 'offered',
      closedTimes: [TOMORROW_NINE],
      offeredTimes: [TOMORROW_NINE],
      offeredLocation: {
        id: papillion,
        name: NEARBY.papillion.name,
        address: '1110 S Washington St, PAPILLION, NE 68046',
        samePharmacy: false,
      },
    });
    const [english] = await closureMailsTo(t, 'maria@example.com');
    expect(english!.text_body).toContain(
      'we are holding a time for you at a pharmacy nearby that offers the same vaccines: CVS Pharmacy #2210, 1110 S Washington St, PAPILLION, NE 68046',
    );
    const [spanish] = await closureMailsTo(t, 'jose@example.com');
    expect(spanish!.text_body).toContain(
      'le estamos guardando una hora en una farmacia cercana que ofrece las mismas vacunas: CVS Pharmacy #2210, 1110 S Washington St, PAPILLION, NE 68046',
    );
    // The held place counts at Papillion: its public availability shows one place of two left at nine.
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/v1/availabilities?location_ids[]=${papillion}&date=2026-11-24`,
    });
    const nine = (free.json().data.locations[0].dates[0].slots as Array<{ time: string; places: number }>).find(
      (s) => new Date(s.time).toISOString() === TOMORROW_NINE,
    );
    expect(nine?.places).toBe(1);
  });

  it('takes the nearby offer in one step: the booking moves to that pharmacy and the closed place is given back', async () => {
    const papillion = await insertNearby(t, 'papillion');
    const maria = await bookAt(t, [TOMORROW_NINE], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff, WEEK);
    const taken = await takeOffer(t, await offerTokenSentTo(t, 'maria@example.com'));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ status: 'taken', offeredLocation: { id: papillion } });
    expect(await placesOf(t, maria)).toEqual([[papillion, TOMORROW_NINE, 'booked']]);
    expect(await bookedAt(BELLEVUE, TOMORROW_NINE)).toBe(0);
    expect(await bookedAt(papillion, TOMORROW_NINE)).toBe(1);
    // The offer's hold became the booking: no hold of it is left.
    const holds = await t.database.db
      .selectFrom('holds')
      .select('id')
      .where('client_id', 'like', 'closure-offer:%')
      .where('expires_at', '>', '2026-11-23T14:00:00.000Z')
      .execute();
    expect(holds).toEqual([]);
    const change = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('recipient', '=', 'maria@example.com')
      .where('kind', '=', 'booking_change')
      .execute();
    expect(change).toHaveLength(1);
    expect(change[0]!.text_body).toContain(NEARBY.papillion.name);
    // Papillion's day list shows her; the closure's list says she moved.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/closures?locationId=${BELLEVUE}`,
      headers: staff.bellevueStaff.headers,
    });
    expect(list.json().data[0]).toMatchObject({ bookings: 1, notRebooked: 0 });
    await countersMatchBookings(t);
  });

  it('moves a party together: all of its places at one pharmacy and one time, the nearest time first', async () => {
    const papillion = await insertNearby(t, 'papillion');
    const laVista = await insertNearby(t, 'laVista');
    // Papillion has one place left at nine, too few for two; La Vista, a little farther, has both.
    await bookAt(t, [TOMORROW_NINE], { locationId: papillion, email: 'other@example.com' });
    const family = await bookAt(t, [TOMORROW_NINE, TOMORROW_NINE], { email: 'family@example.com' });
    await closeBellevue(t, staff.bellevueStaff, WEEK);
    const taken = await takeOffer(t, await offerTokenSentTo(t, 'family@example.com'));
    expect(taken.json().data).toMatchObject({
      offeredTimes: [TOMORROW_NINE, TOMORROW_NINE],
      offeredLocation: { id: laVista },
    });
    expect(await placesOf(t, family)).toEqual([
      [laVista, TOMORROW_NINE, 'booked'],
      [laVista, TOMORROW_NINE, 'booked'],
    ]);
    await countersMatchBookings(t);
  });

  it('offers only a pharmacy with the brand the person chose', async () => {
    // Papillion, the nearest, gives Moderna's COVID-19 vaccine only; La Vista gives Pfizer's.
    await insertNearby(t, 'papillion', { offerings: NEARBY_OFFERINGS.filter((o) => o.brand !== 'pfizer') });
    const laVista = await insertNearby(t, 'laVista');
    await bookAt(t, [TOMORROW_NINE], {
      email: 'pfizer@example.com',
      services: [{ kind: 'covid_19', brand: 'pfizer' }],
    });
    await closeBellevue(t, staff.bellevueStaff, WEEK);
    const offer = await view(await offerTokenSentTo(t, 'pfizer@example.com'));
    expect(offer.json().data.offeredLocation).toMatchObject({ id: laVista });
  });

  it('keeps the same pharmacy when it has a time within a day, and never offers one farther than 10 miles', async () => {
    await insertNearby(t, 'papillion');
    await insertNearby(t, 'lincoln');
    await bookAt(t, [TOMORROW_NINE], { email: 'morning@example.com' });
    // Closed tomorrow morning only: Bellevue's noon is three hours away, so Papillion's nine is not offered.
    await closeBellevue(t, staff.bellevueStaff, { startsAt: TOMORROW_NINE, endsAt: '2026-11-24T18:00:00.000Z' });
    const morning = await view(await offerTokenSentTo(t, 'morning@example.com'));
    expect(morning.json().data).toMatchObject({
      offeredTimes: ['2026-11-24T18:00:00.000Z'],
      offeredLocation: { id: BELLEVUE, samePharmacy: true },
    });
  });

  it('holds a later time at the same pharmacy when only a faraway one has the time', async () => {
    await insertNearby(t, 'lincoln');
    await bookAt(t, [TOMORROW_NINE], { email: 'far@example.com' });
    await closeBellevue(t, staff.bellevueStaff, WEEK);
    const offer = await view(await offerTokenSentTo(t, 'far@example.com'));
    expect(offer.json().data).toMatchObject({
      offeredTimes: ['2026-11-30T15:00:00.000Z'],
      offeredLocation: { id: BELLEVUE },
    });
  });
});
