// CloudFront Function (cloudfront-js-2.0), viewer request, default behaviour only.
// A path whose last segment has no dot is a client-side route of the SPA, not a file:
// serve index.html for it. API and media paths have their own behaviours and never get here.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
