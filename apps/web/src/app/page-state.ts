import type { Language } from '@madabook/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One answer the page was drawn from, as the query cache holds it. */
type LoadedQuery = { key: QueryKey; data: unknown; updatedAt: number };

/**
 * What a server-rendered page hands to the app that takes it over: the language it was rendered in
 * and the data it was rendered from, so that the first render in the browser draws the same page.
 */
export type PageState = { language: Language; queries: LoadedQuery[] };

/** The answers in `queryClient` (failed and unfinished ones are the browser's to ask again). */
export function loadedQueries(queryClient: QueryClient): LoadedQuery[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

/** Puts the page's answers in the browser's query cache, as old as they were on the server. */
export function restoreQueries(queryClient: QueryClient, queries: LoadedQuery[]): void {
  for (const query of queries)
    queryClient.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
}

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
