// The local stand-in for the part of Stripe the site uses, as cognito-local stands in for Cognito:
// an HTTP server the real `stripe` SDK talks to (its host/port/protocol options, set from
// STRIPE_ENDPOINT_URL by the local stack), answering in Stripe's shapes:
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire
//   GET  /v1/payment_intents/:id
//   POST /v1/refunds, GET /v1/refunds/:id
//   GET  /v1/events (created[gte|lte], types[], limit, starting_after), newest first
// with the secret key checked on every call, Idempotency-Key replays, Stripe's error shape, and
// its own hosted checkout page (/pay/:session) where the test card 4242 4242 4242 4242 pays and
// 4000 0000 0000 0002 is declined. Each event is also POSTed, signed with Stripe's Stripe-Signature
// scheme, to the webhook address it is given (the local API's webhook route), and sent again with
// backoff while that answers anything but 2xx. State is in memory: a restart forgets it, as a new
// test-mode account would. Listens on the loopback only.
// tests/integration/stripe-stand-in-contract.test.ts holds its answers to the SDK's types.

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { LOOPBACK_HOST } from '../loopback';
import { checkoutPage, closedPage, type PageLine } from './checkout-page';
import { type FormObject, integerOf, listOf, metadataOf, objectOf, parseStripeForm, textOf } from './form-body';
import { stripeSignatureHeader } from './signature';

/** Stripe's test cards (docs.stripe.com/testing): the one that pays and the generic decline. */
export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;

/** The API version the stand-in says it answers in: the pinned SDK's. */
const API_VERSION = '2026-10-28.endive';

export interface StripeStandInOptions {
  /** 0: a free port. */
  readonly port: number;
  /** The secret key calls must carry (`sk_test_…`). */
  readonly secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  readonly webhookSecret: string;
  /** Where events are POSTed; settable later (the API starts after the stand-in). */
  readonly webhookUrl?: string;
  readonly log?: (line: string) => void;
  /**
   * Its clock, epoch milliseconds: under `npm start` the local clock a developer can move
   * (local/clock.ts), so the webhook's signature check, which runs on that clock, takes its events.
   */
  readonly clock?: () => number;
}

