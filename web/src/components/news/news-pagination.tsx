export interface NewsPaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onPage: (page: number) => void;
}

/** Previous, every page number, Next; Previous and Next are disabled at the ends. */
export function NewsPagination({ page, pageCount, onPage }: NewsPaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="news-pagination" aria-label="News pages">
      <button type="button" className="news-pagination__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul className="news-pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="news-pagination__page"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="news-pagination__step" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
