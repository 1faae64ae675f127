// The README promises that the machine's Node 20 runs the site (`npm ci && npm start`) beside Node 24, the supported
// runtime: every package a production install brings must accept the lowest Node of each line in `engines`.
// cookie@2 wanted Node 22 and came through @fastify/cookie and fastify's light-my-request; the root package.json pins
// cookie 1.1.1 through `overrides` (decision 237).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

interface LockedPackage {
  version?: string;
  dev?: boolean;
  engines?: { node?: string } | string[];
}

const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
/** The first release of each line the project promises: 20.19.0 and 24.11.0. */
const lowestPromised = root.engines.node.split('||').map((range) => semver.minVersion(range.trim())!.version);

describe('every production dependency runs on each Node line the README promises', () => {
  it('promises Node 20 and Node 24', () => {
    expect(lowestPromised.map((v) => semver.major(v)).sort((a, b) => a - b)).toEqual([20, 24]);
  });

  it.each(lowestPromised)('accepts Node %s', (node) => {
    const refusing = Object.entries(lock.packages)
      .filter(([where, entry]) => where.startsWith('node_modules/') && !entry.dev)
      .flatMap(([where, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.satisfies(node, wanted) ? [`${where}@${entry.version} wants node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('loads @fastify/cookie with the pinned cookie: a cookie set is read back', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: cookie } = await import('@fastify/cookie');
    const app = Fastify();
    await app.register(cookie);
    app.get('/set', (_request, reply) => reply.setCookie('hold', 'a b;c', { path: '/', httpOnly: true }).send('ok'));
    app.get('/read', (request) => ({ hold: request.cookies.hold ?? null }));
    const set = await app.inject({ method: 'GET', url: '/set' });
    const header = String(set.headers['set-cookie']);
    expect(header).toMatch(/^hold=a%20b%3Bc; Path=\/; HttpOnly; SameSite=Lax$/);
    const read = await app.inject({ method: 'GET', url: '/read', headers: { cookie: header.split(';')[0]! } });
    expect(read.json()).toEqual({ hold: 'a b;c' });
    await app.close();
  });
});
