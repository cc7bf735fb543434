/*
 * en-US numbers without Intl. A page's first Intl call loads ICU's locale data: 35–100 ms of main
 * thread while the client starts (measured in Chromium for bench:web), in the task that evaluates the
 * bundle. Grouping digits with commas is all these strings need, and the server and the client
 * format alike, so the hydrated text matches. tests/web/format.test.ts checks them against Intl.
 */

/** 1234567 → '1,234,567'; fractions round to whole numbers, half away from zero. */
export function formatWhole(n: number): string {
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** 23995 → '$23,995' (whole dollars). */
export const formatPrice = (dollars: number) => {
  const text = formatWhole(dollars);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
};
export const formatCount = (n: number) => formatWhole(n);
export const formatMiles = (miles: number) => `${formatWhole(miles)} miles`;
