// Where a party of several people sits at one location: its own module because the results page, which every booking
// loads, needs only this and not the rest of group booking's rules.
export interface PartySlot {
  id: string;
  time: string;
  places?: number | undefined;
}

/**
 * Where a party sits from the chosen time on: as many people at a time as it has free places, the rest at the
 * following times of the same day, back to back. One slot id per person (repeated where several share a time), or
 * null when the day has too few places left from that time.
 */
export function placeParty(slotsOfDay: readonly PartySlot[], chosenId: string, size: number): string[] | null {
  const ordered = [...slotsOfDay].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const start = ordered.findIndex((s) => s.id === chosenId);
  if (start < 0 || size < 1) return null;
  const ids: string[] = [];
  for (const slot of ordered.slice(start)) {
    const places = Math.max(1, slot.places ?? 1);
    for (let i = 0; i < places && ids.length < size; i += 1) ids.push(slot.id);
    if (ids.length === size) return ids;
  }
  return null;
}
