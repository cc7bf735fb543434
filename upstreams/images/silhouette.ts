/**
 * Listing photos are generated: a side-view silhouette of the body style, painted in the
 * listing's exterior colour. 400x300, so cards keep a 4:3 box.
 */

interface Shape {
  body: string;
  windows: string;
  wheels: [number, number];
}

const SHAPES: Record<string, Shape> = {
  SEDAN: {
    body: 'M40 200 L60 165 L130 155 L175 115 L270 112 L315 150 L365 162 L372 200 Z',
    windows: 'M142 155 L182 122 L225 120 L225 155 Z M233 120 L266 120 L300 152 L233 155 Z',
    wheels: [110, 300],
  },
  COUPE: {
    body: 'M40 200 L55 170 L140 158 L190 118 L260 116 L320 155 L368 165 L372 200 Z',
    windows: 'M155 158 L195 126 L255 124 L300 156 Z',
    wheels: [110, 300],
  },
  CONVERT: {
    body: 'M40 200 L55 170 L150 160 L175 140 L185 160 L330 158 L368 166 L372 200 Z',
    windows: 'M178 146 L183 158 L172 158 Z',
    wheels: [110, 300],
  },
  HATCH: {
    body: 'M45 200 L60 165 L120 155 L165 112 L300 108 L335 160 L360 168 L362 200 Z',
    windows: 'M132 155 L172 120 L230 118 L230 155 Z M238 118 L295 116 L320 155 L238 155 Z',
    wheels: [110, 295],
  },
  WAGON: {
    body: 'M40 200 L58 166 L125 156 L170 114 L340 110 L355 160 L370 168 L372 200 Z',
    windows: 'M137 156 L177 122 L240 120 L240 156 Z M248 120 L335 118 L345 156 L248 156 Z',
    wheels: [110, 305],
  },
  SUVCROSS: {
    body: 'M40 205 L45 160 L110 150 L150 100 L340 98 L360 150 L372 160 L372 205 Z',
    windows: 'M122 150 L158 108 L235 106 L235 150 Z M243 106 L335 106 L348 150 L243 150 Z',
    wheels: [105, 305],
  },
  TRUCKS: {
    body: 'M30 205 L32 160 L100 150 L130 98 L220 96 L230 140 L375 140 L375 205 Z',
    windows: 'M112 150 L138 106 L212 104 L218 150 Z',
    wheels: [95, 315],
  },
  VANMV: {
    body: 'M40 205 L45 150 L95 100 L350 92 L365 150 L372 205 Z',
    windows:
      'M105 145 L140 110 L200 106 L200 145 Z M210 106 L280 104 L280 145 L210 145 Z M290 104 L345 102 L352 145 L290 145 Z',
    wheels: [105, 310],
  },
};

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The drawing of a listing photo (photos.ts renders it to the raster photo served). */
export function silhouetteSvg(bodyStyle: string, colorHex: string): string {
  const shape = SHAPES[bodyStyle] ?? SHAPES.SEDAN;
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="205" r="30" fill="#222"/><circle cx="${cx}" cy="205" r="13" fill="#bbb"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="#eef1f5"/>
<ellipse cx="205" cy="238" rx="180" ry="10" fill="#d5d9df"/>
<path d="${shape.body}" fill="${colorHex}" stroke="#333" stroke-width="3" stroke-linejoin="round"/>
<path d="${shape.windows}" fill="#9fc3e0" stroke="#333" stroke-width="2" stroke-linejoin="round"/>
${wheel(shape.wheels[0])}${wheel(shape.wheels[1])}
</svg>`;
}

/** A dealer logo: the dealer's initials on a tile. */
export function monogramSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80" role="img" aria-label="${escapeXml(name)} logo">
<rect width="80" height="80" rx="10" fill="#0b3d91"/>
<text x="40" y="50" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}
