import { type Photo, type PhotoRendition, photoRenditions, photoRenditionWidths } from './catalog';

/** A rendition's size: the photo's own width (that of its largest rendition) caps it. */
export function photoRenditionSize(photo: Pick<Photo, 'width' | 'height'>, rendition: PhotoRendition) {
  const width = Math.min(photoRenditionWidths[rendition], photo.width);
  return { width, height: Math.round((photo.height * width) / photo.width) };
}

/**
 * The photo's renditions as a `srcset`, each with its real width; a rendition as wide as a smaller
 * one (the photo was narrower than it) is the same picture and is left out.
 */
export function photoSrcSet(photo: Pick<Photo, 'width' | 'height' | 'urls'>): string {
  const candidates = new Map<number, string>();
  for (const rendition of photoRenditions) {
    const { width } = photoRenditionSize(photo, rendition);
    if (!candidates.has(width)) candidates.set(width, photo.urls[rendition]);
  }
  return [...candidates].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/**
 * The width a photo of a hotel page's gallery takes on screen at most (85 % of a phone's, half of
 * the page from 640 px, which stops growing at 1280 px): the gallery's `sizes`, and the server's
 * preload of the first photo, which must ask for the same file or the browser downloads two.
 */
export const hotelGallerySizes = '(min-width: 1280px) 640px, (min-width: 640px) 50vw, 85vw';
