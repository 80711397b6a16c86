import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
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
async function runLighthouse(
  url: string,
  chromePath: string,
  headers: Record<string, string> | undefined,
): Promise<Audit> {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: Object.values(categoryIds),
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return { lhr: result.lhr, html: String(result.report) };
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run of the page, made again (up to 3 times in all) when Lighthouse fails; `headers`
 * go with every request of the page (a signed-in page's cookie).
 */
export async function auditPage(
  url: string,
  chromePath: string,
  onRetry: (error: Error) => void,
  headers?: Record<string, string>,
): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePath, headers);
    } catch (error) {
      if (attempt === attempts || !(error instanceof Error)) throw error;
      onRetry(error);
    }
  }
}
