const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const formatPrice = (dollars: number) => price.format(dollars);
export const formatMiles = (miles: number) => `${count.format(miles)} miles`;
export const formatCount = (n: number) => count.format(n);
