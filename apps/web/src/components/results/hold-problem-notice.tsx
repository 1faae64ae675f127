// Why a time could not be held, said where the person chose it. The words come from the page (each page reads its own
// namespace); a problem the page gives no words for shows nothing.
import type { HoldProblem } from './use-hold.tsx';

export function HoldProblemNotice({
  problem,
  taken,
  tooMany,
  failed,
}: {
  problem: HoldProblem;
  /** Another person held or booked the time first. */
  taken: string;
  /** This address holds as many times as it may. */
  tooMany?: string;
  /** Anything else (the server busy, the connection lost): try again. */
  failed: string;
}) {
  const text =
    problem?.kind === 'taken'
      ? taken
      : problem?.kind === 'tooMany'
        ? tooMany
        : problem?.kind === 'failed'
          ? failed
          : undefined;
  return text ? (
    <p className="notice notice--error" role="alert">
      {text}
    </p>
  ) : null;
}
