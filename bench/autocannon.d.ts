// The few autocannon types bench/run.ts and bench/growth.ts use (the package ships none).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Array<{ method: 'GET'; path: string }>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
