// Reads shed at the door (decision 305). Under a crowd the queue forms in the sockets, not in the event loop: each turn
// of the loop reads every connection that has a request waiting and answers them one by one, so a booking waits about
// one turn, and the turn grows with the number of connections. Shedding by the mean event loop delay over a second
// (load-shedding.ts) reacts a second late and then sheds everything, then nothing; and a read shed by Fastify still
// costs a good part of a search. So this sheds just enough reads, as cheaply as Node can answer, to keep the turn near
// a limit: every TURN_WINDOW_MS the median delay of a timer over that window (the length of a turn, untouched by one
// garbage collection) moves the share of reads refused up while it is past the limit and down while it is under it.
// Refused reads get the API's 503 (Retry-After, no-store) from the HTTP server itself, before Fastify builds a
// request; writes, the site's pages and the probes always go on. A booking then waits about the limit for its turn
// however large the crowd, and the search gives up the share.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Clock } from '../../lib/clock.ts';
import { isRead, SHED_ANSWER, SHED_RETRY_AFTER_SECONDS, sheddable } from './load-shedding.ts';

/** How often the share is set again from the turns since the last time. */
const TURN_WINDOW_MS = 100;
/** Up fast while the turn is too long, down slower, so a crowd that stays is not let back in all at once. */
const SHARE_UP = 0.1;
const SHARE_DOWN = 0.05;
/** Some reads always go on, so the share can learn when the crowd has gone and a person searching is ever answered. */
const SHARE_MAX = 0.98;

const BODY = JSON.stringify(SHED_ANSWER);
const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(BODY)),
  'retry-after': String(SHED_RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Where the loop's turns are read from: Node's own timer histogram, or a test's. */
export interface TurnSource {
  /** The median delay in milliseconds since the last reset, or 0 when nothing was measured. */
  medianMs(): number;
  reset(): void;
  stop(): void;
}

/** How often Node's histogram samples the loop, in milliseconds; its figures include this interval. */
const RESOLUTION_MS = 5;

export function eventLoopTurns(): TurnSource {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    // A sample is the time between two ticks of a RESOLUTION_MS timer: what is past that is the loop's delay.
    medianMs: () => (histogram.count > 0 ? Math.max(0, histogram.percentile(50) / 1e6 - RESOLUTION_MS) : 0),
    reset: () => histogram.reset(),
    stop: () => histogram.disable(),
  };
}

export class ReadDoor {
  private share = 0;
  private owed = 0;
  private readsSeen = 0;
  private writesSeen = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Called for each refused read (the metrics count them). */
  onRefused: () => void = () => {};

  constructor(
    private readonly turnMs: number,
    private readonly clock: Clock,
    private readonly turns: TurnSource,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => this.adjust(), TURN_WINDOW_MS).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.turns.stop();
  }

  /** The share of reads refused now, from 0 to SHARE_MAX. */
  get refusedShare(): number {
    return this.share;
  }

  /**
   * One window's reading. The share moves up when the loop's turns were longer than the limit and most of the API's
   * requests were reads; down otherwise. When writes were most of them (a booking rush, no crowd), refusing the few
   * reads would not shorten the turn and would only turn away the people searching.
   */
  adjust(): void {
    const median = this.turns.medianMs();
    this.turns.reset();
    const readsMost = this.readsSeen > this.writesSeen;
    this.readsSeen = 0;
    this.writesSeen = 0;
    this.share =
      median > this.turnMs && readsMost
        ? Math.min(SHARE_MAX, round(this.share + SHARE_UP))
        : Math.max(0, round(this.share - SHARE_DOWN));
    if (this.share === 0) this.owed = 0;
  }

  /** Counts one API request of this method in the window (refuses() calls it for every API request). */
  seen(method: string | undefined): void {
    if (isRead(method)) this.readsSeen += 1;
    else this.writesSeen += 1;
  }

  /**
   * Answers the request 503 when it is a read whose turn to be refused has come, and says so; false lets it go on.
   * The share is kept as a steady rhythm, not a lottery, so the same load gives the same answers.
   */
  refuses(request: IncomingMessage, response: ServerResponse): boolean {
    // Only the requests that may be shed count, and only their reads are refused.
    if (!sheddable(request.url ?? '')) return false;
    const method = request.method;
    this.seen(method);
    if (this.share === 0 || !isRead(method)) return false;
    this.owed += this.share;
    if (this.owed < 1) return false;
    this.owed -= 1;
    // The time by the clock the rules use, as on every other answer (app.ts).
    response.sendDate = false;
    response.writeHead(503, { ...HEADERS, date: this.clock.now().toUTCString() });
    response.end(method === 'HEAD' ? undefined : BODY);
    this.onRefused();
    return true;
  }
}

const round = (share: number) => Math.round(share * 100) / 100;
