import { type ReactNode, useId } from 'react';
import { PageBanner } from '../layout/page-banner';
import { RentalSidebar } from './rental-sidebar';
import './rental-layout.css';

interface RentalLayoutProps {
  readonly title: string;
  readonly crumb: string;
  /** Whether the sidebar lists the key facts (a page that shows them itself leaves them out). */
  readonly showFacts?: boolean;
  /** The main column: an element with the class `rental-layout__main`. */
  readonly children: ReactNode;
}

/** Every rental page: the banner, then the page's own column beside the rental sidebar. */
export function RentalLayout({ title, crumb, showFacts = true, children }: RentalLayoutProps) {
  return (
    <>
      <PageBanner title={title} crumb={crumb} />
      <div className="section">
        <div className="container rental-layout">
          {children}
          <RentalSidebar showFacts={showFacts} />
        </div>
      </div>
    </>
  );
}

interface RentalCardProps {
  readonly heading: string;
  readonly intro: ReactNode;
  /** The page's tool: the calendar, the request form. */
  readonly children: ReactNode;
}

/** A rental page's main column as one card: the hall's name above the heading, a word of introduction, then the page's tool. */
export function RentalCard({ heading, intro, children }: RentalCardProps) {
  const headingId = useId();
  return (
    <div className="rental-layout__main">
      <section className="card" aria-labelledby={headingId}>
        <div className="card__body">
          <span className="eyebrow">Clubhouse &amp; Banquet Hall</span>
          <h2 id={headingId}>{heading}</h2>
          <p>{intro}</p>
          {children}
        </div>
      </section>
    </div>
  );
}
