/**
 * What the SPA reads from /config.json at start-up: made from the stack outputs when deployed,
 * written by the local stack for `npm start`. The API is same-origin, so it needs no address.
 */
export interface RuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Amplify's `oauth.domain`: host (and port) only, Amplify adds https itself. */
  readonly hostedUiDomain: string;
  /** Amplify's `userPoolEndpoint`, for the JSON API (refresh, GetUser); the local stack points it elsewhere. */
  readonly userPoolEndpoint: string;
  /** Sign-in and sign-out redirect: the site's own address, with the trailing slash. */
  readonly redirectUrl: string;
}

/**
 * The scopes the SPA asks the hosted UI for; the app client allows exactly these (local pool and CDK).
 * `aws.cognito.signin.user.admin` lets the access token change the member's password and set up an
 * authenticator app on /account; the app client limits what else it may write (infra/constructs/auth.ts).
 */
export const SIGN_IN_SCOPES = ['email', 'openid', 'phone', 'aws.cognito.signin.user.admin'] as const;
