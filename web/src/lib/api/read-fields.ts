// The lenient field readers of the list answers whose entries may lack fields (the old site's defaults
// then apply): the games and the meetings.

/** A string field, else ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A time as epoch milliseconds: a number, or numeric text (the old site allows both); null otherwise. */
export function epochMs(value: unknown): number | null {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}
