import type { ReactNode } from 'react';
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
