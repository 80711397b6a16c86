import type { RenderedPage } from './page-renderer';

const emptyRoot = /<div id="root"><\/div>/;
const headEnd = /<\/head>/i;
const bodyEnd = /<\/body>/i;

const appScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page is the server's until the visitor's first sign (pointer, key, focus, scroll): only then does
 * the app's code run (its files are fetched once the page has loaded), so that a phone spends its first
 * seconds on nothing but showing the page. Meanwhile a form sent is held (`data-held`) and a click on a control that
 * needs the app is noted (`window.__lostClick`): the app sends and makes them again once it has taken the page
 * over (apps/web/src/app/take-over.tsx). Inline so that it works before any file has arrived.
 */
function wakeScript(appSource: string, appFiles: string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    "(function(){var d=document.documentElement,s=['pointerdown','pointermove','keydown','focusin','scroll']," +
    `w=function(){s.forEach(function(t){removeEventListener(t,w,true)});import(${json(appSource)})};` +
    // Fetched once the page has loaded, so as not to slow what it shows.
    `addEventListener('load',function(){setTimeout(function(){${json([appSource, ...appFiles])}.forEach(function(h){` +
    "var l=document.createElement('link');l.rel='prefetch';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})});" +
    's.forEach(function(t){addEventListener(t,w,{capture:true,passive:true})});' +
    // Every form of the app handles its own submit: one nobody handled is a form the app has not taken over
    // yet. Held, never sent by the browser itself (a GET that would put a password in the address).
    "addEventListener('submit',function(e){if(!e.defaultPrevented){e.preventDefault();e.target.setAttribute('data-held','')}});" +
    "addEventListener('click',function(e){var t=e.target;if(!d.hasAttribute('data-app-ready')&&t.closest&&!t.closest('a[href],[type=submit],form button:not([type])'))window.__lostClick=t},true)})()"
  );
}

/**
 * The built index.html with the page the server rendered in its root, and the state the app takes over
 * from; inline scripts carry the response's `nonce`, which the Content-Security-Policy allows.
 */
export function withRenderedApp(
  template: string,
  page: Extract<RenderedPage, { kind: 'page' }>,
  nonce: string,
): string {
  const appSource = appScript.exec(template)?.[1];
  const document = template.replace(emptyRoot, () => `<div id="root">${page.appHtml}</div>`);
  if (!appSource) return document.replace(bodyEnd, (end) => `${page.stateHtml}\n  ${end}`);
  const appFiles = [...template.matchAll(modulePreload)].map((link) => link[1] as string);
  return document
    .replace(appScript, '')
    .replace(modulePreload, '')
    .replace(
      headEnd,
      (end) => `  <script nonce="${nonce}">${wakeScript(appSource, appFiles)}</script>\n  ${end}`,
    )
    .replace(bodyEnd, (end) => `${page.stateHtml}\n  ${end}`);
}
