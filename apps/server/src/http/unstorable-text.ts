import { type FieldIssue, isStorableText, unstorableTextMessage } from '@madabook/contracts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { carriesNoBody } from './body-limit';
import { errorBody } from './error-body';

const issueAt = (path: string[]): FieldIssue => ({ path: path.join('.'), message: unstorableTextMessage });

/** A place in a value: its key and its parent's place, spelled out only when something is wrong there. */
type Place = { key: string; parent: Place } | null;

function pathOf(place: Place): string[] {
  const path: string[] = [];
  for (let current = place; current; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * The places in a parsed JSON value (its strings and its keys) holding text PostgreSQL cannot
 * store, by dotted path. Walked with a stack of its own, in time linear in the value's size: a
 * body nested a million deep is neither a stack overflow nor a long wait.
 */
export function unstorableTextIssues(value: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const pending: Array<[unknown, Place]> = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, place] = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) issues.push(issueAt(pathOf(place)));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPlace = { key, parent: place };
        if (!isStorableText(key)) issues.push(issueAt(pathOf(itemPlace)));
        else pending.push([item, itemPlace]);
      }
    }
  }
  return issues;
}

/** The same for name-value pairs: a query string or a form body. */
export const unstorableParamIssues = (params: URLSearchParams): FieldIssue[] =>
  [...params].flatMap(([name, value]) =>
    isStorableText(name) && isStorableText(value) ? [] : [issueAt([name])],
  );

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The same for a URL's path, as routers decode its segments into parameters. */
export const unstorablePathIssues = (pathname: string): FieldIssue[] =>
  pathname.split('/').every((segment) => isStorableText(decoded(segment))) ? [] : [issueAt(['path'])];

/** A raw body's text that PostgreSQL cannot store: in a form's fields, a JSON value's strings, or the text itself. */
async function bodyIssues(request: Request): Promise<FieldIssue[]> {
  if (carriesNoBody(request.method) || !request.body) return [];
  const body = await request.clone().text();
  if (/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
    return unstorableParamIssues(new URLSearchParams(body));
  }
  try {
    return unstorableTextIssues(JSON.parse(body));
  } catch {
    return isStorableText(body) ? [] : [issueAt(['body'])];
  }
}

/**
 * For routes that take input no contracts schema describes (better-auth's endpoints, payment
 * providers' notifications): a NUL or a lone surrogate anywhere in the path, the query or the
 * body is refused as the contracts' `text()` refuses it, 400 VALIDATION_ERROR, before any query.
 * Mount it after a body limit: it reads the body.
 */
export const refuseUnstorableText = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const issues = [
    ...unstorablePathIssues(url.pathname),
    ...unstorableParamIssues(url.searchParams),
    ...(await bodyIssues(c.req.raw)),
  ];
  if (issues.length > 0) return c.json(errorBody('VALIDATION_ERROR', undefined, { issues }), 400);
  await next();
});
