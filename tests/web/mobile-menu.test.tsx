import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { Route, Routes } from '../../web/src/lib/router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from '../../web/src/components/layout/mobile-menu';
import { headerMenu } from '../../web/src/config/menu';

function renderMenu() {
  render(
    <RouterAt path="/">
      <MobileMenu menu={headerMenu} />
      <a href="#after">content after the menu</a>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/about" element={<p>about page</p>} />
      </Routes>
    </RouterAt>,
  );
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('aria-controls must point at the panel');
  return { toggle, panel };
}

describe('mobile menu', () => {
  it('starts closed, with the toggle pointing at its hidden panel', () => {
    const { toggle, panel } = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('opens on the toggle, moves focus into the panel, and closes on a second press', async () => {
    const user = userEvent.setup();
    const { toggle, panel } = renderMenu();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(within(panel).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    const { toggle, panel } = renderMenu();

    await user.click(toggle);
    expect(panel).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes when a link navigates', async () => {
    const user = userEvent.setup();
    const { toggle, panel } = renderMenu();

    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'About' }));
    expect(screen.getByText('about page')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    const { toggle, panel } = renderMenu();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
  });

  it('closes when keyboard focus leaves the panel', async () => {
    const user = userEvent.setup();
    const { toggle, panel } = renderMenu();

    await user.click(toggle);
    const signUp = within(panel).getByRole('link', { name: 'Sign Up' });
    signUp.focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'content after the menu' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('stays open while focus moves between the toggle and the panel', async () => {
    const user = userEvent.setup();
    const { toggle, panel } = renderMenu();

    await user.click(toggle);
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    expect(panel).toBeVisible();
  });
});
