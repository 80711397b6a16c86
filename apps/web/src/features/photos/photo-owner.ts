import type { Photo } from '@madabook/contracts';
import { areaPath, type BackOfficeArea } from '@/lib/back-office-area';

/** Hotels and rooms have photos alike, under their own paths. */
export type PhotoOwner = { kind: 'hotel' | 'room'; id: string };

export function photosPath(owner: PhotoOwner, area: BackOfficeArea): string {
  const id = encodeURIComponent(owner.id);
  return areaPath(area, owner.kind === 'hotel' ? `/hotels/${id}/photos` : `/hotels/rooms/${id}/photos`);
}

/**
 * How the gallery tells its owner's data that the photos changed: an update of the list as it is
 * then, so that an upload and a removal finishing together do not undo each other.
 */
export type PhotosChange = (update: (photos: Photo[]) => Photo[]) => void;
