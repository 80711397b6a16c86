import type { Photo, PhotoRendition } from '@madabook/contracts';
import { LandscapeArt } from '@/components/art/landscape-art';
import { cn } from '@/lib/cn';

type StayPhotoProps = {
  photo: Photo | null | undefined;
  rendition: PhotoRendition;
  /** Empty when the text beside the photo already says what it shows. */
  alt: string;
  /** Above the fold: load it at once. */
  eager?: boolean;
  className?: string;
};

/** A hotel or room photo in the rendition the layout needs, its size known before it loads. */
export function StayPhoto({ photo, rendition, alt, eager = false, className }: StayPhotoProps) {
  // Without a photo, the island's drawn evening rather than an empty frame.
  if (!photo) return <LandscapeArt className={cn('bg-lagoon-900', className)} />;
  return (
    <img
      src={photo.urls[rendition]}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('bg-secondary object-cover', className)}
    />
  );
}
