/**
 * A small stand-in for a browser in redirect flows: one cookie jar for every
 * host, requests to the app go in process (`app.request`), requests to any
 * other origin (an OpenID provider on 127.0.0.1) over real HTTP.
 */

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
}

export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  /** Keeps the `Set-Cookie` lines of a response from `url`, drops the ones that expire them. */
  store(url: URL, setCookieLines: string[]) {
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      let path = defaultPath(url.pathname);
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attributeValue = rest.join('=').trim();
        switch (key.trim().toLowerCase()) {
          case 'path':
            if (attributeValue.startsWith('/')) path = attributeValue;
            break;
          case 'max-age':
            if (Number(attributeValue) <= 0) expired = true;
            break;
          case 'expires':
            if (Date.parse(attributeValue) <= Date.now()) expired = true;
            break;
        }
      }
      const key = `${url.hostname}|${path}|${name}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, host: url.hostname, path });
    }
  }

  /** The `Cookie` header a browser would send to `url`, longest paths first. */
  header(url: URL): string {
    return this.#matching(url)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** The value of the cookie `name` that would be sent to `url`. */
  get(url: URL, name: string): string | undefined {
    return this.#matching(url).find((cookie) => cookie.name === name)?.value;
  }

  #matching(url: URL): StoredCookie[] {
    return [...this.#cookies.values()]
      .filter((cookie) => cookie.host === url.hostname && pathMatches(url.pathname, cookie.path))
      .sort((a, b) => b.path.length - a.path.length);
  }
}

function defaultPath(requestPath: string) {
  const lastSlash = requestPath.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash);
}

function pathMatches(requestPath: string, cookiePath: string) {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export interface Page {
  /** The URL that gave this response. */
  url: URL;
  response: Response;
  /** The body as text, read from a clone: `response` itself stays unread. */
  text: string;
  /** Every URL requested on the way, in order. */
  visited: URL[];
}

export interface TestBrowserOptions {
  app: { request(input: string, init?: RequestInit): Response | Promise<Response> };
  /** The app's origin: requests there go to `app.request`. */
  appUrl: string;
  /** Sent with every request, e.g. Accept-Language. */
  headers?: Record<string, string>;
}

export function createTestBrowser(options: TestBrowserOptions) {
  const appOrigin = new URL(options.appUrl).origin;
  const jar = new CookieJar();

  /** One request, no redirect followed; relative URLs are the app's. */
  async function request(target: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, options.appUrl);
    const headers = new Headers(options.headers);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response =
      url.origin === appOrigin
        ? await options.app.request(url.href, { ...init, headers })
        : await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(url, response.headers.getSetCookie());
    return response;
  }

  /**
   * Opens `target` and follows the redirects of every origin but the app's:
   * it stops at the first answer that is not a redirect, or at the app's
   * first answer, which is what a test asserts (an OAuth callback's redirect).
   * With `enterApp: false` it also stops before a redirect into the app.
   */
  async function navigate(
    target: string | URL,
    init: RequestInit = {},
    navigation: { enterApp?: boolean } = {},
  ): Promise<Page> {
    let url = new URL(target, options.appUrl);
    let requestInit = init;
    const visited: URL[] = [];
    for (let hop = 0; hop < 20; hop += 1) {
      visited.push(url);
      const response = await request(url, requestInit);
      const location = response.headers.get('location');
      const redirected = response.status >= 300 && response.status < 400 && location;
      if (!redirected || url.origin === appOrigin) {
        return { url, response, text: await response.clone().text(), visited };
      }
      const next = new URL(location, url);
      if (next.origin === appOrigin && navigation.enterApp === false) {
        return { url, response, text: await response.clone().text(), visited };
      }
      await response.body?.cancel();
      url = next;
      requestInit = {};
    }
    throw new Error(`too many redirects from ${String(target)}`);
  }

  /** Submits the form `formId` of `page` with `fields`, then navigates as above. */
  function submit(
    page: Page,
    formId: string,
    fields: Record<string, string> = {},
    navigation: { enterApp?: boolean } = {},
  ): Promise<Page> {
    const form = new RegExp(`<form id="${formId}" method="post" action="([^"]+)"`).exec(page.text);
    if (!form?.[1]) throw new Error(`no form #${formId} on ${page.url.href}: ${page.text.slice(0, 300)}`);
    return navigate(
      new URL(form[1], page.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
      navigation,
    );
  }

  /** Follows the link `linkId` of `page`. */
  function click(page: Page, linkId: string, navigation: { enterApp?: boolean } = {}): Promise<Page> {
    const link = new RegExp(`<a id="${linkId}" href="([^"]+)"`).exec(page.text);
    if (!link?.[1]) throw new Error(`no link #${linkId} on ${page.url.href}`);
    return navigate(new URL(link[1], page.url), {}, navigation);
  }

  /** A JSON POST to the app, as the web client sends it. */
  function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
    return request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appOrigin, ...headers },
      body: JSON.stringify(body),
    });
  }

  return { jar, request, navigate, submit, click, postJson };
}

export type TestBrowser = ReturnType<typeof createTestBrowser>;
