import { useRef, type FocusEvent } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import type { MenuGroup } from '../../config/menu';
import { ChevronDownIcon } from './icons';
import { useDismiss } from './use-dismiss';

interface NavDropdownProps {
  readonly group: MenuGroup;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onClose: () => void;
}

/** One desktop menu group as a disclosure: a button that shows and hides its list of links. */
export function NavDropdown({ group, open, onToggle, onClose }: NavDropdownProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const listId = `nav-${group.id}`;
  const holdsCurrentPage = group.links.some((link) => link.to === pathname);

  useDismiss(open, onClose, rootRef, buttonRef);

  // Tabbing past the last link closes the list, so it never hangs open behind the page.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) onClose();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: onBlur only watches focus leaving the dropdown; its controls are a button and links
    <div ref={rootRef} className="nav-dropdown" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`nav-dropdown__button${holdsCurrentPage ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.label}
        <ChevronDownIcon className="nav-dropdown__chevron" />
      </button>
      <ul id={listId} className="nav-dropdown__menu" hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav-dropdown__link" onClick={onClose}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
