import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../lib/use-translation.tsx';
import { formatAddress } from '@vaxnear/domain/display-format';
import type { GroupMember } from '@vaxnear/domain/booking/group-flow';
import { formatAppointmentDate, formatAppointmentTime } from '../../lib/appointment-format.ts';
import { useShell } from '../../lib/use-shell.ts';

export interface PartyLine {
  name: string;
  time: string;
  kinds: readonly VaccineKind[];
}

/** Each person with their time and vaccines, then the one location they all go to. */
export function PartyList({
  lines,
  location,
}: {
  lines: readonly PartyLine[];
  location: {
    name: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip?: string | null;
    timeZone: string;
  };
}) {
  const { t } = useTranslation('group');
  const { locale } = useShell();
  return (
    <>
      <ul className="party-list">
        {lines.map((line, i) => (
          <li key={`${line.name}-${i}`}>
            <h3>{line.name}</h3>
            <p>
              {formatAppointmentDate(line.time, location.timeZone, locale)},{' '}
              {formatAppointmentTime(line.time, location.timeZone, locale)}
            </p>
            <p>{line.kinds.map((kind) => t(`vaccineNames.${kind}`)).join(', ')}</p>
          </li>
        ))}
      </ul>
      <p>
        <strong>{location.name}</strong>
        <br />
        {formatAddress({ ...location, zipCode: location.zip ?? null })}
      </p>
    </>
  );
}

export const memberName = (member: GroupMember, fallback: string) =>
  `${member.firstName} ${member.lastName}`.trim() || fallback;
