import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router';

/** The list page shown, from `?page=N` (1 when absent or not a page number), so a reload or a shared link keeps it. */
export function usePageParam(): readonly [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [page, setPage] as const;
}

/** The address of a list page, as the post page's way back: `/blog-2?page=3`. */
export function listPageHref(listPath: string, page: number): string {
  return page > 1 ? `${listPath}?page=${page}` : listPath;
}
