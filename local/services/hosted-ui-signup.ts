// Sign-up on the local hosted UI. Cognito's hosted sign-in page links to a sign-up form (email and
// password, then the code the pool mails); cognito-local's `/oauth2/authorize` form has none, so
// the proxy (cognito-proxy.ts) serves one with cognito-local's SignUp and ConfirmSignUp calls:
//
//   GET  /signup?<authorize query>   the form; POST /signup   SignUp, then the code form
//   GET  /confirm?<authorize query>  the code form; POST /confirm  ConfirmSignUp, then 303 to
//                                    /oauth2/authorize?<the same query> to sign in
//
// The authorize query is checked first (a client of the pool, one of its callback URLs, the code
// flow with PKCE), so nothing echoed or redirected to comes from a query cognito-local would refuse.

import {
  AdminUpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  DescribeUserPoolClientCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IncomingMessage, ServerResponse } from 'node:http';
import '../../common/zod-setup.ts';
import { z } from 'zod';
import { newPasswordSchema } from '../../common/club/password-policy';
import { emailField } from '../../common/requests/visitor-forms';
import { confirmPage, type FormMessage, refusedPage, type SignUpLinks, signUpLinks, signUpPage } from './signup-html';

export interface SignUpOptions {
  /** The pool whose app clients may sign visitors up. */
  readonly userPoolId: string;
  /** Where a developer finds the confirmation code cognito-local logs, shown on the code form. */
  readonly codeLog: string;
}

export const signUpMessages = {
  badQuery: 'This sign-up link is not valid. Start again from the site’s Sign Up button.',
  unknownClient: 'This sign-up link names an app client this user pool does not have.',
  unknownRedirect: 'This sign-up link returns to an address the app client does not allow.',
  exists: 'An account with this email already exists. Sign in, or confirm it with its code if you have not yet.',
  code: 'Enter the 6-digit code from the email.',
  wrongCode: 'That code is not right. Check the latest code sent to this email and try again.',
  noPendingCode: 'This account has no code waiting: it may be confirmed already. Try signing in.',
  noSuchAccount: 'No account waiting for a code has this email. Sign up first.',
  tooLarge: 'The form was too large.',
  refused: 'Sign-up is not available right now. Please try again later.',
} as const;

// The authorize request Amplify's signInWithRedirect makes, as cognito-local checks it.
const authorizeQuerySchema = z.object({
  client_id: z.string().min(1).max(128),
  redirect_uri: z.string().min(1).max(2048),
  response_type: z.literal('code'),
  code_challenge: z.string().min(1).max(128),
  code_challenge_method: z.literal('S256'),
  scope: z.string().max(1024).optional(),
  state: z.string().max(2048).optional(),
});

const MAX_QUERY_LENGTH = 8192;
const MAX_FORM_BYTES = 8192;

const signUpFormSchema = z.object({ email: emailField(), password: newPasswordSchema });
const confirmFormSchema = z.object({
  email: emailField(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, signUpMessages.code),
});

// Our pages have no script, load nothing and post only to this origin.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
} as const;

function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, PAGE_HEADERS);
  res.end(html);
}

class FormTooLarge extends Error {}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new FormTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/**
 * A trigger's own words inside the error Cognito (and cognito-local) makes of them:
 * `<trigger> failed with error <message>.`
 */
export function triggerMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  return /failed with error (.+?)\.?$/s.exec(text)?.[1]?.trim() || signUpMessages.refused;
}

/** Words ending as a sentence ends, as Cognito's hosted UI shows a trigger's. */
function sentence(words: string): string {
  return /[.!?]$/.test(words) ? words : `${words}.`;
}

/** The first problem zod found, with the field it is about. */
function firstIssue(error: z.ZodError, fields: readonly FormMessage['field'][]): FormMessage {
  const issue = error.issues[0];
  const field = fields.find((name) => name === issue?.path[0]);
  return { field, text: issue?.message ?? signUpMessages.badQuery };
}

