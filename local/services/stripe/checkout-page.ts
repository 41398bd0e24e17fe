// The stand-in's hosted checkout page: what Stripe Checkout shows a payer, reduced to what the local
// demo and the tests need. A plain HTML form and no script; every value shown goes through escapeHtml.
// The test cards are Stripe's own: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.

import { escapeHtml } from '../signup-html';

export interface PageLine {
  readonly name: string;
  readonly quantity: number;
  readonly amountCents: number;
}

export interface CheckoutPageInput {
  readonly sessionId: string;
  readonly lines: readonly PageLine[];
  readonly totalCents: number;
  readonly email: string | null;
  readonly cancelUrl: string | null;
  /** A refusal to show above the form (a declined card), tied to the card field. */
  readonly error?: string;
  /** What the payer typed, kept on a refusal (never the full card number). */
  readonly name?: string;
}

export function dollars(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Stripe stand-in (local)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1a1a; background: #fff; }
h1 { font-size: 1.5rem; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { text-align: left; padding: 0.35rem 0; border-bottom: 1px solid #ccc; }
td.amount, th.amount { text-align: right; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; border: 1px solid #555; border-radius: 4px; }
.row { display: flex; gap: 1rem; }
.row > div { flex: 1; }
button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; font-size: 1.05rem; background: #0b3d91; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
.hint { font-size: 0.9rem; color: #444; margin: 0.25rem 0 0; }
.error { color: #a00000; border: 1px solid #a00000; padding: 0.5rem 0.75rem; }
.note { font-size: 0.9rem; color: #444; border-left: 4px solid #0b3d91; padding-left: 0.75rem; }
a { color: #0b3d91; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const rows = input.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</td><td class="amount">${dollars(line.amountCents)}</td></tr>`,
    )
    .join('\n');
  const error = input.error ? `<p class="error" role="alert" id="card-error">${escapeHtml(input.error)}</p>` : '';
  const describedBy = input.error ? 'card-hint card-error' : 'card-hint';
  return page(
    'Pay',
    `<h1>Pay Blaze Rugby Club</h1>
<p class="note">This is the local stand-in for Stripe Checkout: no card is charged. Pay with the test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.</p>
<table>
<caption class="hint">What you are paying for</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
<tr><th scope="row">Total</th><td class="amount"><strong>${dollars(input.totalCents)}</strong></td></tr>
</tbody>
</table>
${error}
<form method="post" action="/pay/${encodeURIComponent(input.sessionId)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(input.email ?? '')}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required aria-describedby="${describedBy}"${input.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="card-hint">Any future expiry date and any three digits for the security code.</p>
<div class="row">
<div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required></div>
<div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${escapeHtml(input.name ?? '')}">
<button type="submit">Pay ${dollars(input.totalCents)}</button>
</form>
${input.cancelUrl ? `<p><a href="${escapeHtml(input.cancelUrl)}">Cancel and go back</a></p>` : ''}`,
  );
}

export function closedPage(text: string, backUrl: string | null): string {
  return page(
    'Payment page closed',
    `<h1>Payment page closed</h1>
<p>${escapeHtml(text)}</p>
${backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the site</a></p>` : ''}`,
  );
}
