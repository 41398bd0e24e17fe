import { Link } from '../../lib/router';
import { StaticPart } from '../hydration/static-part';
import { useDocumentTitle } from './use-document-title';

export interface PageBannerProps {
  /** The page's heading (also the document title). */
  title: string;
  /** The last breadcrumb, after Home. */
  crumb: string;
}

/** The banner on every content page: page heading and a Home › crumb breadcrumb. */
export function PageBanner({ title, crumb }: PageBannerProps) {
  useDocumentTitle(title);
  return (
    <section className="page-banner" aria-labelledby="page-title">
      <StaticPart className="page-banner__inner">
        <h1 id="page-title" className="page-banner__title">
          {title}
        </h1>
        <nav aria-label="Breadcrumb" className="page-banner__crumbs">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb}</li>
          </ol>
        </nav>
      </StaticPart>
    </section>
  );
}
