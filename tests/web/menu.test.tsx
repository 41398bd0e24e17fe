import { render, screen } from '@testing-library/react';
import { RouterAt } from './support/router-at';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pagePaths } from '../../common/pages/pages';
import { SiteLayout } from '../../web/src/app/site-layout';
import { Route, Routes } from '../../web/src/lib/router';
import { accountLinks, footerQuickLinks, headerMenu, isMenuGroup, type MenuEntry } from '../../web/src/config/menu';
import { rentalLinks } from '../../web/src/config/rental-links';

const pages: ReadonlySet<string> = new Set(pagePaths);

// Copied from the old site's header menu: label and route of every entry.
// "Rental: Who We Are" is the Rental group's entry "Who We Are".
const SPEC_MENU: ReadonlyArray<readonly [label: string, path: string]> = [
  ['Home', '/'],
  ['Our Story', '/who-we-are'],
  ['About', '/about'],
  ['Fixtures & Results', '/game-list2'],
  ['Gallery', '/gallery'],
  ['Partners', '/partners'],
  ['Join/Team', '/team'],
  ['Facilities', '/facilities'],
  ['Store', '/store'],
  ['Corporate News', '/corp-news'],
  ['Minutes & Meetings', '/corp-meetings'],
  ['Who We Are', '/rental-who'],
  ['Corporate Events', '/rental-corp'],
  ['Birthdays & Celebrations', '/rental-birthday'],
  ['Wedding & Receptions', '/rental-weddings'],
  ['Calendar', '/rental-calendar'],
  ['News', '/blog-2'],
  ['Contact', '/contact'],
];
const RENTAL_PATHS = ['/rental-who', '/rental-corp', '/rental-birthday', '/rental-weddings', '/rental-calendar'];
const CORPORATION_PATHS = ['/corp-news', '/corp-meetings'];

function flatten(menu: readonly MenuEntry[]): Array<[string, string]> {
  return menu.flatMap((entry) =>
    isMenuGroup(entry) ? entry.links.map((link): [string, string] => [link.label, link.to]) : [[entry.label, entry.to] as [string, string]],
  );
}

function groupPaths(label: string): string[] {
  const group = headerMenu.find((entry) => isMenuGroup(entry) && entry.label === label);
  return group && isMenuGroup(group) ? group.links.map((link) => link.to) : [];
}

/** Label → href of every link in the rendered main menus (desktop and mobile, open or not). */
function renderedMenuLinks(): Map<string, string> {
  const links = new Map<string, string>();
  for (const nav of document.querySelectorAll('nav[aria-label="Main"]')) {
    for (const anchor of nav.querySelectorAll('a')) links.set(anchor.textContent ?? '', anchor.getAttribute('href') ?? '');
  }
  return links;
}

describe('header menu data', () => {
  it('holds exactly the old site’s header menu, label for label and route for route', () => {
    const sort = (pairs: ReadonlyArray<readonly [string, string]>) => [...pairs].map((p) => p.join(' → ')).sort();
    expect(sort(flatten(headerMenu))).toEqual(sort(SPEC_MENU));
  });

  it('groups the entries into Club, Rental and Corporation', () => {
    const groups = headerMenu.filter(isMenuGroup).map((group) => group.label);
    expect(groups).toEqual(['Club', 'Rental', 'Corporation']);
    expect(groupPaths('Rental')).toEqual(RENTAL_PATHS);
    expect(groupPaths('Corporation')).toEqual(CORPORATION_PATHS);
    expect(groupPaths('Club')).toEqual(
      expect.arrayContaining(['/who-we-are', '/about', '/game-list2', '/gallery', '/partners', '/team', '/facilities', '/store']),
    );
  });
});

describe('rendered menu', () => {
  it('names a page of the route table in every header, footer, rental and account link', () => {
    const targets = [
      ...headerMenu.flatMap((entry) => (isMenuGroup(entry) ? entry.links : [entry])),
      ...footerQuickLinks,
      ...Object.values(accountLinks),
    ].map((link) => link.to);
    const missing = [...targets, ...rentalLinks.map((link) => link.path)].filter((path) => !pages.has(path));
    expect(missing).toEqual([]);
  });

  describe('in the site layout', () => {
    beforeEach(() => {
      // ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    });

    it('shows every entry of the old site’s menu', async () => {
      render(
        <RouterAt>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route path="*" element={<p>home</p>} />
            </Route>
          </Routes>
        </RouterAt>,
      );
      await screen.findByText('home');

      const links = renderedMenuLinks();
      for (const [label, path] of SPEC_MENU) {
        expect({ label, path: links.get(label) }).toEqual({ label, path });
      }
    });
  });
});
