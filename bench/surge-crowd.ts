// The crowd of bench/surge.ts in a process of its own, started at the lowest CPU priority (nice 19) by the bench:
// on this machine the crowd's client shares two cores with the server it floods, where a real crowd's browsers are
// elsewhere. Its own process and priority keep its client work from delaying the server and the timed people beside it.
//   SURGE_URL, SURGE_CONNECTIONS, SURGE_SECONDS and SURGE_PATHS (JSON) from the bench; prints autocannon's result as JSON.
import autocannon from 'autocannon';

const paths = JSON.parse(process.env.SURGE_PATHS ?? '[]') as string[];
const result = await autocannon({
  url: process.env.SURGE_URL!,
  connections: Number(process.env.SURGE_CONNECTIONS),
  duration: Number(process.env.SURGE_SECONDS),
  timeout: 30,
  requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
});
process.stdout.write(JSON.stringify(result));
