// One price format for the browser and the server, so a price never reads differently in two places.

// No thousands separator: the club's own figures are written that way ('$2940.00' on the old site).
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Reads a price as a number: finite numbers, or numeric text such as "20.00" (prices may arrive as text). */
function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** "$20.00". The old site's rule: a non-number or negative price shows $0.00. */
export function formatPrice(value: unknown): string {
  const amount = toAmount(value);
  // `+ 0` turns -0 into 0, which Intl would otherwise print as "-$0.00".
  return usd.format(amount === undefined || amount < 0 ? 0 : amount + 0);
}
