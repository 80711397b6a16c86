import { Skeleton } from '@/components/ui/skeleton';

const skeletonCards = ['first', 'second', 'third'];

export function FlightResultsSkeleton() {
  return (
    <ul aria-hidden className="flex flex-col gap-4">
      {skeletonCards.map((key) => (
        <li key={key} className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5 md:flex-row">
          <div className="flex flex-1 flex-col gap-4">
            <div className="flex items-center gap-2.5">
              <Skeleton className="size-8" />
              <Skeleton className="h-4 w-40" />
            </div>
            <div className="flex items-center justify-between gap-4">
              <Skeleton className="h-12 w-16" />
              <Skeleton className="h-3 flex-1" />
              <Skeleton className="h-12 w-16" />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 md:w-[23rem]">
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </div>
        </li>
      ))}
    </ul>
  );
}
