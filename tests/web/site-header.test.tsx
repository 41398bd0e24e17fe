import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../web/src/components/layout/site-header';
import { headerMenu } from '../../web/src/config/menu';

function renderHeader() {
  render(
    <RouterAt path="/">
      <SiteHeader menu={headerMenu} />
    </RouterAt>,
  );
  return screen.getByRole('banner');
}

/** Sets window.scrollY and fires the scroll event, then lets the header's animation frame run. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('site header pinning', () => {
  it('is not fixed at the top of the page', () => {
    const header = renderHeader();
    expect(header).toHaveAttribute('data-fixed', 'false');
    expect(header).not.toHaveClass('site-header--fixed');
  });

  it('stays unfixed at exactly 200 px of scroll', async () => {
    const header = renderHeader();
    await scrollTo(200);
    expect(header).toHaveAttribute('data-fixed', 'false');
    expect(header).not.toHaveClass('site-header--fixed');
  });

  it('becomes fixed once scrolled more than 200 px, and unfixed again back at the top', async () => {
    const header = renderHeader();
    await scrollTo(201);
    expect(header).toHaveAttribute('data-fixed', 'true');
    expect(header).toHaveClass('site-header--fixed');

    await scrollTo(0);
    expect(header).toHaveAttribute('data-fixed', 'false');
  });

  it('is already fixed when the page opens scrolled down (reload mid-page)', () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
    const header = renderHeader();
    expect(header).toHaveAttribute('data-fixed', 'true');
  });
});

describe('site header content', () => {
  it('shows the Lemont street address and the account buttons', () => {
    const header = renderHeader();
    expect(within(header).getByText(/Lemont, IL 60439/)).toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/login');
    expect(within(header).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
  });
});

describe('desktop dropdowns', () => {
  function desktopNav() {
    const header = renderHeader();
    const nav = header.querySelector<HTMLElement>('.desktop-nav');
    if (!nav) throw new Error('desktop nav missing');
    return nav;
  }

  it('opens a group as a disclosure and closes it with Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    const nav = desktopNav();
    const club = within(nav).getByRole('button', { name: 'Club' });
    expect(club).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(club.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();

    await user.click(club);
    expect(club).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/who-we-are');

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Our Story' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(club).toHaveAttribute('aria-expanded', 'false');
    expect(club).toHaveFocus();
  });

  it('keeps only one group open and closes on a click outside', async () => {
    const user = userEvent.setup();
    const nav = desktopNav();
    const club = within(nav).getByRole('button', { name: 'Club' });
    const rental = within(nav).getByRole('button', { name: 'Rental' });

    await user.click(club);
    await user.click(rental);
    expect(club).toHaveAttribute('aria-expanded', 'false');
    expect(rental).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(rental).toHaveAttribute('aria-expanded', 'false');
  });
});
