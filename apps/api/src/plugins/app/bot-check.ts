// Bot check (issue #3): every mutating call carries a proof-of-work token made for its action. ALTCHA is
// self-hosted (no third party sees visitors); the verifier sits behind one interface so an operator can swap it.
// The token travels in the `x-bot-check-token` header, or the `botCheckToken` query parameter (the spec
// sends it in the query for reservations).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { spendProof } from '../../modules/bot-check/bot-check-proofs.repository.ts';
import { proofCostFor } from '../../modules/bot-check/bot-check-cost.service.ts';
import { clientAddressKey } from './client-identity.ts';

import { BOT_CHECK_BASE_COST } from '@vaxnear/domain/constants';
import {
  BOT_CHECK_ACTIONS,
  BOT_CHECK_HEADER,
  BOT_CHECK_QUERY,
  type BotCheckAction,
} from '@vaxnear/domain/contracts/bot-check';

export { BOT_CHECK_ACTIONS, BOT_CHECK_HEADER, BOT_CHECK_QUERY, type BotCheckAction };

/** Where spent proofs are kept: the database, so every server process sees every spent proof. */
export interface SpentProofStore {
  /** True the first time a challenge signature is spent, false ever after (until the challenge has expired). */
  spend(signature: string, expiresAt: Date): Promise<boolean>;
}

export interface BotVerifier {
  /**
   * True when the token is a fresh, unused proof made for this action, of at least `minimumCost` work. A token is
   * good for one call.
   */
  verify(token: string, action: BotCheckAction, minimumCost?: number): Promise<boolean>;
}

/** A challenge lives this long: enough to fill in the patient form after the widget solved it. */
const CHALLENGE_TTL_MS = 20 * 60_000;
/**
 * Base work per proof: the secret number is drawn from 0..MAX_NUMBER, so a solver tries half of it on average. Kept at
 * 50,000 (docs/security.md has the measurement): the widget's solver needs well over a tenth of a second for it on
 * a busy machine, and a phone is slower still. An address that holds or books a lot is asked for more, per challenge
 * (decision 224: bot-check-cost.service.ts).
 */
const MAX_NUMBER = BOT_CHECK_BASE_COST;

export class AltchaVerifier implements BotVerifier {
  constructor(
    private readonly hmacKey: string,
    private readonly clock: Clock,
    private readonly spent: SpentProofStore,
    private readonly maxNumber = MAX_NUMBER,
  ) {}

  /** The base work per proof, before an address's activity raises it. */
  get baseCost(): number {
    return this.maxNumber;
  }

  createChallenge(action: BotCheckAction, cost = this.maxNumber): Promise<Challenge> {
    // The action and the cost go into the signed salt, so a proof solved for one action is refused for another, and
    // a client cannot claim it did more work than it was asked for.
    return createChallenge({
      hmacKey: this.hmacKey,
      maxNumber: cost,
      params: { action, cost: String(cost) },
      expires: new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS),
    });
  }

  async verify(token: string, action: BotCheckAction, minimumCost = 0): Promise<boolean> {
    const now = this.clock.now().getTime();
    let payload: { signature?: unknown };
    let params: Record<string, string>;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown };
      // Expiry is checked below against the injected clock rather than inside the library.
      if (!(await verifySolution(token, this.hmacKey, false))) return false;
      params = extractParams(token);
    } catch {
      return false;
    }
    const expiresMs = Number(params.expires) * 1000;
    if (params.action !== action || !Number.isFinite(expiresMs) || expiresMs <= now) return false;
    // A proof asked for before the address's cost last doubled still counts (its page fetched it a moment ago); one
    // from two doublings back does not, so challenges stocked up while quiet do not keep the price down.
    if (Number(params.cost ?? this.maxNumber) * 2 < minimumCost) return false;
    // Spent by the challenge's signature, not by the token's bytes: the token is JSON the verifier reads loosely
    // (key order, spacing, extra keys, padding), so one solved proof has countless spellings, but only one
    // signature, which only the server can make.
    if (typeof payload.signature !== 'string') return false;
    return this.spent.spend(payload.signature.toLowerCase(), new Date(expiresMs));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    botVerifier: AltchaVerifier;
    /**
     * Refuses the call with 403 BOT_CHECK_FAILED unless it carries a good token for `action`. Every write route sets
     * it as its `preParsing` hook: it runs before the body is read, parsed or validated, so a client without a proof
     * learns nothing about the body and costs no parsing (routes/abuse-hardening.test.ts walks the route table).
     */
    requireBotCheck(action: BotCheckAction): preParsingAsyncHookHandler;
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[BOT_CHECK_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[BOT_CHECK_QUERY];
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

export const botCheckPlugin = fp(
  async (app) => {
    const verifier = new AltchaVerifier(app.config.botCheckSecret, app.clock, {
      spend: (signature, expiresAt) => spendProof(app.database.db, signature, expiresAt.toISOString()),
    });
    app.decorate('botVerifier', verifier);
    app.decorate('requireBotCheck', (action: BotCheckAction) =>
      withAction(action, async (request: FastifyRequest, _reply: FastifyReply) => {
        if (app.config.botCheck === 'off') return;
        const token = tokenOf(request);
        if (!token) {
          throw new AppError(403, {
            code: 'BOT_CHECK_FAILED',
            message: `This call needs a bot-check token for "${action}": solve a challenge from GET /api/v1/bot-check/challenge?action=${action} and send it in the ${BOT_CHECK_HEADER} header.`,
          });
        }
        const cost = await proofCostFor(app.deps, clientAddressKey(request), action, verifier.baseCost);
        if (!(await verifier.verify(token, action, cost))) {
          throw new AppError(403, {
            code: 'BOT_CHECK_FAILED',
            message: 'The bot check failed or has expired. Please try again.',
          });
        }
      }),
    );
  },
  { name: 'bot-check' },
);

/** Marks the hook requireBotCheck makes with its action, so the OpenAPI document can say which calls need a proof. */
const BOT_CHECK_ACTION = Symbol('botCheckAction');

const withAction = <Hook extends object>(action: BotCheckAction, hook: Hook) =>
  Object.assign(hook, { [BOT_CHECK_ACTION]: action });

/** The bot-check action a route's preParsing hook(s) demand, or null when the route needs no proof. */
export function botCheckActionOf(hooks: unknown): BotCheckAction | null {
  for (const hook of [hooks].flat()) {
    const action = (hook as { [BOT_CHECK_ACTION]?: BotCheckAction } | undefined)?.[BOT_CHECK_ACTION];
    if (action) return action;
  }
  return null;
}

export const challengeQuerySchema = z.object({ action: z.enum(BOT_CHECK_ACTIONS) });
