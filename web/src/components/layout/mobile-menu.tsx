import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import { isMenuGroup, type MenuEntry } from '../../config/menu';
import { AccountButtons } from '../../lib/auth/account-buttons';
import { useDismiss } from './use-dismiss';

const PANEL_ID = 'mobile-menu-panel';

/** The narrow-screen menu: a toggle button and the panel it opens below the header bar. */
export function MobileMenu({ menu }: { readonly menu: readonly MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, rootRef, toggleRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);

  // A link to the page already shown does not change the path, so close on any link click too.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  // Tabbing out of the panel closes it, so keyboard focus never lands on content under the overlay.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: onBlur only watches focus leaving the menu; the controls inside are buttons and links
    <div ref={rootRef} className="mobile-menu" onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="mobile-menu__icon" aria-hidden="true">
          <span />
        </span>
        Menu
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation for the links inside, which the keyboard activates themselves */}
      <div id={PANEL_ID} ref={panelRef} className="mobile-menu__panel" hidden={!open} onClick={onPanelClick}>
        <nav aria-label="Main" className="mobile-menu__nav">
          <ul className="mobile-menu__list">
            {menu.map((entry) =>
              isMenuGroup(entry) ? (
                <li key={entry.id} className="mobile-menu__group">
                  <span className="mobile-menu__group-label" id={`mobile-${entry.id}`}>
                    {entry.label}
                  </span>
                  <ul className="mobile-menu__sublist" aria-labelledby={`mobile-${entry.id}`}>
                    {entry.links.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} className="mobile-menu__link">
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to} end className="mobile-menu__link mobile-menu__link--top">
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="mobile-menu__account">
          <AccountButtons />
        </div>
      </div>
    </div>
  );
}
