// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    workers?: number;
    /** Requests cycled through, each overriding the defaults above. */
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
