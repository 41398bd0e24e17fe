import { EmptyState } from '../../components/data/data-states';
import { PageBanner } from '../../components/layout/page-banner';
import { NewsList } from '../../components/news/news-list';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

export const NEWS_LIST_PATH = '/blog-2';

export default function NewsPage() {
  return (
    <>
      <PageBanner title="Chicago Blaze News" crumb="News" />
      <HydrateWhen on="view" as="section" className="section">
        <div className="container">
          <NewsList
            listPath={NEWS_LIST_PATH}
            empty={
              <EmptyState title="No News Posts Available">
                <p>Check back later for the latest Chicago Blaze news!</p>
              </EmptyState>
            }
          />
        </div>
      </HydrateWhen>
    </>
  );
}
