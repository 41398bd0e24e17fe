// The local API under load: public GETs with autocannon, next to the same items read by autocannon
// straight from DynamoDB Local; visitors' form POSTs from many loopback addresses, next to a raw
// PutItem of a request. A fresh throwaway API (local/ephemeral-api.ts) with the demo content.

import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { type RouteDef, route, type RouteId } from '../lambdas/routes';
import { STORES_LIST } from '../lambdas/domain/store/store-item';
import { localCredentials, LOCAL_REGION } from '../local/aws/clients';
import { localTableName } from '../local/aws/create-tables';
import { demoPosts } from '../local/demo/posts';
import { CLUB_STORE_ID, demoStoreProducts } from '../local/demo/store';
import { startEphemeralApi } from '../local/ephemeral-api';
import { validBodies } from '../lambdas/valid-bodies';
import { PROOF_OF_WORK_HEADER } from '../common/requests/form-protocol';
import { fetchProof } from '../common/requests/proof-of-work';
import { fetchFrom } from './visitor-fetch';
import { atMost, type BudgetCheck, type ReportSection } from './report';

const CONNECTIONS = [10, 50, 100] as const;
const DURATION_SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 10;

/** What one load run measured: requests a second, latency percentiles (ms), and failed answers. */
interface Load {
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly errors: number;
}

interface Call {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

const post = demoPosts.find((candidate) => candidate.publishedDaysAgo !== undefined);
const product = demoStoreProducts.find((candidate) => candidate.item.storeId === CLUB_STORE_ID)?.item;
if (!post || !product) throw new Error('bench/api-load.ts: the demo data has no published post or club store product');

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`bench/api-load.ts has no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });

/**
 * Four public reads that each make one DynamoDB call, with the call itself: the raw side of the
 * ratio sends exactly that call (DynamoDB's JSON protocol, as the SDK sends it) to DynamoDB Local.
 */
const reads: readonly { readonly id: RouteId; readonly path: string; readonly target: 'GetItem' | 'Query'; readonly input: object }[] = [
  {
    id: 'get-blog-post',
    path: fill(route('get-blog-post').path, { slug: post.id }),
    target: 'GetItem',
    input: { TableName: localTableName('posts'), Key: { id: { S: post.id } } },
  },
  {
    id: 'list-stores',
    path: route('list-stores').path,
    target: 'Query',
    input: {
      TableName: localTableName('stores'),
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': { S: STORES_LIST } },
      Limit: 100,
    },
  },
  {
    id: 'list-store-products',
    path: fill(route('list-store-products').path, { id: product.storeId }),
    target: 'Query',
    input: {
      TableName: localTableName('products'),
      KeyConditionExpression: 'storeId = :storeId',
      ExpressionAttributeValues: { ':storeId': { S: product.storeId } },
      Limit: 200,
    },
  },
  {
    id: 'get-store-product',
    path: fill(route('get-store-product').path, { storeId: product.storeId, productId: product.productId }),
    target: 'GetItem',
    input: { TableName: localTableName('products'), Key: { storeId: { S: product.storeId }, productId: { S: product.productId } } },
  },
];

/** The visitors' forms that store what they get (the newsletter token rows answer 404 to a made-up token). */
const forms: readonly RouteId[] = [
  'create-contact-message',
  'create-player-request',
  'create-sponsorship-request',
  'create-rental-request',
  'create-newsletter-subscription',
];

/**
 * DynamoDB's JSON protocol with an Authorization header of the right form: DynamoDB Local reads
 * the key id and region from it and checks no signature.
 */
function dynamoDbHeaders(target: string): Record<string, string> {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': `DynamoDB_20120810.${target}`,
    'x-amz-date': `${day}T000000Z`,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${localCredentials.accessKeyId}/${day}/${LOCAL_REGION}/dynamodb/aws4_request, ` +
      `SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=${'0'.repeat(64)}`,
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** autocannon at a number of connections for the fixed duration, every connection cycling through the calls. */
async function cannon(baseUrl: string, connections: number, calls: readonly Call[]): Promise<Load> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: DURATION_SECONDS,
    requests: calls.map((call) => ({ path: call.path, method: call.method, headers: call.headers, body: call.body })),
  });
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors,
  };
}

