// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: never, context: Record<string, unknown>) => unknown;
  };
  type Options = { url: string; connections?: number; duration?: number; timeout?: number; requests?: Request[] };
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats?: Record<string, { count: number }>;
    duration: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
