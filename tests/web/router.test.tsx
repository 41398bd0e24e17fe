import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, Route, Routes, useLocation, useNavigationType, useParams, useSearchParams } from '../../web/src/lib/router';
import { RouterAt } from './support/router-at';

function WhereAmI() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="where">
      {JSON.stringify({ path: location.pathname + location.search, state: location.state, key: location.key, type })}
    </output>
  );
}

function where(): { path: string; state: unknown; key: string; type: string } {
  return JSON.parse(screen.getByTestId('where').textContent ?? '');
}

function Post() {
  const { slug } = useParams();
  return <h1>post {slug}</h1>;
}

function Pager() {
  const [params, setParams] = useSearchParams();
  const turn = (replace: boolean) =>
    setParams(
      (current) => {
        current.set('page', String(Number(current.get('page') ?? '1') + 1));
        return current;
      },
      { replace },
    );
  return (
    <>
      <p>page {params.get('page') ?? '1'}</p>
      <button type="button" onClick={() => turn(false)}>
        next
      </button>
      <button type="button" onClick={() => turn(true)}>
        next in place
      </button>
      <WhereAmI />
    </>
  );
}

describe('route matching', () => {
  it.each([
    ['/about', '/about', true],
    ['/about', '/About/', true],
    ['/about', '/about/team', false],
    ['/news/:slug', '/news/first-match', true],
    ['/news/:slug', '/news', false],
    ['/news/:slug', '/news/a/b', false],
    ['/', '/', true],
    ['/', '/about', false],
    ['*', '/anything/at/all', true],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    render(
      <RouterAt path={pathname}>
        <Routes>
          <Route path={pattern} element={<p>matched</p>} />
        </Routes>
      </RouterAt>,
    );
    expect(screen.queryByText('matched') !== null).toBe(expected);
  });

  it('shows the route that matches, with its parameters, and the catch-all for the rest', async () => {
    const user = userEvent.setup();
    render(
      <RouterAt path="/news/opening-day">
        <Link to="/nowhere">away</Link>
        <Routes>
          <Route path="/news/:slug" element={<Post />} />
          <Route path="*" element={<h1>not found</h1>} />
        </Routes>
      </RouterAt>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('post opening-day');
    await user.click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByRole('heading')).toHaveTextContent('not found');
  });
});

describe('current page', () => {
  it.each([
    ['/rental', '/rental', false, true],
    ['/rental', '/rental/', false, true],
    // React Router's NavLink: with `end`, only the address itself (any letter case), not one with a trailing slash.
    ['/rental', '/RENTAL', true, true],
    ['/rental', '/rental/', true, false],
    ['/rental', '/rental-who', false, false],
    ['/officers', '/officers/news', false, true],
    ['/officers', '/officers/news', true, false],
    ['/', '/about', false, false],
  ])('a link to %s on %s (end: %s) is current: %s', (to, pathname, end, expected) => {
    render(
      <RouterAt path={pathname}>
        <NavLink to={to} end={end} className="nav">
          link
        </NavLink>
      </RouterAt>,
    );
    expect(screen.getByRole('link', { name: 'link' }).getAttribute('aria-current') === 'page').toBe(expected);
  });

  it('marks the menu link of the page shown with the active class and aria-current, and only that one', () => {
    render(
      <RouterAt path="/officers/news">
        <NavLink to="/officers" className="nav">
          Officers
        </NavLink>
        <NavLink to="/officers" end className="nav">
          Overview
        </NavLink>
        <NavLink to="/store" className="nav">
          Store
        </NavLink>
      </RouterAt>,
    );
    expect(screen.getByRole('link', { name: 'Officers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Officers' })).toHaveClass('nav', 'active');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Store' })).toHaveAttribute('class', 'nav');
  });
});

describe('history', () => {
  it('carries a link’s state to the next page, and Back returns to the earlier entry as a POP', async () => {
    const user = userEvent.setup();
    render(
      <RouterAt path="/blog-2?page=2">
        <Link to="/news/opening-day" state={{ backTo: '/blog-2?page=2' }}>
          read
        </Link>
        <WhereAmI />
      </RouterAt>,
    );
    const first = where();
    expect(first).toMatchObject({ path: '/blog-2?page=2', state: null, type: 'POP' });

    await user.click(screen.getByRole('link', { name: 'read' }));
    await waitFor(() => expect(where()).toMatchObject({ path: '/news/opening-day', state: { backTo: '/blog-2?page=2' }, type: 'PUSH' }));
    expect(window.location.pathname).toBe('/news/opening-day');
    expect(where().key).not.toBe(first.key);

    act(() => window.history.back());
    await waitFor(() => expect(where()).toEqual({ ...first, type: 'POP' }));
  });

  it('does not add an entry for a link to the page already shown, so Back leaves it', async () => {
    const user = userEvent.setup();
    render(
      <RouterAt path="/about">
        <Link to="/store">store</Link>
        <WhereAmI />
      </RouterAt>,
    );
    await user.click(screen.getByRole('link', { name: 'store' }));
    await waitFor(() => expect(where()).toMatchObject({ path: '/store', type: 'PUSH' }));
    await user.click(screen.getByRole('link', { name: 'store' }));
    await waitFor(() => expect(where()).toMatchObject({ path: '/store', type: 'REPLACE' }));

    act(() => window.history.back());
    await waitFor(() => expect(where()).toMatchObject({ path: '/about', type: 'POP' }));
  });

  it('changes the query keeping the rest of it, as a new entry or in place', async () => {
    const user = userEvent.setup();
    render(
      <RouterAt path="/store?q=scarf%20%26%20hat">
        <Pager />
      </RouterAt>,
    );
    await user.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText('page 2');
    expect(where()).toMatchObject({ path: '/store?q=scarf+%26+hat&page=2', type: 'PUSH' });

    await user.click(screen.getByRole('button', { name: 'next in place' }));
    await screen.findByText('page 3');
    expect(where()).toMatchObject({ path: '/store?q=scarf+%26+hat&page=3', type: 'REPLACE' });

    // Page 3 took page 2's place, so Back goes to where the visitor started.
    act(() => window.history.back());
    await screen.findByText('page 1');
    expect(where()).toMatchObject({ path: '/store?q=scarf%20%26%20hat', type: 'POP' });
  });
});
