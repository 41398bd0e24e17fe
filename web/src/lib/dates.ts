const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Long US date, e.g. "March 14, 2026". The ISO day (yyyy-mm-dd) is read as a calendar date, not a moment. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
