import type { Language } from '@madabook/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the app that takes it over: the language it was rendered in
 * and the data it was rendered from, so that the first render in the browser draws the same page.
 */
export type PageState = { language: Language; queries: DehydratedState };

const pageStateId = 'page-state';

/** The state as a JSON data block, which no `</script>` in the data can end early. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageStateId}">${json}</script>`;
}

/** The state the server left in the page; undefined for a page the app draws by itself. */
export function readPageState(): PageState | undefined {
  const text = document.getElementById(pageStateId)?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}
