// The limits every Lambda function of the stack runs with, defined once: the CDK construct
// (infra/constructs/club-function.ts) deploys them and the local API server (local/api-server.ts,
// local/api/function-container.ts) applies them, so local runs time out where AWS would.

/** How long a handler may run before Lambda stops it (API Gateway then answers 500). */
export const FUNCTION_TIMEOUT_SECONDS = 10;

/** Memory buys CPU too: 512 MB starts and answers faster than the 128 MB default, for cents a month. */
export const FUNCTION_MEMORY_MB = 512;

/**
 * How long a stream function may take over one batch, or over `renderAll` after a deploy: it reads
 * the site through the API, one route call after another, where a handler answers one request.
 */
export const STREAM_FUNCTION_TIMEOUT_SECONDS = 60;
