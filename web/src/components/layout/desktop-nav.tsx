import { useCallback, useEffect, useState } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import { isMenuGroup, type MenuEntry } from '../../config/menu';
import { NavDropdown } from './nav-dropdown';

/** The wide-screen menu: plain links and one dropdown per group, at most one open at a time. */
export function DesktopNav({ menu }: { readonly menu: readonly MenuEntry[] }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpenGroup(null), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setOpenGroup(null), [pathname]);

  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="desktop-nav__list">
        {menu.map((entry) =>
          isMenuGroup(entry) ? (
            <li key={entry.id} className="desktop-nav__item">
              <NavDropdown
                group={entry}
                open={openGroup === entry.id}
                onToggle={() => setOpenGroup((current) => (current === entry.id ? null : entry.id))}
                onClose={close}
              />
            </li>
          ) : (
            <li key={entry.to} className="desktop-nav__item">
              <NavLink to={entry.to} end className="desktop-nav__link">
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