export function createSignUpPages(options: SignUpOptions & { readonly cognito: CognitoIdentityProviderClient }) {
  const { cognito, userPoolId, codeLog } = options;

  /** The links for a valid authorize query, or the reason it is refused. */
  async function checkQuery(url: URL): Promise<{ links: SignUpLinks } | { refused: string }> {
    if (url.search.length > MAX_QUERY_LENGTH) return { refused: signUpMessages.badQuery };
    const parsed = authorizeQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return { refused: signUpMessages.badQuery };
    let callbackUrls: readonly string[];
    try {
      const described = await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: parsed.data.client_id }));
      callbackUrls = described.UserPoolClient?.CallbackURLs ?? [];
    } catch (error) {
      if (errorName(error) === 'ResourceNotFoundException') return { refused: signUpMessages.unknownClient };
      throw error;
    }
    if (!callbackUrls.includes(parsed.data.redirect_uri)) return { refused: signUpMessages.unknownRedirect };
    return { links: signUpLinks(url.searchParams.toString()) };
  }

  async function signUp(req: IncomingMessage, res: ServerResponse, links: SignUpLinks, clientId: string): Promise<void> {
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const parsed = signUpFormSchema.safeParse({ email, password: form.get('password') ?? '' });
    if (!parsed.success) {
      sendPage(res, 400, signUpPage(links, { email, message: firstIssue(parsed.error, ['email', 'password']) }));
      return;
    }
    try {
      await cognito.send(new SignUpCommand({ ClientId: clientId, Username: parsed.data.email, Password: parsed.data.password }));
    } catch (error) {
      const name = errorName(error);
      if (name === 'UsernameExistsException') {
        sendPage(res, 409, signUpPage(links, { email, message: { field: 'email', text: signUpMessages.exists } }));
        return;
      }
      if (name === 'UserLambdaValidationException') {
        // The sign-up trigger refused (lambdas/triggers/signup-limits.ts): its plain message, as
        // Cognito's hosted UI shows it.
        sendPage(res, 429, signUpPage(links, { email, message: { field: 'email', text: sentence(triggerMessage(error)) } }));
        return;
      }
      if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') {
        const text = error instanceof Error ? error.message : signUpMessages.badQuery;
        sendPage(
          res,
          400,
          signUpPage(links, { email, message: { field: name === 'InvalidPasswordException' ? 'password' : 'email', text } }),
        );
        return;
      }
      throw error;
    }
    sendPage(res, 200, confirmPage(links, { email: parsed.data.email, sent: true, codeLog }));
  }

  async function confirm(req: IncomingMessage, res: ServerResponse, links: SignUpLinks, clientId: string): Promise<void> {
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const parsed = confirmFormSchema.safeParse({ email, code: form.get('code') ?? '' });
    const again = (status: number, message: FormMessage) =>
      sendPage(res, status, confirmPage(links, { email, sent: false, codeLog, message }));
    if (!parsed.success) {
      again(400, firstIssue(parsed.error, ['email', 'code']));
      return;
    }
    try {
      await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: parsed.data.email, ConfirmationCode: parsed.data.code }));
    } catch (error) {
      const name = errorName(error);
      if (name === 'CodeMismatchException') return again(400, { field: 'code', text: signUpMessages.wrongCode });
      if (name === 'ExpiredCodeException') return again(400, { field: 'code', text: signUpMessages.noPendingCode });
      if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') {
        return again(400, { field: 'email', text: signUpMessages.noSuchAccount });
      }
      throw error;
    }
    // Cognito marks the email verified when the code mailed to it is confirmed; cognito-local only
    // confirms the user, so its ID token would say email_verified false and /api/me/requests (which
    // trusts a verified address only) would refuse the new member. cognito-local takes
    // email_verified only beside the email itself (the address the code was sent to), and its ID
    // token reads any stored email_verified as true, so "true" is written here explicitly, never
    // left to its default of "false".
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: parsed.data.email,
        UserAttributes: [
          { Name: 'email', Value: parsed.data.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    res.writeHead(303, { location: links.signIn, 'cache-control': 'no-store' });
    res.end();
  }

  return {
    handles: (method: string | undefined, pathname: string) =>
      (pathname === '/signup' || pathname === '/confirm') && (method === 'GET' || method === 'POST'),

    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      const checked = await checkQuery(url);
      if ('refused' in checked) {
        sendPage(res, 400, refusedPage(checked.refused));
        return;
      }
      const { links } = checked;
      const clientId = url.searchParams.get('client_id') ?? '';
      try {
        if (req.method === 'GET') {
          sendPage(res, 200, url.pathname === '/signup' ? signUpPage(links) : confirmPage(links, { sent: false, codeLog }));
        } else if (url.pathname === '/signup') {
          await signUp(req, res, links, clientId);
        } else {
          await confirm(req, res, links, clientId);
        }
      } catch (error) {
        if (error instanceof FormTooLarge) sendPage(res, 413, refusedPage(signUpMessages.tooLarge));
        else throw error;
      }
    },
  };
}
