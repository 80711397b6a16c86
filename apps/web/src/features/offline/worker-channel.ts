// The page's line to the service worker (worker/service-worker.ts): registering it, waiting for it to
// take the page, asking it a question.
import { type PageMessage, readWorkerAnswer, type WorkerAnswer } from './worker-messages';

const workerUrl = '/sw.js';
/** How long to wait for the worker to take the page, or to answer. */
const waitMs = 10_000;

/** Production builds only: the development server has no /sw.js, and its modules change under it. */
export function workersSupported(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

let registration: Promise<ServiceWorkerRegistration> | undefined;

export function registerWorker(): Promise<ServiceWorkerRegistration> {
  registration ??= navigator.serviceWorker
    .register(workerUrl, { scope: '/', updateViaCache: 'none' })
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

/** The worker in charge of this page; a page opened before it was installed is taken once it is active. */
export function pageController(): Promise<ServiceWorker | null> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      serviceWorker.removeEventListener('controllerchange', done);
      resolve(serviceWorker.controller);
    };
    const timer = setTimeout(done, waitMs);
    serviceWorker.addEventListener('controllerchange', done);
  });
}

/** The worker's answer; null if it did not answer in time. */
export function askWorker(worker: ServiceWorker, message: PageMessage): Promise<WorkerAnswer | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), waitMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(readWorkerAnswer(event.data));
    };
    worker.postMessage(message, [channel.port2]);
  });
}
