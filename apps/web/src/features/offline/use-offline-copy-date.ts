import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { API_BASE_PATH } from '@/lib/api-client';
import type { OfflineData } from './use-offline-copies';
import { askWorker, workersSupported } from './worker-channel';

/** When the oldest of these copies was saved (ms), from the worker's answer; null when there is none. */
export function oldestCopy(copies: Record<string, string>): number | null {
  const dates = Object.values(copies)
    .map((savedAt) => Date.parse(savedAt))
    .filter((date) => !Number.isNaN(date));
  return dates.length === 0 ? null : Math.min(...dates);
}

/**
 * When the oldest of the page's API answers was saved, if any of them came from the worker's copy (the
 * network having failed); null while they all come from the network. Asked of the worker as the page
 * shows, and again each time one of those answers arrives.
 */
export function useOfflineCopyDate(data: readonly OfflineData[]): Date | null {
  const queryCache = useQueryClient().getQueryCache();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const shown = useRef(data);
  shown.current = data;
  const dataKey = data.map((item) => item.path).join('\n');

  useEffect(() => {
    if (!workersSupported() || !dataKey) return;
    const paths = shown.current.map((item) => `${API_BASE_PATH}${item.path}`);
    const watched = new Set(shown.current.map((item) => hashKey(item.queryKey)));
    let asked = 0;
    const ask = () => {
      const worker = navigator.serviceWorker.controller;
      if (!worker) return;
      const question = ++asked;
      void askWorker(worker, { type: 'copies', data: paths }).then((answer) => {
        if (answer && question === asked) setSavedAt(oldestCopy(answer.copies));
      });
    };
    ask();
    const unsubscribe = queryCache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (watched.has(event.query.queryHash)) ask();
    });
    return () => {
      asked = -1;
      unsubscribe();
    };
  }, [queryCache, dataKey]);

  return savedAt === null ? null : new Date(savedAt);
}
