import { Tabs } from '../../components/ui/tabs';
import { formatLongDate } from '../../lib/dates';
import type { AchievementRow, AchievementTab } from './achievements-data';

export interface AchievementTabsProps {
  tabs: readonly AchievementTab[];
}

/** One tab per side, each listing its podium finishes. */
export function AchievementTabs({ tabs }: AchievementTabsProps) {
  return (
    <Tabs
      block="achievements-tabs"
      label="Teams"
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: (
          <ol className="achievements-rows">
            {tab.rows.map((row) => (
              <AchievementRowItem key={`${row.date}-${row.title}`} row={row} />
            ))}
          </ol>
        ),
      }))}
    />
  );
}

function AchievementRowItem({ row }: { row: AchievementRow }) {
  return (
    <li className="achievements-row">
      {/* The match-up is written out beside the title, so the badges are decoration here. */}
      <div className="achievements-row__logos" aria-hidden="true">
        <img src={row.imgUrlOne} alt="" width={512} height={512} loading="lazy" decoding="async" />
        <span className="achievements-row__vs">vs</span>
        <img src={row.imgUrlTwo} alt="" width={200} height={200} loading="lazy" decoding="async" />
      </div>
      <p className="achievements-row__place">
        <span className="achievements-row__place-label">Place</span>
        <span className="achievements-row__place-value">{row.position}</span>
      </p>
      <div className="achievements-row__event">
        <h3 className="achievements-row__title">{row.title}</h3>
        <p className="achievements-row__meta">
          <time dateTime={row.date}>{formatLongDate(row.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className="achievements-row__opponent">Blaze vs {row.opponent}</span>
        </p>
      </div>
    </li>
  );
}
