// The e2e servers: one per Playwright worker (playwright.config.ts), each on its own port and SQLite file, so a
// worker's journeys see only their own bookings, holds and e-mails.
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

export function e2eServer(workerIndex: number): { port: number; url: string; sqlitePath: string } {
  const port = FIRST_PORT + workerIndex;
  return { port, url: `http://127.0.0.1:${port}`, sqlitePath: `var/e2e-${workerIndex}.sqlite` };
}
