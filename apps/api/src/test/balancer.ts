// A small HTTP load balancer for the tests of rolling restarts, behaving as the usual ones do (nginx, HAProxy, a cloud
// balancer): it checks every server's readiness often (every 100 ms, out after two failures), sends each request to the next ready server (round robin)
// over kept-alive connections, and never retries. What it cannot deliver it counts, by cause, and answers 502: a
// connection the server refused or reset before answering is what a person would have met as an error.
import http from 'node:http';
import type net from 'node:net';

export interface BalancerCounts {
  /** Requests sent on to a server. */
  forwarded: number;
  /** A server refused the connection (ECONNREFUSED): it was not listening. */
  refused: number;
  /** The connection failed in another way before an answer (reset, closed). */
  failed: number;
  /** An answer started and was cut before its end. */
  cut: number;
}

export interface Balancer {
  url: string;
  counts: BalancerCounts;
  /** Readiness as the balancer last saw it, per server. */
  ready: boolean[];
  close(): Promise<void>;
}

/** `pinHeader`: a request carrying it (a server's index) goes to that server, ready or not; the tests use it to
 * put a long download on the server they are about to stop. */
export async function startBalancer(
  servers: string[],
  { checkEveryMs = 100, pinHeader = 'x-test-server' }: { checkEveryMs?: number; pinHeader?: string } = {},
): Promise<Balancer> {
  const counts: BalancerCounts = { forwarded: 0, refused: 0, failed: 0, cut: 0 };
  const ready = servers.map(() => false);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let closed = false;

  // Each server is checked on its own loop, as balancers do, so a slow answer from one never delays the other's.
  // Unhealthy after two failed checks in a row (a single slow answer on a busy machine is not a stopping server),
  // healthy again after one success.
  const failures = servers.map(() => 0);
  const check = async (index: number) => {
    let ok = false;
    try {
      const res = await fetch(`${servers[index]}/api/v1/health/ready`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      ok = res.status === 200;
    } catch {
      ok = false;
    }
    failures[index] = ok ? 0 : failures[index]! + 1;
    if (ok) ready[index] = true;
    else if (failures[index]! >= 2) ready[index] = false;
  };
  const checking = servers.map(async (_, index) => {
    while (!closed) {
      await check(index);
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
    }
  });
  await Promise.all(servers.map((_, i) => check(i)));

  const proxy = http.createServer((req, res) => {
    const pinned = req.headers[pinHeader];
    let target: number | undefined;
    if (typeof pinned === 'string') target = Number(pinned);
    else
      for (let tries = 0; tries < servers.length; tries += 1) {
        const candidate = (next + tries) % servers.length;
        if (ready[candidate]) {
          target = candidate;
          next = candidate + 1;
          break;
        }
      }
    if (target === undefined) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no server is ready');
      return;
    }
    counts.forwarded += 1;
    const url = new URL(req.url ?? '/', servers[target]);
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: url.host };
    delete headers[pinHeader];
    const upstream = http.request(url, { method: req.method, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('aborted', () => {
        counts.cut += 1;
        res.destroy();
      });
      answer.on('error', () => {
        counts.cut += 1;
        res.destroy();
      });
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) return;
      if (error.code === 'ECONNREFUSED') counts.refused += 1;
      else counts.failed += 1;
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${error.code ?? error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    ready,
    close: async () => {
      closed = true;
      await Promise.all(checking);
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      agent.destroy();
    },
  };
}
