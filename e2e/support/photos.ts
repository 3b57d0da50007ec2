import sharp from 'sharp';

/** A plain photo as a phone's camera would hand it over: a JPEG of one colour, this size. */
export const testJpeg = (width = 800, height = 600, background = '#4a9') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
