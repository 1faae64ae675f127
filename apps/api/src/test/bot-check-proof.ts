// What the ALTCHA widget does in the browser, for the tests of the writes behind the bot check: fetch a challenge for
// an action, solve it, and send the payload base64-encoded in `x-bot-check-token`.
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

/** Solves a challenge as the widget does; throws if it has no solution. */
export async function solve(challenge: BotCheckChallenge): Promise<BotCheckPayload> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('the bot-check challenge has no solution');
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

/** A payload (or any text) as the widget sends it. */
export const encodeProof = (value: unknown): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

/** A challenge for `action` from the app, solved. */
export async function solvedPayload(app: FastifyInstance, action: string): Promise<BotCheckPayload> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/bot-check/challenge?action=${action}` });
  if (res.statusCode !== 200) throw new Error(`the challenge for ${action} was answered ${res.statusCode}`);
  return solve(res.json() as BotCheckChallenge);
}

/** The `x-bot-check-token` of a solved challenge for `action`. */
export async function solvedToken(app: FastifyInstance, action: string): Promise<string> {
  return encodeProof(await solvedPayload(app, action));
}