export interface StripeStandIn {
  readonly url: string;
  readonly keys: { readonly secretKey: string; readonly webhookSecret: string };
  setWebhookUrl(url: string | undefined): void;
  /** Resolves once every delivery begun so far has been answered 2xx or given up. */
  deliveriesSettled(): Promise<void>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, '0')}`;

interface SessionState {
  session: Json;
  lines: PageLine[];
  paymentIntentMetadata: Record<string, string>;
}

/** Starts the stand-in on the loopback. */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.clock ?? Date.now;
  const now = () => Math.floor(clock() / 1000);
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';
  const sessions = new Map<string, SessionState>();
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const events: Json[] = [];
  const replays = new Map<string, { status: number; body: string }>();
  const deliveries = new Set<Promise<void>>();

  // ---- events and their delivery ----

  async function deliver(event: Json): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= 6; attempt++) {
      const target = webhookUrl;
      if (!target) return;
      try {
        const answer = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignatureHeader(payload, options.webhookSecret, now()),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(30_000),
        });
        await answer.arrayBuffer();
        if (answer.ok) return;
        log(`[stripe] webhook ${String(event.type)} answered ${answer.status} (try ${attempt})`);
      } catch (error) {
        log(
          `[stripe] webhook ${String(event.type)} not delivered (try ${attempt}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // Stripe backs off over days; here seconds, so a developer sees it come through.
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }

  function emit(type: string, object: Json): void {
    const event: Json = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    const delivery = deliver(event).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  // ---- objects ----

  function sessionOrThrow(id: string): SessionState {
    const state = sessions.get(id);
    if (!state) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing', 'id');
    // Stripe expires an open session at its expires_at.
    if (state.session.status === 'open' && Number(state.session.expires_at) <= now()) expireSession(state);
    return state;
  }

  function expireSession(state: SessionState): void {
    state.session.status = 'expired';
    state.session.url = null;
    emit('checkout.session.expired', state.session);
  }

  function createSession(form: FormObject): Json {
    if (textOf(form.mode) !== 'payment')
      throw new StripeError(400, 'invalid_request_error', 'Only mode=payment is supported here.', undefined, 'mode');
    const items = listOf(form.line_items).map((raw, index) => {
      const item = objectOf(raw) ?? {};
      const price = objectOf(item.price_data) ?? {};
      const product = objectOf(price.product_data) ?? {};
      const quantity = integerOf(item.quantity) ?? 1;
      const unit = integerOf(price.unit_amount);
      const name = textOf(product.name);
      if (unit === undefined || unit < 0 || !name || quantity < 1) {
        throw new StripeError(400, 'invalid_request_error', `Invalid line_items[${index}]`, 'parameter_invalid', `line_items[${index}]`);
      }
      if (textOf(price.currency) !== 'usd') throw new StripeError(400, 'invalid_request_error', 'Only usd here.', undefined, 'currency');
      return { name, quantity, amountCents: unit * quantity };
    });
    if (items.length === 0)
      throw new StripeError(400, 'invalid_request_error', 'line_items is required.', 'parameter_missing', 'line_items');
    const successUrl = textOf(form.success_url);
    if (!successUrl) throw new StripeError(400, 'invalid_request_error', 'success_url is required.', 'parameter_missing', 'success_url');
    const total = items.reduce((sum, item) => sum + item.amountCents, 0);
    const created = now();
    const expiresAt = integerOf(form.expires_at) ?? created + 24 * 3600;
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
      throw new StripeError(
        400,
        'invalid_request_error',
        'expires_at must be 30 minutes to 24 hours ahead.',
        'parameter_invalid',
        'expires_at',
      );
    }
    const id = newId('cs');
    const session: Json = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: textOf(form.cancel_url) ?? null,
      client_reference_id: textOf(form.client_reference_id) ?? null,
      created,
      currency: 'usd',
      customer: null,
      customer_details: null,
      customer_email: textOf(form.customer_email) ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: metadataOf(form.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${baseUrl}/pay/${id}`,
    };
    const intentData = objectOf(form.payment_intent_data) ?? {};
    sessions.set(id, { session, lines: items, paymentIntentMetadata: metadataOf(intentData.metadata) });
    return session;
  }

  function withExpansion(state: SessionState, expand: readonly string[]): Json {
    const intentId = state.session.payment_intent;
    if (expand.includes('payment_intent') && typeof intentId === 'string')
      return { ...state.session, payment_intent: intents.get(intentId) ?? null };
    return state.session;
  }

  function pay(state: SessionState, email: string | undefined, name: string | undefined): void {
    const amount = Number(state.session.amount_total);
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency: 'usd',
      created: now(),
      latest_charge: newId('ch'),
      livemode: false,
      metadata: state.paymentIntentMetadata,
      payment_method_types: ['card'],
      status: 'succeeded',
    };
    intents.set(String(intent.id), intent);
    Object.assign(state.session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
      customer_details: { email: email || state.session.customer_email || null, name: name || null },
    });
    emit('checkout.session.completed', state.session);
  }

  function createRefund(form: FormObject): Json {
    const intentId = textOf(form.payment_intent);
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent)
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${intentId ?? ''}'`,
        'resource_missing',
        'payment_intent',
      );
    const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed');
    const left = Number(intent.amount_received) - refunded.reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = integerOf(form.amount) ?? left;
    if (amount < 1 || amount > left) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
        'amount_too_large',
        'amount',
      );
    }
    const refund: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: now(),
      currency: 'usd',
      metadata: metadataOf(form.metadata),
      payment_intent: intent.id,
      reason: textOf(form.reason) ?? null,
      status: 'succeeded',
    };
    refunds.set(String(refund.id), refund);
    emit('refund.created', refund);
    return refund;
  }

  function listEvents(query: FormObject): Json {
    const created = objectOf(query.created) ?? {};
    const gte = integerOf(created.gte);
    const lte = integerOf(created.lte);
    const types = listOf(query.types)
      .map(textOf)
      .filter((type): type is string => !!type);
    const limit = Math.min(Math.max(integerOf(query.limit) ?? 10, 1), 100);
    const after = textOf(query.starting_after);
    let matching = [...events]
      .reverse()
      .filter((event) => (gte === undefined || Number(event.created) >= gte) && (lte === undefined || Number(event.created) <= lte))
      .filter((event) => types.length === 0 || types.includes(String(event.type)));
    if (after) {
      const index = matching.findIndex((event) => event.id === after);
      matching = index === -1 ? [] : matching.slice(index + 1);
    }
    return { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url: '/v1/events' };
  }

  // ---- HTTP ----

  function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
    res.writeHead(status, {
      'content-type': type,
      'content-length': String(Buffer.byteLength(body)),
      'request-id': `req_${randomBytes(8).toString('hex')}`,
      ...(type.startsWith('text/html')
        ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'" }
        : {}),
    });
    res.end(body);
  }

  async function readText(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 256 * 1024) throw new StripeError(413, 'invalid_request_error', 'Request too large.');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  function api(method: string, path: string, form: FormObject, query: FormObject): Json {
    const parts = path.split('/').filter(Boolean).slice(1);
    const expand = listOf(query.expand ?? form.expand)
      .map(textOf)
      .filter((value): value is string => !!value);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'GET' && parts[0] === 'checkout' && parts[1] === 'sessions' && parts[2] && parts.length === 3) {
      return withExpansion(sessionOrThrow(parts[2]), expand);
    }
    if (method === 'POST' && parts[0] === 'checkout' && parts[1] === 'sessions' && parts[2] && parts[3] === 'expire') {
      const state = sessionOrThrow(parts[2]);
      if (state.session.status !== 'open') {
        throw new StripeError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired.`,
          'checkout_session_not_open',
        );
      }
      expireSession(state);
      return state.session;
    }
    if (method === 'GET' && parts[0] === 'payment_intents' && parts[1] && parts.length === 2) {
      const intent = intents.get(parts[1]);
      if (!intent) throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${parts[1]}'`, 'resource_missing', 'id');
      return intent;
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'GET' && parts[0] === 'refunds' && parts[1] && parts.length === 2) {
      const refund = refunds.get(parts[1]);
      if (!refund) throw new StripeError(404, 'invalid_request_error', `No such refund: '${parts[1]}'`, 'resource_missing', 'id');
      return refund;
    }
    if (method === 'GET' && path === '/v1/events') return listEvents(query);
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). The local stand-in answers only what the site uses.`,
    );
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const method = req.method ?? 'GET';
    const text = method === 'POST' ? await readText(req) : '';
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replayKey = typeof key === 'string' ? `${url.pathname}\n${key}` : undefined;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) return send(res, earlier.status, earlier.body);
    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(api(method, url.pathname, parseStripeForm(text), parseStripeForm(url.search.slice(1))));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: { type: error.type, message: error.message, code: error.code, param: error.param } });
    }
    // Stripe replays a key's first answer, errors included (but not its 5xx).
    if (replayKey) replays.set(replayKey, { status, body });
    send(res, status, body);
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const state = sessions.get(id);
    if (!state) return send(res, 404, closedPage('There is no such payment page.', null), 'text/html; charset=utf-8');
    sessionOrThrow(id);
    const back = (state.session.cancel_url as string | null) ?? null;
    if (state.session.status === 'expired')
      return send(res, 410, closedPage('This payment page has expired. Go back and start again.', back), 'text/html; charset=utf-8');
    if (state.session.status === 'complete')
      return send(
        res,
        410,
        closedPage('This payment has been made already.', String(state.session.success_url)),
        'text/html; charset=utf-8',
      );
    const pageInput = {
      sessionId: id,
      lines: state.lines,
      totalCents: Number(state.session.amount_total),
      email: (state.session.customer_email as string | null) ?? null,
      cancelUrl: back,
    };
    if (req.method !== 'POST') return send(res, 200, checkoutPage(pageInput), 'text/html; charset=utf-8');
    const form = new URLSearchParams(await readText(req));
    const card = (form.get('card') ?? '').replace(/[\s-]/g, '');
    const name = form.get('name') ?? undefined;
    if (card === TEST_CARDS.pays) {
      pay(state, form.get('email') ?? undefined, name);
      const success = String(state.session.success_url).replace('{CHECKOUT_SESSION_ID}', id);
      res.writeHead(303, { location: success, 'content-length': '0' });
      res.end();
      return;
    }
    const error =
      card === TEST_CARDS.declined
        ? 'Your card was declined.'
        : 'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.';
    send(res, 402, checkoutPage({ ...pageInput, error, name }), 'text/html; charset=utf-8');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const page = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    const work = page?.[1]
      ? handlePage(req, res, page[1])
      : url.pathname.startsWith('/v1/')
        ? handleApi(req, res, url)
        : Promise.resolve(send(res, 404, '{"error":{"type":"invalid_request_error","message":"Not found"}}'));
    work.catch((error: unknown) => {
      if (error instanceof StripeError)
        return send(res, error.status, JSON.stringify({ error: { type: error.type, message: error.message } }));
      log(`[stripe] ${req.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) send(res, 500, '{"error":{"type":"api_error","message":"The stand-in failed."}}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOOPBACK_HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  baseUrl = `http://localhost:${port}`;
  return {
    url: `http://${LOOPBACK_HOST}:${port}`,
    keys: { secretKey: options.secretKey, webhookSecret: options.webhookSecret },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async deliveriesSettled() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        webhookUrl = undefined;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The keys `npm start`'s stand-in takes, fixed so a script beside the running stack can call it
 * (`npm run try-payment`). They open nothing but the stand-in, on the loopback.
 */
export const LOCAL_STRIPE_KEYS = { secretKey: 'sk_test_local_stand_in', webhookSecret: 'whsec_local_stand_in' } as const;

/** Fresh test-mode keys for a stand-in and the payments secret that names them. */
export function standInKeys(): { readonly secretKey: string; readonly webhookSecret: string } {
  return { secretKey: `sk_test_local_${randomBytes(18).toString('hex')}`, webhookSecret: `whsec_local_${randomBytes(18).toString('hex')}` };
}
