import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { API_BASE_PATH } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { askWorker, pageController, registerWorker, workersSupported } from './worker-channel';
import type { KeepMessage, LeaveMessage } from './worker-messages';

/** An API answer a trips page shows: its path under the API's base, and the query that reads it. */
export type OfflineData = { path: string; queryKey: QueryKey };

/**
 * unavailable: this page will not open offline here (no service worker: development, an old browser,
 * storage refused); preparing; ready: the page, its files and its answers are kept on this device.
 */
export type OfflineStatus = 'unavailable' | 'preparing' | 'ready';

/** The session read the pages' guard needs, offline too. */
const sessionData: OfflineData = { path: '/auth/get-session', queryKey: sessionQueryOptions.queryKey };

/** Every file of this origin the page has loaded so far (the worker keeps the app's own). */
function loadedFiles(): string[] {
  const origin = `${window.location.origin}/`;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(origin));
}

/**
 * Registers the worker and has it keep this page: its HTML and files, then its API answers. Answers
 * read before the worker took the page (its first visit) are read again, through it.
 */
async function keepPage(page: string, data: readonly OfflineData[], queryClient: QueryClient) {
  await registerWorker();
  const worker = await pageController();
  if (!worker) return false;
  // The fonts load as the text shows: wait for them to be among the files.
  await document.fonts?.ready;
  const paths = data.map((item) => `${API_BASE_PATH}${item.path}`);
  const message: KeepMessage = { type: 'keep', page, files: loadedFiles(), data: paths };
  const kept = await askWorker(worker, message);
  if (kept === null) return false;
  if (kept.missing.length === 0) return true;
  await Promise.all(
    data
      .filter((_, index) => kept.missing.includes(paths[index] ?? ''))
      .map((item) => queryClient.refetchQueries({ queryKey: item.queryKey, exact: true })),
  );
  const again = await askWorker(worker, { ...message, files: [] });
  return again !== null && again.missing.length === 0;
}

/**
 * Makes the trips page shown available offline on this device (a service worker, registered here,
 * keeps it), and tells how far that is. `data`: the API answers the page shows; the session is added.
 */
export function useOfflineCopies(data: readonly OfflineData[]): OfflineStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OfflineStatus>(() =>
    workersSupported() ? 'preparing' : 'unavailable',
  );
  const shown = useRef(data);
  shown.current = data;
  const dataKey = data.map((item) => item.path).join('\n');

  useEffect(() => {
    if (!workersSupported() || !dataKey) return;
    let current = true;
    setStatus('preparing');
    // The page shown: each trips page mounts its own note, and a trip's shows other data than another's.
    keepPage(window.location.pathname, [...shown.current, sessionData], queryClient)
      .catch(() => false)
      .then((ready) => {
        if (current) setStatus(ready ? 'ready' : 'unavailable');
      });
    return () => {
      current = false;
      navigator.serviceWorker.controller?.postMessage({ type: 'leave' } satisfies LeaveMessage);
    };
  }, [dataKey, queryClient]);

  return status;
}
