import type { RenderedPage } from './page-renderer';

const emptyRoot = /<div id="root"><\/div>/;
const headEnd = /<\/head>/i;
const bodyEnd = /<\/body>/i;

/**
 * Until the app has taken over a rendered page, its forms are markup only: a form sent then would
 * reload the page with the fields in its address. It is held instead (`data-held`), and the app sends
 * it once it runs. Inline so that it works before any file has arrived.
 */
const holdEarlySubmits =
  "addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-app-ready')){e.preventDefault();e.target.setAttribute('data-held','')}})";

/**
 * The built index.html with the page the server rendered in its root, and the state the app takes over
 * from; inline scripts carry the response's `nonce`, which the Content-Security-Policy allows.
 */
export function withRenderedApp(
  template: string,
  page: Extract<RenderedPage, { kind: 'page' }>,
  nonce: string,
): string {
  return template
    .replace(emptyRoot, () => `<div id="root">${page.appHtml}</div>`)
    .replace(headEnd, (end) => `  <script nonce="${nonce}">${holdEarlySubmits}</script>\n  ${end}`)
    .replace(bodyEnd, (end) => `${page.stateHtml}\n  ${end}`);
}
