// What the ALTCHA widget does in the browser, for the tests of the writes behind the bot check: fetch a challenge for
// an action, solve it, and send the payload base64-encoded in `x-bot-check-token`.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';

export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

export interface BotCheckPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/**
 * Solves a challenge as the widget does: the number whose hash with the salt is the challenge, from 0 up. With
 * `library`, through altcha-lib's own solver (the widget's code); otherwise the same search with node:crypto's
 * synchronous hash, about ten times faster than the library's one awaited Web Crypto digest per number, which made
 * the suites that solve many proofs spend most of their time there. Throws if there is no solution.
 */
export async function solve(
  challenge: BotCheckChallenge,
  { library = false }: { library?: boolean } = {},
): Promise<BotCheckPayload> {
  const number = library
    ? ((await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)
        ?.number ?? null)
    : searchNumber(challenge);
  if (number === null) throw new Error('the bot-check challenge has no solution');
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

function searchNumber({ algorithm, challenge, salt, maxnumber }: BotCheckChallenge): number | null {
  const hash = algorithm.toLowerCase().replace('-', ''); // SHA-256 → sha256
  for (let n = 0; n <= maxnumber; n += 1) {
    if (
      crypto
        .createHash(hash)
        .update(salt + n)
        .digest('hex') === challenge
    )
      return n;
  }
  return null;
}

/** A payload (or any text) as the widget sends it. */
export const encodeProof = (value: unknown): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

/** A challenge for `action` from the app, solved. */
export async function solvedPayload(
  app: FastifyInstance,
  action: string,
  options: { library?: boolean } = {},
): Promise<BotCheckPayload> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/bot-check/challenge?action=${action}` });
  if (res.statusCode !== 200) throw new Error(`the challenge for ${action} was answered ${res.statusCode}`);
  return solve(res.json() as BotCheckChallenge, options);
}

/** The `x-bot-check-token` of a solved challenge for `action`. */
export async function solvedToken(
  app: FastifyInstance,
  action: string,
  options: { library?: boolean } = {},
): Promise<string> {
  return encodeProof(await solvedPayload(app, action, options));
}
