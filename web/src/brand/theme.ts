import type { BrandCode } from '../../../contracts/search/brands';

/**
 * Each brand's identity on the page (docs/rules/brands.md#identity): its colours, as CSS custom
 * properties every rule of styles.css reads (--brand for links, buttons and the header,
 * --brand-contrast for text on it, --accent for highlights), and its logo's mark and tagline.
 * The one place a brand's look is decided.
 */
export interface BrandTheme {
  /** Links, primary buttons, the header's bar: at least 4.5:1 against white. */
  brand: string;
  /** Text and icons on the brand colour: at least 4.5:1 against it. */
  brandContrast: string;
  /** Small highlights (the logo's mark, focus accents). */
  accent: string;
  /** The logo's mark: a short monogram shown beside the brand's name. */
  logoMark: string;
  /** A line under the name in the footer. */
  tagline: string;
}

export const BRAND_THEMES: Readonly<Record<BrandCode, BrandTheme>> = {
  motormart: {
    brand: '#0b3d91',
    brandContrast: '#ffffff',
    accent: '#f2a900',
    logoMark: 'MM',
    tagline: 'Used and new cars from dealers and private sellers near you.',
  },
  fairvalue: {
    brand: '#0f6b4f',
    brandContrast: '#ffffff',
    accent: '#8fd14f',
    logoMark: 'FV',
    tagline: 'Cars for sale, with what each one is worth.',
  },
  halden: {
    brand: '#5b2333',
    brandContrast: '#ffffff',
    accent: '#d9b26f',
    logoMark: 'H',
    tagline: 'New and certified pre-owned Halden Motors vehicles.',
  },
};

/**
 * The brand's custom properties as a rule the server puts in the page's head. `html:root` outranks
 * styles.css's `:root` defaults (the used-car brand's) wherever the two land in the document.
 */
export function themeCss(code: BrandCode): string {
  const theme = BRAND_THEMES[code];
  return `html:root{--brand:${theme.brand};--brand-contrast:${theme.brandContrast};--accent:${theme.accent}}`;
}
