import { type PhotoRendition, photoRenditionWidths, photoUploadLimits } from '@madabook/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../lib/errors';

export interface RenderedPhoto {
  /** The size of the largest rendition. */
  width: number;
  height: number;
  renditions: Record<PhotoRendition, Uint8Array>;
}

/** What the bytes are, whatever the file's name or declared type says. AVIF reads as HEIF with AV1. */
const isAcceptedImage = (metadata: Metadata) =>
  metadata.format === 'jpeg' ||
  metadata.format === 'png' ||
  metadata.format === 'webp' ||
  (metadata.format === 'heif' && metadata.compression === 'av1');

const encode = (source: Sharp, width: number) =>
  source
    .clone()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });

async function readMetadata(bytes: Uint8Array): Promise<Metadata | undefined> {
  try {
    return await sharp(bytes).metadata();
  } catch {
    return undefined;
  }
}

/**
 * Re-encodes an uploaded image as WebP in every rendition width, never
 * enlarging, turned upright by its EXIF orientation. sharp writes no
 * metadata unless asked to (`withMetadata`, `keepExif`), so EXIF with its
 * GPS position, XMP and the camera's ICC profile all stay behind.
 */
export async function renderPhoto(bytes: Uint8Array): Promise<RenderedPhoto> {
  const metadata = await readMetadata(bytes);
  if (!metadata || !isAcceptedImage(metadata)) throw new AppError('INVALID_IMAGE');
  if (metadata.width * metadata.height > photoUploadLimits.maxPixels) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `A photo may have at most ${photoUploadLimits.maxPixels / 1e6} megapixels`,
    );
  }
  const source = sharp(bytes, { limitInputPixels: photoUploadLimits.maxPixels }).autoOrient();
  // Renditions wider than the image are the image itself: each width is encoded once.
  const byWidth = new Map<number, ReturnType<typeof encode>>();
  const renditionUpTo = (maxWidth: number) => {
    const width = Math.min(maxWidth, metadata.autoOrient.width);
    const encoded = byWidth.get(width) ?? encode(source, width);
    byWidth.set(width, encoded);
    return encoded;
  };
  const [thumb, card, large] = await Promise.all([
    renditionUpTo(photoRenditionWidths.thumb),
    renditionUpTo(photoRenditionWidths.card),
    renditionUpTo(photoRenditionWidths.large),
  ]).catch(() => {
    throw new AppError('INVALID_IMAGE');
  });
  return {
    width: large.info.width,
    height: large.info.height,
    renditions: { thumb: thumb.data, card: card.data, large: large.data },
  };
}
