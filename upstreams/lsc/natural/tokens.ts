/** One word of a sentence as the reader sees it. */
export interface Token {
  text: string;
  /** A comma came right before it ('macon, ga'). */
  afterComma: boolean;
}

const NUMBER = /^(\$)?(\d+(?:\.\d+)?)(k)?(\+)?$/;

/** An amount's parts: '$30k+' → { dollars: true, digits: '30', thousands: true, plus: true }. */
export function numberOf(
  text: string,
): { dollars: boolean; digits: string; thousands: boolean; plus: boolean } | undefined {
  const match = NUMBER.exec(text);
  if (!match) return undefined;
  return { dollars: !!match[1], digits: match[2], thousands: !!match[3], plus: !!match[4] };
}

/**
 * Lower case, accents and punctuation gone: '2016-2018' and '$20k-$30k' become ranges ('to'),
 * '30,000' one number, 'F-150' two words ('f 150'), '~' a word of its own.
 */
export function tokenise(sentence: string): Token[] {
  const text = sentence
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/(\dk?)\s*[-–—]\s*(?=\$?\d)/g, '$1 to ')
    .replace(/~/g, ' ~ ');
  const tokens: Token[] = [];
  let afterComma = false;
  for (const match of text.matchAll(/,|~|\$?\d+(?:\.\d+)?k?\+?(?![a-z0-9])|[a-z0-9]+/g)) {
    if (match[0] === ',') {
      afterComma = true;
      continue;
    }
    tokens.push({ text: match[0], afterComma });
    afterComma = false;
  }
  return tokens;
}

/** A name as the reader compares it: 'CR-V' → 'cr v', 'Mercedes-Benz' → 'mercedes benz'. */
export function words(name: string): string {
  return tokenise(name)
    .map((token) => token.text)
    .join(' ');
}
