// The few autocannon types the benches use (the package ships none).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Worker threads that send the requests (the connections are shared among them). */
    workers?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (autocannon: 10). */
    timeout?: number;
    requests?: Array<{ method: 'GET'; path: string }>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers per status code, e.g. { "200": { count: 500 }, "429": { count: 3 } }. */
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
