// A value each query name of the route table's cached reads takes, as CloudFront hands it to the
// query filter (percent-encoded, as a browser sends it), for the infra tests that send every
// declared name at once. A cached read with a name not here fails those tests: add its value.

import { monthWindow } from '../../common/teams/availability-windows';
import { NEWS_CATEGORIES } from '../../common/news/news';
import { DEFAULT_TEAM } from '../../common/teams/teams';

const window = monthWindow(2027, 3);

const decodedSamples: Readonly<Record<string, string>> = {
  limit: '6',
  offset: '12',
  category: NEWS_CATEGORIES[0],
  season: '2026',
  sortBy: 'gameDate',
  sortOrder: 'DESC',
  start: window.start,
  end: window.end,
  token: 'A'.repeat(43),
  team: DEFAULT_TEAM.id,
};

/** The raw (percent-encoded) value a request may send for a declared query name. */
export function sampleQueryValue(name: string): string {
  const value = decodedSamples[name];
  if (value === undefined) throw new Error(`tests/infra/query-samples.ts has no value for the query name ${name}`);
  return encodeURIComponent(value);
}

/** Every name given, each with its sample value. */
export function sampleQuery(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, sampleQueryValue(name)]));
}
