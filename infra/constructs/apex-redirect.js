// CloudFront Function (cloudfront-js-2.0), viewer request, the one behaviour of the apex's own
// distribution (infra/constructs/site-domain.ts). The site lives on www.<domain>; a request for the
// apex gets a 301 to the same path and query there, so links and bookmarks to the bare domain keep
// working and search engines see one address per page. The query is taken as the visitor sent it
// (rawQueryString: unparsed and unchanged, so nothing is decoded or reordered on the way). A
// request already for the site's host is left alone. infra/apex-redirect.ts writes SITE_HOST in;
// the tests run that same code.
var SITE_HOST = '';

function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';
  if (host === SITE_HOST) return request;
  var query = typeof request.rawQueryString === 'function' ? request.rawQueryString() : undefined;
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: `https://${SITE_HOST}${request.uri}${query ? `?${query}` : ''}` } },
  };
}
