// CloudFront Function (cloudfront-js-2.0), viewer request, default behaviour only.
// A path is a file only when its last segment ends in one of the site's asset extensions; any
// other path is a client-side route of the SPA (even one with a dot, such as
// /product/1/blaze-hat-v1.2) and is served index.html. API and media paths have their own
// behaviours and never get here. infra/spa-paths.ts runs this same code for Node (tests and the
// browser suite's static server), so the rule is written once, here.
var ASSET_EXTENSIONS = [
  'html',
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'webmanifest',
  'txt',
  'xml',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'avif',
  'gif',
  'ico',
  'mp4',
  'webm',
  'vtt',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'pdf',
];

function isAssetPath(uri) {
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  var dot = lastSegment.lastIndexOf('.');
  if (dot === -1) return false;
  return ASSET_EXTENSIONS.indexOf(lastSegment.substring(dot + 1).toLowerCase()) !== -1;
}

function handler(event) {
  var request = event.request;
  if (!isAssetPath(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}
