// The hosted UI's sign-up and confirmation pages, which cognito-local lacks (hosted-ui-signup.ts
// serves them). Plain HTML forms with no script: every value echoed goes through escapeHtml.

import { passwordPolicyHint } from '../../common/club/password-policy';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A query string already validated by the caller, and the addresses built from it. */
export interface SignUpLinks {
  /** `/oauth2/authorize?<query>`: cognito-local's sign-in form for the same client and redirect. */
  readonly signIn: string;
  readonly signUp: string;
  readonly confirm: string;
}

export function signUpLinks(query: string): SignUpLinks {
  return { signIn: `/oauth2/authorize?${query}`, signUp: `/signup?${query}`, confirm: `/confirm?${query}` };
}

/** Where a field's message goes: shown above the form and tied to the field it is about. */
export interface FormMessage {
  readonly field?: 'email' | 'password' | 'code';
  readonly text: string;
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Blaze Rugby Club (local)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; }
button { margin-top: 1.25rem; padding: 0.6rem 1.2rem; font-size: 1rem; }
.hint { font-size: 0.9rem; color: #444; margin: 0.25rem 0 0; }
.error { color: #a00000; border: 1px solid #a00000; padding: 0.5rem 0.75rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function errorBlock(message: FormMessage | undefined): string {
  return message ? `<p class="error" role="alert" id="form-error">${escapeHtml(message.text)}</p>` : '';
}

/** A field's description (its hint, and the message when it is about this field) and its invalid state. */
function describedField(message: FormMessage | undefined, field: FormMessage['field'], hintId?: string): string {
  const invalid = message?.field === field;
  const describedBy = [hintId, invalid ? 'form-error' : undefined].filter(Boolean).join(' ');
  return `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${invalid ? ' aria-invalid="true"' : ''}`;
}

export function signUpPage(links: SignUpLinks, values: { email?: string; message?: FormMessage } = {}): string {
  const { message } = values;
  return page(
    'Sign up',
    `<h1>Sign up</h1>
${errorBlock(message)}
<form method="post" action="${escapeHtml(links.signUp)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email ?? '')}"${describedField(message, 'email')}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required${describedField(message, 'password', 'password-hint')}>
<p class="hint" id="password-hint">${escapeHtml(passwordPolicyHint)}</p>
<button type="submit">Sign up</button>
</form>
<p>Already have an account? <a href="${escapeHtml(links.signIn)}">Sign in</a></p>
<p>Have a code already? <a href="${escapeHtml(links.confirm)}">Confirm your account</a></p>`,
  );
}

export function confirmPage(links: SignUpLinks, values: { email?: string; sent: boolean; codeLog: string; message?: FormMessage }): string {
  const { message } = values;
  const email = values.email ?? '';
  const sentTo =
    values.sent && email
      ? `<p>We sent a code to <strong>${escapeHtml(email)}</strong>. Locally, the code is in the cognito-local log: <code>${escapeHtml(values.codeLog)}</code></p>`
      : `<p>Enter the email you signed up with and the code we sent to it. Locally, the code is in the cognito-local log: <code>${escapeHtml(values.codeLog)}</code></p>`;
  return page(
    'Confirm your account',
    `<h1>Confirm your account</h1>
${sentTo}
${errorBlock(message)}
<form method="post" action="${escapeHtml(links.confirm)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}"${describedField(message, 'email')}>
<label for="code">Code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required maxlength="6"${describedField(message, 'code')}>
<button type="submit">Confirm</button>
</form>
<p><a href="${escapeHtml(links.signUp)}">Sign up with another email</a> · <a href="${escapeHtml(links.signIn)}">Sign in</a></p>`,
  );
}

export function refusedPage(reason: string): string {
  return page('Sign-up unavailable', `<h1>Sign-up unavailable</h1>\n<p role="alert">${escapeHtml(reason)}</p>`);
}

/** cognito-local's sign-in form with a "Sign up" link for the same client and redirect, as Cognito's hosted UI has. */
export function withSignUpLink(html: string, signUpHref: string): string {
  const link = `<p>Need an account? <a href="${escapeHtml(signUpHref)}">Sign up</a></p>\n`;
  const formEnd = html.lastIndexOf('</form>');
  if (formEnd >= 0) {
    const at = formEnd + '</form>'.length;
    return `${html.slice(0, at)}\n${link}${html.slice(at)}`;
  }
  const bodyEnd = html.lastIndexOf('</body>');
  return bodyEnd >= 0 ? `${html.slice(0, bodyEnd)}${link}${html.slice(bodyEnd)}` : `${html}${link}`;
}
