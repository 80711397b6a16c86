import { hotelGallerySizes, type Photo } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { StayPhoto } from '@/components/stay/stay-photo';
import { cn } from '@/lib/cn';

const shownOnWideScreens = 5;

/**
 * The mosaic's cell of each photo from 640 px (4 columns, 2 rows): the first takes half; the
 * others share the rest, taller when they are few.
 */
function mosaicCell(index: number, count: number): string {
  const shown = Math.min(count, shownOnWideScreens);
  if (index >= shown) return 'sm:hidden';
  if (shown === 1) return 'sm:col-span-4 sm:row-span-2';
  if (index === 0 || shown === 2) return 'sm:col-span-2 sm:row-span-2';
  if (shown === 3 || (shown === 4 && index === 1)) return 'sm:row-span-2';
  return '';
}

/**
 * Phones swipe through every photo; from 640 px the first five form a mosaic, the first one large.
 * The region is focusable so that the keyboard can scroll it too.
 */
export function HotelGallery({ photos, hotelName }: { photos: readonly Photo[]; hotelName: string }) {
  const { t } = useTranslation('hotel');
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  if (ordered.length === 0) return null;
  return (
    <section
      aria-label={t('gallery.label', { name: hotelName })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0"
    >
      <ul className="flex snap-x snap-mandatory gap-2 sm:grid sm:h-[26rem] sm:grid-cols-4 sm:grid-rows-2">
        {ordered.map((photo, index) => (
          <li
            key={photo.id}
            className={cn(
              'aspect-[4/3] w-[85%] shrink-0 snap-start overflow-hidden rounded-xl sm:aspect-auto sm:w-auto',
              mosaicCell(index, ordered.length),
            )}
          >
            <StayPhoto
              photo={photo}
              rendition={index === 0 ? 'large' : 'card'}
              sizes={hotelGallerySizes}
              alt={t('gallery.photo', { name: hotelName, index: index + 1, count: ordered.length })}
              priority={index === 0}
              className="size-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
