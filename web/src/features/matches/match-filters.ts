import type { SampleMatch } from './sample-matches-data';

export type MatchFilter = 'all' | 'today' | 'upcoming' | 'results';

/** The old site's filter labels; the last fixes the old site's typo 'matche results'. */
export const matchFilters: readonly { readonly id: MatchFilter; readonly label: string }[] = [
  { id: 'all', label: 'All matches' },
  { id: 'today', label: "today's matches" },
  { id: 'upcoming', label: 'upcoming matches' },
  { id: 'results', label: 'match results' },
];

export function isPlayed(match: SampleMatch): boolean {
  return match.dayOffset < 0;
}

export function filterMatches(matches: readonly SampleMatch[], filter: MatchFilter): readonly SampleMatch[] {
  switch (filter) {
    case 'all':
      return matches;
    case 'today':
      return matches.filter((match) => match.dayOffset === 0);
    case 'upcoming':
      return matches.filter((match) => match.dayOffset > 0);
    case 'results':
      return matches.filter(isPlayed);
  }
}

/** The kick-off as a local Date, counted from `today`. */
export function kickoffDate(match: SampleMatch, today: Date): Date {
  const [hours = 0, minutes = 0] = match.kickoff.split(':').map(Number);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + match.dayOffset, hours, minutes);
}
