// The sign-in state the header and pages read, without Amplify: a signed-out visitor's pages use
// this default and never load the auth client.

import { createContext, useContext } from 'react';
import type { AuthMessage } from './auth-messages';

export interface AuthMember {
  readonly email: string;
  readonly isOfficer: boolean;
}

export type AuthStatus = 'signed-out' | 'checking' | 'redirecting' | 'signed-in' | 'signing-out';

export interface AuthNotice {
  readonly tone: 'error' | 'info';
  readonly text: AuthMessage;
}

export interface AuthState {
  readonly status: AuthStatus;
  readonly member?: AuthMember;
  readonly notice?: AuthNotice;
  /** Leaves for the hosted UI; after signing in the visitor comes back to `returnTo`. */
  signIn(returnTo: string): void;
  signOut(returnTo: string): void;
  dismissNotice(): void;
}

const ignore = () => {};

export const signedOutState: AuthState = { status: 'signed-out', signIn: ignore, signOut: ignore, dismissNotice: ignore };

export const AuthContext = createContext<AuthState>(signedOutState);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
