import { EXTERIOR_COLORS } from '../db/vocabulary';

/**
 * A trim's picture (the model info endpoint's imagePath, docs/rules/research.md#trim): its model's
 * body style silhouette, rendered like a listing photo (photos.ts), in a paint of its own that is
 * the same on every call (chosen from the trim's codes). Served by the listing search upstream
 * (lsc/routes.ts); the gateway forwards /images/*.
 */
export const trimImagePath = (modelCode: string, trimCode: string) =>
  `/images/trims/${encodeURIComponent(modelCode)}/${encodeURIComponent(trimCode)}.webp`;

/** The paint of a trim's picture: one of the exterior colours, by a hash of the codes (FNV-1a). */
export function trimPaintHex(modelCode: string, trimCode: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${modelCode}/${trimCode}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return EXTERIOR_COLORS[hash % EXTERIOR_COLORS.length].hex;
}
