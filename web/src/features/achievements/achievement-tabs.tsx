import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AchievementRow, AchievementTab } from './achievements-data';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export interface AchievementTabsProps {
  tabs: readonly AchievementTab[];
}

/** Tabs in the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them. */
export function AchievementTabs({ tabs }: AchievementTabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="achievements-tabs">
      <div className="achievements-tabs__list" role="tablist" aria-label="Teams">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="achievements-tabs__tab"
            onClick={() => select(index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="achievements-tabs__panel"
        >
          <ol className="achievements-rows">
            {tab.rows.map((row) => (
              <AchievementRowItem key={`${row.date}-${row.title}`} row={row} />
            ))}
          </ol>
        </div>
      ))}
    </div>
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
          <time dateTime={row.date}>{longDate.format(new Date(row.date))}</time>
          <span aria-hidden="true"> · </span>
          <span className="achievements-row__opponent">Blaze vs {row.opponent}</span>
        </p>
      </div>
    </li>
  );
}
