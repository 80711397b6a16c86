import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, hasGpsSection, testImage } from '../test/test-images';
import { renderPhoto } from './image-pipeline';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('renderPhoto', () => {
  it.each(['png', 'jpeg', 'webp', 'avif'] as const)(
    'accepts %s and answers three WebP renditions',
    async (format) => {
      const photo = await renderPhoto(await testImage(format, 2000, 1000));
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 800 });
      for (const [rendition, width] of [
        ['thumb', 320],
        ['card', 800],
        ['large', 1600],
      ] as const) {
        const metadata = await sharp(photo.renditions[rendition]).metadata();
        expect([rendition, metadata.format, metadata.width]).toEqual([rendition, 'webp', width]);
      }
    },
  );

  it('never enlarges a small image', async () => {
    const photo = await renderPhoto(await testImage('png', 500, 250));
    const widths = await Promise.all(
      Object.values(photo.renditions).map(async (bytes) => (await sharp(bytes).metadata()).width),
    );
    expect(widths).toEqual([320, 500, 500]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 500, height: 250 });
  });

  it('turns the image upright by its EXIF orientation and keeps no metadata, GPS included', async () => {
    const source = await cameraJpeg(1200, 900);
    expect(hasGpsSection((await sharp(source).metadata()).exif)).toBe(true);
    const photo = await renderPhoto(source);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 900, height: 1200 });
    for (const bytes of Object.values(photo.renditions)) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(Buffer.from(bytes).includes('MadaPhone')).toBe(false);
    }
  });

  it('judges the bytes: text, SVG, GIF and truncated images are refused as INVALID_IMAGE', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const png = await testImage('png', 800, 600);
    const truncated = png.subarray(0, png.length / 2);
    for (const bytes of [Buffer.from('just some text, named photo.jpg'), svg, gif, truncated]) {
      expect(await codeOf(renderPhoto(bytes))).toBe('INVALID_IMAGE');
    }
  });

  it('refuses an image of more than 50 megapixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await codeOf(renderPhoto(huge))).toBe('PAYLOAD_TOO_LARGE');
  });
});
