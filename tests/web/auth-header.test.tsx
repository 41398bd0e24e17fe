import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { Route, Routes, useLocation } from '../../web/src/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../web/src/components/layout/site-header';
import { headerMenu } from '../../web/src/config/menu';
import LoginPage from '../../web/src/features/account/login-page';
import { type AuthClient, type AuthClientEvent, loadAuthClient, type SignedInMember } from '../../web/src/lib/auth/auth-client';
import { authMessages } from '../../web/src/lib/auth/auth-messages';
import { AuthNotice } from '../../web/src/lib/auth/auth-notice';
import { AuthProvider } from '../../web/src/lib/auth/auth-provider';

// The boundary: everything Amplify does sits behind loadAuthClient.
vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const HOUR = 3_600_000;
const member = (overrides: Partial<SignedInMember> = {}): SignedInMember => ({
  email: 'sam@example.com',
  isOfficer: false,
  expiresAt: Date.now() + HOUR,
  ...overrides,
});

function fakeClient(overrides: Partial<AuthClient> = {}) {
  const listeners = new Set<(event: AuthClientEvent) => void>();
  const client = {
    currentMember: vi.fn<AuthClient['currentMember']>(async () => member()),
    signIn: vi.fn<AuthClient['signIn']>(async () => {}),
    signOut: vi.fn<AuthClient['signOut']>(async () => {}),
    idToken: vi.fn<AuthClient['idToken']>(async () => 'id-token'),
    accessToken: vi.fn<AuthClient['accessToken']>(async () => 'access-token'),
    authenticatorEnabled: vi.fn<AuthClient['authenticatorEnabled']>(async () => false),
    onEvent: vi.fn<AuthClient['onEvent']>((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    ...overrides,
  };
  vi.mocked(loadAuthClient).mockResolvedValue(client);
  const emit = (event: AuthClientEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { client, emit };
}

function ShowLocation() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

function renderSite(path = '/contact', page = <p>page</p>) {
  render(
    <RouterAt path={path}>
      <AuthProvider>
        <SiteHeader menu={headerMenu} />
        <AuthNotice />
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <ShowLocation />
      </AuthProvider>
    </RouterAt>,
  );
  return screen.getByRole('banner');
}

const rememberMember = () => localStorage.setItem('CognitoIdentityServiceProvider.client123.LastAuthUser', 'sam');
const markPendingSignIn = (returnTo: string) =>
  sessionStorage.setItem('blaze.auth.pending', JSON.stringify({ action: 'sign-in', returnTo }));

/** Past the provider's after-paint step (a frame, then a task), where a stored session would load the library. */
const afterPaint = () => act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

beforeEach(() => {
  vi.mocked(loadAuthClient).mockReset();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('header for a signed-out visitor', () => {
  it('shows LOG IN and SIGN UP and never loads the sign-in library', async () => {
    const header = renderSite();
    await afterPaint();
    expect(within(header).getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/login');
    expect(within(header).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
    expect(loadAuthClient).not.toHaveBeenCalled();
  });
});

describe('header for a returning member', () => {
  it('shows who is signed in, a link to their account and SIGN OUT', async () => {
    fakeClient();
    rememberMember();
    const header = renderSite();
    expect((await within(header).findAllByText('sam@example.com'))[0]).toBeVisible();
    expect(within(header).getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
    expect(within(header).queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(within(header).getAllByRole('link', { name: 'My Account' })[0]).toHaveAttribute('href', '/account');
  });

  it('signs out through the library, remembering the page to come back to', async () => {
    const { client } = fakeClient();
    rememberMember();
    const header = renderSite('/contact');
    await userEvent.click((await within(header).findAllByRole('button', { name: 'Sign Out' }))[0] as HTMLElement);
    expect((await within(header).findAllByRole('link', { name: 'Log In' })).length).toBeGreaterThan(0);
    expect(client.signOut).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('blaze.auth.pending') ?? '{}')).toEqual({ action: 'sign-out', returnTo: '/contact' });
  });

  it('says sign-out failed and stays signed in when the library fails', async () => {
    fakeClient({ signOut: vi.fn(async () => Promise.reject(new Error('network down'))) });
    rememberMember();
    const header = renderSite();
    await userEvent.click((await within(header).findAllByRole('button', { name: 'Sign Out' }))[0] as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.signOutFailed);
    expect(within(header).getAllByText('sam@example.com')[0]).toBeVisible();
  });

  it('returns an expired session to the signed-out state with a message', async () => {
    fakeClient({ currentMember: vi.fn(async () => null) });
    rememberMember();
    const header = renderSite();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(authMessages.sessionExpired));
    expect(within(header).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  });
});

describe('coming back from the hosted UI', () => {
  it('lands signed in on the page the visitor started from', async () => {
    fakeClient();
    markPendingSignIn('/rental-request');
    const header = renderSite('/');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rental-request'));
    expect(within(header).getAllByText('sam@example.com')[0]).toBeVisible();
    expect(sessionStorage.getItem('blaze.auth.pending')).toBeNull();
  });

  it('says sign-in failed when the code exchange fails, and still returns to the page', async () => {
    const { client, emit } = fakeClient({ currentMember: vi.fn(async () => null) });
    // Amplify reports a failed exchange on its Hub while it configures, before any session read.
    vi.mocked(loadAuthClient).mockImplementation(async () => {
      queueMicrotask(() => emit({ type: 'sign-in-failed', reason: 'invalid_grant' }));
      return client;
    });
    markPendingSignIn('/gallery');
    renderSite('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.signInFailed);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gallery'));
  });
});

describe('silent renewal', () => {
  it('renews a minute before the session ends, retrying once 5 s after a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const currentMember = vi
      .fn<AuthClient['currentMember']>()
      .mockResolvedValueOnce(member({ expiresAt: Date.now() + 61_000 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(member({ expiresAt: Date.now() + HOUR }));
    fakeClient({ currentMember });
    rememberMember();
    const header = renderSite();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(within(header).getAllByText('sam@example.com')[0]).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(currentMember).toHaveBeenCalledTimes(2);
    expect(currentMember).toHaveBeenLastCalledWith({ forceRefresh: true });

    // The renewal ran at 1 s: its retry is due at 6 s, not before.
    await act(() => vi.advanceTimersByTimeAsync(4_700));
    expect(currentMember).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(currentMember).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(header).getAllByText('sam@example.com')[0]).toBeVisible();
  });

  it('says renewal failed when the retry fails too, then signs out when the session ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const currentMember = vi
      .fn<AuthClient['currentMember']>()
      .mockResolvedValueOnce(member({ expiresAt: Date.now() + 61_000 }))
      .mockRejectedValue(new TypeError('Failed to fetch'));
    fakeClient({ currentMember });
    rememberMember();
    const header = renderSite();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.renewFailed);
    expect(within(header).getAllByText('sam@example.com')[0]).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.sessionExpired);
    expect(within(header).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  });
});

describe('/login', () => {
  it('starts the hosted UI at once, to come back to the page the visitor came from', async () => {
    const { client } = fakeClient();
    render(
      <RouterAt path="/login" state={{ from: '/store' }}>
        <AuthProvider>
          <LoginPage />
        </AuthProvider>
      </RouterAt>,
    );
    await waitFor(() => expect(client.signIn).toHaveBeenCalled());
    await afterPaint();
    expect(client.signIn).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('blaze.auth.pending') ?? '{}')).toEqual({ action: 'sign-in', returnTo: '/store' });
  });

  it('explains and offers a button when the hosted UI cannot start', async () => {
    vi.mocked(loadAuthClient).mockRejectedValueOnce(new Error('/config.json answered 503'));
    const { client } = fakeClient();
    render(
      <RouterAt path="/login">
        <AuthProvider>
          <AuthNotice />
          <LoginPage />
        </AuthProvider>
      </RouterAt>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.signInUnavailable);
    const retry = screen.getByRole('button', { name: 'Continue to Sign-In' });
    expect(retry).toBeEnabled();
    await userEvent.click(retry);
    await waitFor(() => expect(client.signIn).toHaveBeenCalled());
    await afterPaint();
    expect(client.signIn).toHaveBeenCalledOnce();
  });
});
