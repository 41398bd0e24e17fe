// What the officers' console tests share: a mocked auth client standing in for Amplify, the API
// stubbed by "METHOD path" with every call recorded, and the pages rendered behind the auth provider.
// Each test file still mocks the module itself (vi.mock is hoisted only in the file that calls it):
//   vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterAt } from './router-at';
import { Route, Routes } from '../../../web/src/lib/router';
import { vi } from 'vitest';
import { type AuthClient, loadAuthClient, type SignedInMember } from '../../../web/src/lib/auth/auth-client';
import { AuthProvider } from '../../../web/src/lib/auth/auth-provider';
import { jsonResponse } from './stub-fetch';

const HOUR = 3_600_000;

/** The mocked client's tokens: member rows must get the ID token, officer rows the access token. */
export const ID_TOKEN = 'member-id-token';
export const ACCESS_TOKEN = 'officer-access-token';

/**
 * The auth client answers as `who` (a member unless told otherwise), or as signed out for null; with
 * an authenticator app set up unless `twoStep` is false. Its ID and access tokens are told apart.
 */
export function mockAuthClient(who: Partial<SignedInMember> | null, { twoStep = true }: { readonly twoStep?: boolean } = {}): AuthClient {
  const client: AuthClient = {
    currentMember: vi.fn(async () => (who ? { email: 'pat@example.com', isOfficer: false, expiresAt: Date.now() + HOUR, ...who } : null)),
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    idToken: vi.fn(async () => ID_TOKEN),
    accessToken: vi.fn(async () => ACCESS_TOKEN),
    authenticatorEnabled: vi.fn(async () => twoStep),
    onEvent: vi.fn(() => () => {}),
  };
  vi.mocked(loadAuthClient).mockResolvedValue(client);
  // The provider asks the client only when Amplify's last-user key says someone signed in here before.
  if (who) localStorage.setItem('CognitoIdentityServiceProvider.client123.LastAuthUser', 'pat');
  return client;
}

export const signInOfficer = () => mockAuthClient({ isOfficer: true });

/** Before each test: no client chosen yet and no session left in the browser's storage. */
export function resetAuth() {
  vi.mocked(loadAuthClient).mockReset();
  localStorage.clear();
  sessionStorage.clear();
}

export type ApiRequest = { readonly method: string; readonly url: URL; readonly body: unknown; readonly headers: Headers };
export type Answer = (request: ApiRequest) => Response | Promise<Response>;
export type ApiCall = { readonly key: string; readonly url: URL; readonly body: unknown; readonly authorization: string | null };

/** fetch by "METHOD path": each call is recorded with its parsed body and Authorization header; an unlisted one gets a 500. */
export function stubApi(answers: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const key = `${method} ${url.pathname}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const headers = new Headers(init?.headers);
      calls.push({ key, url, body, authorization: headers.get('authorization') });
      const answer = answers[key];
      if (!answer) return jsonResponse({ error: `no stub for ${key}` }, 500);
      return answer({ method, url, body, headers });
    }),
  );
  return calls;
}

/** Renders `path` among `pages` (route path → page) inside the auth provider, as the app's layout does. */
export function renderPages(path: string, pages: Readonly<Record<string, ReactElement>>) {
  render(
    <RouterAt path={path}>
      <AuthProvider>
        <main>
          <Routes>
            {Object.entries(pages).map(([route, page]) => (
              <Route key={route} path={route} element={page} />
            ))}
          </Routes>
        </main>
      </AuthProvider>
    </RouterAt>,
  );
}

/** Lets the provider's after-paint load, the lazy tools and the stubbed answers arrive. */
export const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 40)));
