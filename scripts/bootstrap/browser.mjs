// The browser tests need a Chromium: Debian's package when we may install it, else Playwright's own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './processes.mjs';

const systemBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findSystemBrowser() {
  return [process.env.CHROME_PATH, ...systemBrowsers].find((path) => path && existsSync(path));
}

function mayUseApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

/** The Chromium to test with, installed first when missing; undefined means Playwright's own. */
export function ensureBrowser(root) {
  const found = findSystemBrowser();
  if (found) return found;
  if (mayUseApt()) {
    console.log(
      "No Chromium found for the browser tests: installing Debian's package (apt-get install -y chromium)…",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    return findSystemBrowser();
  }
  console.log(
    'No Chromium found for the browser tests: downloading Playwright’s Chromium (playwright install chromium)…',
  );
  run(join(root, 'node_modules/.bin/playwright'), ['install', 'chromium'], { cwd: root });
  return undefined;
}
