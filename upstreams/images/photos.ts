import sharp from 'sharp';
import { silhouetteSvg } from './silhouette';

/**
 * Listing photos as a photo CDN serves them: raster WebP, not SVG. A browser decodes a raster photo
 * off the page's main thread; an SVG <img> is a document of its own, built, laid out and painted
 * on the main thread, one per photo (bench:web, BENCHMARKS.md). The drawing is the body style's
 * silhouette in the exterior colour, so there are only as many photos as pairs of the two: each
 * is rendered (sharp, from the SVG) once and kept.
 */
const rendered = new Map<string, Promise<Buffer>>();

export const PHOTO_CONTENT_TYPE = 'image/webp';

export function listingPhoto(bodyStyle: string, colorHex: string): Promise<Buffer> {
  const key = `${bodyStyle}:${colorHex}`;
  let photo = rendered.get(key);
  if (!photo) {
    photo = sharp(Buffer.from(silhouetteSvg(bodyStyle, colorHex)))
      .webp({ quality: 80 })
      .toBuffer();
    // A failed render is not kept: the next request tries again.
    photo.catch(() => rendered.delete(key));
    rendered.set(key, photo);
  }
  return photo;
}
