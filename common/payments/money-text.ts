// Money written out from integer cents, the same on the public pages, the officers' pages, the
// receipts and the spreadsheets. No zod here: the public pages (a night's tickets) import it.

/** "$1,234.56" from cents: the receipts and the officers' pages write money this way. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** "1234.56" from cents, for a spreadsheet's number cell. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
