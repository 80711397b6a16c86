import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { categoryIds } from './figures';

/** Headless without a sandbox: the benchmark may run as root, where Chromium's sandbox refuses to start. */
const chromeFlags = ['--headless=new', '--no-sandbox'];

/** Lighthouse now and then fails to record a load on a busy machine (NO_NAVSTART…): the run is made again. */
const attempts = 3;

export interface Audit {
  lhr: Result;
  /** Lighthouse's own HTML report of the run. */
  html: string;
}

/**
 * One Lighthouse run in a Chromium of its own, with Lighthouse's defaults:
 * a mobile phone's screen and simulated throttling (a slow 4G and a CPU four times slower).
 */
async function runLighthouse(url: string, chromePath: string, cookies: PageCookie[]): Promise<Audit> {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    // A signed-in page's cookies go in the browser's own jar (Lighthouse leaves it as it is): a
    // Cookie header added to every request would be replaced by the jar's on the page's fetches.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (cookies.length > 0)
      await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(url).hostname })));
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: Object.values(categoryIds) },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return { lhr: result.lhr, html: String(result.report) };
  } finally {
    chrome.kill();
  }
}

/** A cookie the browser holds for the page's site before the run (a signed-in page's session). */
export interface PageCookie {
  name: string;
  value: string;
}

/**
 * One Lighthouse run of the page, made again (up to 3 times in all) when Lighthouse fails, the
 * browser holding `cookies` for the page's site.
 */
export async function auditPage(
  url: string,
  chromePath: string,
  onRetry: (error: Error) => void,
  cookies: PageCookie[] = [],
): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePath, cookies);
    } catch (error) {
      if (attempt === attempts || !(error instanceof Error)) throw error;
      onRetry(error);
    }
  }
}