/** The loopback addresses besides 127.0.0.1 that Linux answers on: one visitor each. */
const VISITOR_ADDRESSES = Array.from({ length: 253 }, (_unused, index) => `127.0.0.${index + 2}`);

/**
 * The form POSTs, sent from many loopback addresses so the load is many visitors, as it would be,
 * not one address the per-IP limit stops: request n goes from address n mod 253 (each keeping its
 * connection, as a browser does). autocannon has no option for a client's local address, so this
 * small loop of node:http requests drives them, and the raw writes alike so the pair compares.
 */
async function visitors(baseUrl: string, connections: number, callOf: (n: number, address: string) => Call | Promise<Call>): Promise<Load> {
  const agents = new Map(VISITOR_ADDRESSES.map((address) => [address, new Agent({ keepAlive: true, localAddress: address })]));
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const ends = started + DURATION_SECONDS * 1000;
  const addressOf = (n: number) => VISITOR_ADDRESSES[n % VISITOR_ADDRESSES.length] ?? '127.0.0.2';
  const send = (n: number, call: Call) =>
    new Promise<number>((resolve) => {
      const address = addressOf(n);
      const body = call.body ?? '';
      const outgoing = httpRequest(
        new URL(call.path, baseUrl),
        { method: call.method, headers: { ...call.headers, 'content-length': Buffer.byteLength(body) }, agent: agents.get(address) },
        (reply) => {
          reply.resume();
          reply.on('end', () => resolve(reply.statusCode ?? 0));
          reply.on('error', () => resolve(0));
        },
      );
      outgoing.on('error', () => resolve(0));
      outgoing.end(body);
    });
  const client = async () => {
    while (performance.now() < ends) {
      const n = sent++;
      // What a visitor does before pressing Send (a form's proof of work) is not part of the POST's time.
      const call = await callOf(n, addressOf(n));
      const begun = performance.now();
      const status = await send(n, call);
      latencies.push(performance.now() - begun);
      if (status < 200 || status > 299) errors++;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: latencies.length,
    errors,
  };
}

/**
 * The n-th visitor's form: the forms in turn, each with a sender of its own where the body names
 * one, and its proof of work paid from the visitor's address (at the throwaway API's small difficulty).
 */
async function formCall(baseUrl: string, n: number, address: string): Promise<Call> {
  const id = forms[n % forms.length] ?? 'create-contact-message';
  const body = validBodies[id];
  const visitor = typeof body === 'object' && body !== null && 'email' in body ? { ...body, email: `visitor-${n}@example.com` } : body;
  const row: RouteDef = route(id);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (row.proofOfWork === 'check') headers[PROOF_OF_WORK_HEADER] = (await fetchProof(baseUrl, fetchFrom(address))).header;
  return { path: row.path, method: 'POST', headers, body: JSON.stringify(visitor) };
}

/** The raw side of the form rows: one PutItem of a request of about the same size into the requests table. */
function rawPutCall(n: number): Call {
  const item = {
    id: { S: randomUUID() },
    kind: { S: 'contact' },
    status: { S: 'new' },
    createdAt: { N: String(Date.now()) },
    name: { S: 'Sample Visitor' },
    email: { S: `visitor-${n}@example.com` },
    subject: { S: 'Sample subject' },
    message: { S: 'Hello.' },
  };
  return {
    path: '/',
    method: 'POST',
    headers: dynamoDbHeaders('PutItem'),
    body: JSON.stringify({ TableName: localTableName('requests'), Item: item }),
  };
}

const ms = (value: number) => value.toFixed(1);
const loadCells = (load: Load) => [load.perSecond.toFixed(0), ms(load.p50Ms), ms(load.p99Ms), String(load.errors)];

export async function measureApiLoad(): Promise<ReportSection> {
  const api = await startEphemeralApi();
  const readRows: string[][] = [];
  const formRows: string[][] = [];
  const budgets: BudgetCheck[] = [];
  try {
    const apiReads: Call[] = reads.map((read) => ({ path: read.path, method: 'GET' }));
    const rawReads: Call[] = reads.map((read) => ({
      path: '/',
      method: 'POST',
      headers: dynamoDbHeaders(read.target),
      body: JSON.stringify(read.input),
    }));
    // One of each first: a container's cold start is not part of the steady load (bench/lambda-bundles.ts times the start-up).
    const firstForms = await Promise.all([0, 1, 2, 3, 4].map((n) => formCall(api.url, n, VISITOR_ADDRESSES[n] ?? '127.0.0.2')));
    for (const call of [...apiReads, ...firstForms]) {
      const answer = await fetch(new URL(call.path, api.url), { method: call.method, headers: call.headers, body: call.body });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${call.method} ${call.path} answered ${answer.status} before the load`);
    }
    let visitorsSoFar = 5;
    for (const connections of CONNECTIONS) {
      const viaApi = await cannon(api.url, connections, apiReads);
      const raw = await cannon(api.dynamoDbEndpoint, connections, rawReads);
      readRows.push([
        String(connections),
        ...loadCells(viaApi),
        ...loadCells(raw),
        `${(viaApi.p50Ms / raw.p50Ms).toFixed(2)}×`,
        `${(viaApi.p99Ms / raw.p99Ms).toFixed(2)}×`,
      ]);
      const first = visitorsSoFar;
      const formLoad = await visitors(api.url, connections, (n, address) => formCall(api.url, first + n, address));
      visitorsSoFar += formLoad.requests;
      const rawPuts = await visitors(api.dynamoDbEndpoint, connections, rawPutCall);
      formRows.push([
        String(connections),
        ...loadCells(formLoad),
        ...loadCells(rawPuts),
        `${(formLoad.p99Ms / rawPuts.p99Ms).toFixed(2)}×`,
      ]);
      console.error(`api load ${connections}: reads p99 ${ms(viaApi.p99Ms)} ms (raw ${ms(raw.p99Ms)}), forms p99 ${ms(formLoad.p99Ms)} ms`);
      budgets.push(
        atMost(`public GETs: errors at ${connections} clients`, viaApi.errors, 0, '', 0),
        atMost(`form POSTs: errors at ${connections} clients`, formLoad.errors, 0, '', 0),
      );
    }
  } finally {
    await api.stop();
  }
  const loadHeader = ['req/s', 'p50 (ms)', 'p99 (ms)', 'errors'];
  return {
    title: 'API load',
    method:
      `A fresh local API (route-table server, each handler in its worker thread, DynamoDB Local in memory, demo content), ` +
      `${DURATION_SECONDS} s at each number of concurrent clients. Errors are any non-2xx answer (a 429 included) and any failed connection. ` +
      `Public GETs: autocannon, each connection cycling through ${reads.map((read) => `\`${read.id}\``).join(', ')}; the raw side is autocannon sending each ` +
      "route's own DynamoDB call (GetItem or Query, JSON protocol) straight to the same DynamoDB Local. " +
      `Form POSTs: ${forms.map((id) => `\`${id}\``).join(', ')} in turn with their sample bodies (lambdas/valid-bodies.ts), ` +
      'each request from the next of 253 loopback addresses (many visitors, as the per-IP limit expects), driven by node:http ' +
      'because autocannon cannot bind a local address; the raw side is a PutItem of a request item, driven the same way.',
    tables: [
      {
        caption: 'Public GETs: through the API, and the same calls straight to DynamoDB Local',
        header: [
          'clients',
          ...loadHeader.map((name) => `API ${name}`),
          ...loadHeader.map((name) => `raw ${name}`),
          'p50 ratio',
          'p99 ratio',
        ],
        rows: readRows,
      },
      {
        caption: 'Form POSTs: through the API, and one raw PutItem',
        header: ['clients', ...loadHeader.map((name) => `API ${name}`), ...loadHeader.map((name) => `raw ${name}`), 'p99 ratio'],
        rows: formRows,
      },
    ],
    budgets,
    notes: [
      "A read through the API also crosses the API server (the HTTP API's event built from the request), a worker thread (events and answers as JSON, as Lambda passes them), the handler wrapper (zod checks of the query and path) and the SDK. The latencies, rates and ratios are figures, not budgets: on a machine of few cores the API server, its workers, DynamoDB Local and the load generator share the cores, so they measure the machine more than the code. What the code itself costs a request is budgeted in the Handler wrapper overhead section; here only errors are.",
      'A form POST is not one write: the per-IP limit (an UpdateItem), the receipt limits (two more), the request with its outbox entry (a transaction) and the mail: its ratio to one PutItem is shown, not budgeted.',
    ],
  };
}
