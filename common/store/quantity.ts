// The quantity rule shared by every quantity field: what a visitor types becomes a whole number of at least 1.

export const MIN_QUANTITY = 1;

/** The old site's rule: quantity is at least 1 and a non-numeric entry becomes 1. Fractions round down. */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.floor(n));
}
