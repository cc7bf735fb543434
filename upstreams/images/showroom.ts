import sharp from 'sharp';
import { escapeXml } from './silhouette';

/**
 * The picture of a dealer's differentiator content (the content service's imageUrl): its showroom,
 * its name on the sign, cars on the forecourt, drawn from the dealer's name and a palette of its
 * own, then rendered to WebP (sharp) once per dealer and kept, like the listing photos (photos.ts).
 * 640x320, a 2:1 banner.
 */
const rendered = new Map<string, Promise<Buffer>>();

export const SHOWROOM_CONTENT_TYPE = 'image/webp';

export interface ShowroomLook {
  /** The sign and the trim. */
  brandHex: string;
  /** The sky behind the building. */
  skyHex: string;
  /** The cars on the forecourt, left to right. */
  carHexes: readonly string[];
}

export function showroomSvg(name: string, look: ShowroomLook): string {
  const label = name.length > 28 ? `${name.slice(0, 27)}…` : name;
  const car = (x: number, hex: string) =>
    `<g transform="translate(${x} 250)">` +
    `<path d="M0 28 L6 12 L30 8 L44 -6 L92 -7 L108 8 L128 12 L130 28 Z" fill="${hex}" stroke="#333" stroke-width="2"/>` +
    `<path d="M48 -1 L90 -2 L100 8 L40 9 Z" fill="#9fc3e0"/>` +
    `<circle cx="28" cy="30" r="11" fill="#222"/><circle cx="104" cy="30" r="11" fill="#222"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320">
<rect width="640" height="320" fill="${look.skyHex}"/>
<rect y="240" width="640" height="80" fill="#c9ccd1"/>
<path d="M0 262 H640" stroke="#fff" stroke-width="3" stroke-dasharray="40 24"/>
<rect x="70" y="70" width="500" height="175" fill="#f4f5f7" stroke="#5b6270" stroke-width="3"/>
<rect x="70" y="70" width="500" height="40" fill="${look.brandHex}"/>
<text x="320" y="98" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
${[0, 1, 2, 3, 4].map((i) => `<rect x="${92 + i * 94}" y="124" width="80" height="112" fill="#a9cbe6" stroke="#5b6270" stroke-width="2"/>`).join('')}
<rect x="290" y="170" width="60" height="75" fill="#6d8fb0" stroke="#5b6270" stroke-width="2"/>
${look.carHexes.map((hex, i) => car(40 + i * 200, hex)).join('')}
</svg>`;
}

/** The showroom picture of one dealer, as WebP; the same for every listing type. */
export function showroomImage(key: string, name: string, look: ShowroomLook): Promise<Buffer> {
  let image = rendered.get(key);
  if (!image) {
    image = sharp(Buffer.from(showroomSvg(name, look)))
      .webp({ quality: 80 })
      .toBuffer();
    // A failed render is not kept: the next request tries again.
    image.catch(() => rendered.delete(key));
    rendered.set(key, image);
  }
  return image;
}
