import { type Photo, type PhotoRendition, photoSrcSet } from '@madabook/contracts';
import { LandscapeArt } from '@/components/art/landscape-art';
import { cn } from '@/lib/cn';

type StayPhotoProps = {
  photo: Photo | null | undefined;
  /** The file shown where `sizes` is not given (and by a browser that ignores `srcset`). */
  rendition: PhotoRendition;
  /**
   * The width the photo takes on screen, as the `sizes` attribute: the browser then picks the
   * smallest rendition that covers it at the screen's pixel density.
   */
  sizes?: string;
  /** Empty when the text beside the photo already says what it shows. */
  alt: string;
  /** The page's largest image, on screen at once: fetched first rather than when laid out. */
  priority?: boolean;
  className?: string;
};

/** A hotel or room photo in the width the layout needs, its size known before it loads. */
export function StayPhoto({ photo, rendition, sizes, alt, priority = false, className }: StayPhotoProps) {
  // Without a photo, the island's drawn evening rather than an empty frame.
  if (!photo) return <LandscapeArt className={cn('bg-lagoon-900', className)} />;
  return (
    <img
      src={photo.urls[rendition]}
      {...(sizes ? { srcSet: photoSrcSet(photo), sizes } : {})}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('bg-secondary object-cover', className)}
    />
  );
}
