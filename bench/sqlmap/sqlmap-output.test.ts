import { describe, expect, it } from 'vitest';
import { countServerErrors } from './app-server';
import { csvInjections, parseSqlmapOutput } from './sqlmap-output';

const nothingFound = `[03:04:50] [WARNING] heuristic (basic) test shows that GET parameter 'city' might not be injectable
[03:04:51] [WARNING] GET parameter 'city' does not seem to be injectable
[03:05:23] [WARNING] URI parameter '#1*' does not seem to be injectable
[03:06:09] [WARNING] (custom) POST parameter 'JSON password' does not seem to be injectable
[03:04:52] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options
[03:04:52] [WARNING] HTTP error codes detected during run:
404 (Not Found) - 157 times, 400 (Bad Request) - 203 times
[03:04:52] [INFO] you can find results of scanning in multiple targets mode inside the CSV file '/tmp/x.csv'`;

const found = `[10:00:01] [INFO] GET parameter 'id' is 'AND boolean-based blind - WHERE or HAVING clause' injectable
sqlmap identified the following injection point(s) with a total of 46 HTTP(s) requests:
---
Parameter: id (GET)
    Type: boolean-based blind
    Title: AND boolean-based blind - WHERE or HAVING clause
    Payload: id=1 AND 5737=5737
---
[10:00:02] [INFO] the back-end DBMS is PostgreSQL`;

describe('reading sqlmap’s output', () => {
  it('lists the parameters found not injectable, the statuses met, and no problem for a clean run', () => {
    expect(parseSqlmapOutput(nothingFound)).toEqual({
      notInjectable: ['GET city', 'URI #1*', 'POST JSON password'],
      injections: [],
      httpErrors: { '404 (Not Found)': 157, '400 (Bad Request)': 203 },
      problems: [],
    });
  });

  it('reports an injection point with its type and payload', () => {
    expect(parseSqlmapOutput(found).injections).toEqual([
      'Parameter: id (GET)',
      'Type: boolean-based blind',
      'Payload: id=1 AND 5737=5737',
    ]);
  });

  it('keeps an error that stopped the run, such as a refused connection or a 401', () => {
    const refused =
      '[03:05:24] [ERROR] not authorized, try to provide right HTTP authentication type and valid credentials (401).';
    expect(parseSqlmapOutput(refused).problems).toEqual([
      '[ERROR] not authorized, try to provide right HTTP authentication type and valid credentials (401).',
    ]);
  });

  it('counts the rows of the results CSV', () => {
    expect(csvInjections('Target URL,Place,Parameter,Technique(s),Note(s)\n')).toEqual([]);
    expect(
      csvInjections('Target URL,Place,Parameter,Technique(s),Note(s)\nhttp://x/?id=1,GET,id,B,\n'),
    ).toHaveLength(1);
  });

  it('counts the failed requests in the server’s log, and nothing else', () => {
    const log = [
      '{"level":50,"reqId":"a","method":"GET","path":"/api/x","status":500,"durationMs":3,"msg":"request failed"}',
      '{"level":50,"status":500,"path":"/api/auth/x","msg":"better-auth failed"}',
      '2026-11-27T03:09:31.814Z WARN [Better Auth]: Invalid password',
      '{"level":50,"reqId":"b","method":"GET","path":"/api/y","status":503,"durationMs":3,"msg":"request failed"}',
    ].join('\n');
    expect(countServerErrors(log)).toBe(2);
  });
});
