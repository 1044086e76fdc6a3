import type { FastifyInstance } from 'fastify';
import type { Metric, MetricValueWithName, Registry } from 'prom-client';

/** The route label of requests no route matched (404s, the web app's pages served by the fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Upper bounds of the duration histogram, in seconds: reads from memory take about a millisecond. */
const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What one method of one route pattern has answered since start. */
class RouteFigures {
  readonly statuses = new Map<number, number>();
  /** Answers per bucket, not cumulative; the last slot holds those above every bound. */
  readonly buckets = new Float64Array(BOUNDS.length + 1);
  sum = 0;
  count = 0;

  constructor(readonly labels: { method: string; route: string }) {}

  record(status: number, seconds: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    let i = 0;
    while (i < BOUNDS.length && seconds > BOUNDS[i]!) i++;
    this.buckets[i]!++;
    this.sum += seconds;
    this.count++;
  }
}

type Values = MetricValueWithName<string>[];

/**
 * A metric as the registry reads it at a scrape (name, help, type, `get()`, `reset()`): prom-client
 * formats it like its own. Its Counter and Histogram hash the label set and look the bucket up by
 * its bound turned into a string on every observation (~2 µs a request); these figures are
 * counted in plain maps instead and only turned into samples when scraped.
 */
function scrapedMetric(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  values: () => Values,
  reset: () => void,
): Metric {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset,
  };
  // prom-client's types know only its own four classes (and an enum where it reads a string).
  return metric as unknown as Metric;
}

/**
 * `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route}`,
 * counted by one `onResponse` hook (it also sees hijacked answers: the tus uploads). The route is
 * Fastify's pattern (`/api/videos/:id`), never the raw URL, so the label sets stay few.
 * Installed only when metrics are on: with them off no hook exists.
 */
export function countHttpRequests(app: FastifyInstance, registry: Registry): void {
  // route → method → figures: two lookups of short strings Fastify already holds.
  const figures = new Map<string, Map<string, RouteFigures>>();
  const all = () => [...figures.values()].flatMap((byMethod) => [...byMethod.values()]);

  app.addHook('onResponse', function recordHttpMetrics(request, reply, done) {
    const method = request.method;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    let byMethod = figures.get(route);
    if (!byMethod) figures.set(route, (byMethod = new Map()));
    let f = byMethod.get(method);
    if (!f) byMethod.set(method, (f = new RouteFigures({ method, route })));
    f.record(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  registry.registerMetric(
    scrapedMetric(
      'http_requests_total',
      'HTTP requests answered, by method, route pattern and status',
      'counter',
      () =>
        all().flatMap((f) =>
          [...f.statuses].map(([status, value]) => ({ labels: { ...f.labels, status }, value })),
        ) as Values,
      () => figures.clear(),
    ),
  );
  registry.registerMetric(
    scrapedMetric(
      'http_request_duration_seconds',
      'Time from the request to the end of its answer, by method and route pattern',
      'histogram',
      () =>
        all().flatMap((f) => {
          const bucket = 'http_request_duration_seconds_bucket';
          let below = 0;
          return [
            ...BOUNDS.map((le, i) => ({
              metricName: bucket,
              labels: { ...f.labels, le },
              value: (below += f.buckets[i]!),
            })),
            { metricName: bucket, labels: { ...f.labels, le: '+Inf' }, value: f.count },
            { metricName: 'http_request_duration_seconds_sum', labels: f.labels, value: f.sum },
            { metricName: 'http_request_duration_seconds_count', labels: f.labels, value: f.count },
          ];
        }),
      () => figures.clear(),
    ),
  );
}
