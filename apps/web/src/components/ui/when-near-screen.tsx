import { type ReactNode, Suspense } from 'react';
import { useNearScreen } from '@/lib/use-near-screen';
import { Skeleton } from './skeleton';

/**
 * A placeholder of the given size until this spot comes near the screen, then `children`: a lazy
 * component among them fetches its code only then.
 */
export function WhenNearScreen({ className, children }: { className?: string; children: ReactNode }) {
  const [placeholder, near] = useNearScreen<HTMLDivElement>();
  if (!near) return <Skeleton ref={placeholder} className={className} />;
  return <Suspense fallback={<Skeleton className={className} />}>{children}</Suspense>;
}
