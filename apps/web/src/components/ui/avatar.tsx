import { useState } from 'react';
import { cn } from '@/lib/cn';

type AvatarProps = {
  /** A picture's address; its initial stands in when there is none or it does not load. */
  src?: string | null;
  name: string;
  className?: string;
};

/** Decorative: the name it stands for is always written next to it. */
function Avatar({ src, name, className }: AvatarProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <span
      data-slot="avatar"
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-highlight font-semibold text-highlight-foreground text-sm',
        className,
      )}
    >
      {src && src !== brokenSrc ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setBrokenSrc(src)} />
      ) : (
        initial
      )}
    </span>
  );
}

export { Avatar, type AvatarProps };
