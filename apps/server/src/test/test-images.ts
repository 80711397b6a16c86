import sharp from 'sharp';

/** A small flat-colour image in the given format. */
export function testImage(format: 'png' | 'jpeg' | 'webp' | 'avif', width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: '#d2691e' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG as a phone writes it: stored sideways with EXIF orientation 6 (turn
 * 90° clockwise to view) and the GPS position of Antananarivo in its EXIF.
 */
export function cameraJpeg(storedWidth: number, storedHeight: number) {
  return sharp({ create: { width: storedWidth, height: storedHeight, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'MadaPhone', Model: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '18/1 54/1 49/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '47/1 32/1 10/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data holds a GPS section (tag 0x8825, in either byte order). */
export const hasGpsSection = (exif: Uint8Array | undefined) =>
  !!exif &&
  (Buffer.from(exif).includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
    Buffer.from(exif).includes(Buffer.from([0x88, 0x25, 0x00, 0x04])));
