// Leaving the site for Stripe's hosted Checkout page: a plain navigation, so no payment script ever
// runs on the club's pages (the production CSP allows none): the hire's booking page and the dues on
// /account alike. Its own module, so tests can watch it.

export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
