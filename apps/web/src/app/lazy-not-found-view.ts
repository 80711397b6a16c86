import { lazyRouteComponent } from '@tanstack/react-router';

/** Seldom seen: the Not Found view's code loads when an address matches nothing. */
export const LazyNotFoundView = lazyRouteComponent(() => import('./not-found-view'), 'NotFoundView');
