import { type Photo, photoSchema } from '@madabook/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { toast } from '@/lib/toast';
import { toastApiError } from '@/lib/toasts';
import { type PhotoOwner, type PhotosChange, photosPath } from '../photo-owner';

/** PUT …/photos/order. The new order shows at once and goes back if the server refuses it. */
export function useReorderPhotos(owner: PhotoOwner, onPhotosChange: PhotosChange) {
  const area = useBackOfficeArea();
  return useMutation({
    mutationFn: (next: { photos: Photo[]; previous: Photo[] }) =>
      apiRequest(`${photosPath(owner, area)}/order`, {
        method: 'PUT',
        body: { photoIds: next.photos.map((photo) => photo.id) },
        schema: z.array(photoSchema),
      }),
    onMutate: ({ photos }) => onPhotosChange(() => photos),
    onSuccess: (photos) => onPhotosChange(() => photos),
    onError: (error, { previous }) => {
      onPhotosChange(() => previous);
      toastApiError(error);
    },
  });
}

/** DELETE …/photos/{photoId}: the photo and its files go. */
export function useRemovePhoto(owner: PhotoOwner, onPhotosChange: PhotosChange) {
  const { t } = useTranslation('adminPhotos');
  const area = useBackOfficeArea();
  return useMutation({
    mutationFn: (photo: Photo) =>
      apiRequest(`${photosPath(owner, area)}/${encodeURIComponent(photo.id)}`, { method: 'DELETE' }),
    onSuccess: (_data, photo) => {
      onPhotosChange((photos) => photos.filter((candidate) => candidate.id !== photo.id));
      toast.success(t('removed'));
    },
    onError: toastApiError,
  });
}
