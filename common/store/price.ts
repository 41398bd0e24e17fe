// One price format for the browser and the server, so a price never reads differently in two places.

/** Reads a price as a number: finite numbers, or numeric text such as "20.00" (prices may arrive as text). */
function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/**
 * "$20.00": dollars, a point and two digits of cents, with no thousands separator (the club's own
 * figures are written that way: '$2940.00' on the old site). The old site's rule: a non-number or
 * negative price shows $0.00. Written out rather than through Intl.NumberFormat: a page's first
 * Intl formatter starts ICU on the main thread (15–70 ms here, four times that on a phone), and the
 * store's pages format nothing else; a unit test holds it to Intl's answer.
 */
export function formatPrice(value: unknown): string {
  const amount = toAmount(value);
  if (amount === undefined || amount <= 0) return '$0.00';
  // Rounded as the decimal the price is written as, not its binary approximation (1.005 → 1.01, as
  // Intl does). A tiny amount is written with an exponent, which the shift cannot follow; it rounds
  // to nothing either way.
  const shifted = Number(`${amount}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : amount * 100);
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
