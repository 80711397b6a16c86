import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PhotoManager } from './photo-manager';

/** A hotel page's photo section. */
export function PhotosCard(props: ComponentProps<typeof PhotoManager>) {
  const { t } = useTranslation('adminPhotos');
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PhotoManager {...props} />
      </CardContent>
    </Card>
  );
}
