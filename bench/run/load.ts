import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  requests: number;
  statusCodes: Record<string, number>;
  served: number;
  refused: number;
  failed: number;
  socketErrors: number;
  timeouts: number;
  seconds: number;
  /** Answers by the value of the scenario's cache header, e.g. { HIT: 9000, MISS: 2000 }. */
  cache?: Record<string, number>;
}

/** One autocannon run of the scenario; every request is drawn afresh by `scenario.next()`. */
export async function runLoad(
  scenario: Scenario,
  settings: { connections: number; duration: number },
): Promise<LoadResult> {
  const { cacheHeader } = scenario;
  const cache: Record<string, number> = {};
  const result = await autocannon({
    url: scenario.baseUrl,
    connections: settings.connections,
    duration: settings.duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const next = scenario.next();
          return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
        },
        ...(cacheHeader
          ? {
              onResponse: (_status: number, _body: string, _context: object, headers = {}) => {
                const value = String(headers[cacheHeader] ?? 'none');
                cache[value] = (cache[value] ?? 0) + 1;
              },
            }
          : {}),
      },
    ],
  });
  const statusCodes: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[status] = stats.count ?? 0;
  const sumOf = (statuses: readonly number[]) =>
    statuses.reduce((sum, status) => sum + (statusCodes[String(status)] ?? 0), 0);
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const served = sumOf(scenario.ok);
  const refused = sumOf(scenario.refused ?? []);
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests: answered,
    statusCodes,
    served,
    refused,
    failed: answered - served - refused,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    ...(cacheHeader ? { cache } : {}),
  };
}

export interface Probe {
  status: number;
  ok: boolean;
  body: string;
}

/** One request before the load: a scenario whose endpoint fails is reported, not measured. */
export async function probe(scenario: Scenario): Promise<Probe> {
  const request = scenario.next();
  const response = await fetch(`${scenario.baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers ?? {},
    ...(request.body ? { body: request.body } : {}),
  });
  const body = await response.text();
  const expected = [...scenario.ok, ...(scenario.refused ?? [])];
  return { status: response.status, ok: expected.includes(response.status), body: body.slice(0, 300) };
}
