import { AD_SIZE_PIXELS } from './constants';
import type { CreativeRecord } from './store';

/**
 * A creative drawn as SVG, with nothing fetched: system fonts only, no links, no external images.
 * The advertiser, the headline and a plain car-and-road shape in the creative's colour, laid out
 * for its size.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const DEFAULT_COLOUR = '#0b3d91';

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"';

/** Words into lines of at most `width` characters, at most `max` lines (the last cut with an ellipsis). */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].slice(0, width - 1)}…`;
  return kept;
}

/** A car's side view: body, cabin and two wheels, `w` wide, its top left at (x, y). */
function car(x: number, y: number, w: number, colour: string): string {
  const h = w * 0.45;
  return [
    `<rect x="${x}" y="${y + h * 0.35}" width="${w}" height="${h * 0.4}" rx="${h * 0.12}" fill="${colour}"/>`,
    `<path d="M${x + w * 0.2} ${y + h * 0.36} L${x + w * 0.32} ${y} H${x + w * 0.68} L${x + w * 0.8} ${y + h * 0.36} Z" fill="${colour}" opacity="0.85"/>`,
    `<circle cx="${x + w * 0.25}" cy="${y + h * 0.78}" r="${h * 0.18}" fill="#1f2933"/>`,
    `<circle cx="${x + w * 0.75}" cy="${y + h * 0.78}" r="${h * 0.18}" fill="#1f2933"/>`,
  ].join('');
}

const text = (x: number, y: number, size: number, weight: number, fill: string, content: string) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;

function body(creative: CreativeRecord): string {
  const { width, height } = AD_SIZE_PIXELS[creative.size];
  // Only a hex colour goes into an attribute.
  const c = HEX_COLOUR.test(creative.colour) ? creative.colour : DEFAULT_COLOUR;
  switch (creative.size) {
    case 'FLUID': {
      const lines = wrap(creative.headline, 22, 3);
      const bodyTop = 58 + lines.length * 25 + 4;
      return [
        `<rect x="0" y="${height - 70}" width="${width}" height="70" fill="${c}" opacity="0.12"/>`,
        car(width - 130, height - 75, 110, c),
        text(16, 30, 13, 600, c, creative.advertiser),
        ...lines.map((line, i) => text(16, 58 + i * 25, 20, 700, '#1f2933', line)),
        ...wrap(creative.body, 38, 2).map((line, i) => text(16, bodyTop + i * 17, 13, 400, '#475467', line)),
      ].join('');
    }
    case 'LINER':
      return [
        `<rect x="0" y="0" width="8" height="${height}" fill="${c}"/>`,
        car(width - 150, 20, 120, c),
        text(24, 30, 13, 600, c, creative.advertiser),
        text(24, 62, 20, 700, '#1f2933', wrap(creative.headline, 46, 1)[0] ?? ''),
      ].join('');
    case 'FIXED':
      return [
        `<rect x="0" y="0" width="6" height="${height}" fill="${c}"/>`,
        car(width - 70, 12, 56, c),
        text(14, 18, 10, 600, c, creative.advertiser),
        text(14, 38, 14, 700, '#1f2933', wrap(creative.headline, 28, 1)[0] ?? ''),
      ].join('');
  }
}

export function creativeSvg(creative: CreativeRecord): string {
  const { width, height } = AD_SIZE_PIXELS[creative.size];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(creative.imageAlt)}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    body(creative),
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="none" stroke="#d0d5dd"/>`,
    '</svg>',
  ].join('');
}
