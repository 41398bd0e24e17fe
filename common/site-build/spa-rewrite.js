// CloudFront Function (cloudfront-js-2.0), viewer request, default behaviour only.
// A path is a file only when its last segment ends in one of the site's asset extensions; any
// other path is a page. A page the build prerendered (web/prerender/) is served its own HTML,
// /pages/<path>/index.html; a path matching a pattern such as /news/:slug is served that
// pattern's frame (/pages/news/_slug/index.html); any other page is the SPA shell, /index.html
// (signed-in pages, and unknown paths, where the SPA shows its not-found page). A path with a
// dot, such as /product/1/blaze-hat-v1.2, is still a page. API and media paths have their own
// behaviours and never get here. common/site-build/spa-paths.ts writes PRERENDERED_PATHS in from the page
// list (common/pages/page-meta.ts) for the deployed function and runs the same code for Node
// (tests and the browser suite's static server), so the rule is written once, here.
var PRERENDERED_PATHS = [];

var PAGE_DIR = '/pages';

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

/** The file of a prerendered path or pattern: /news/:slug -> /pages/news/_slug/index.html. */
function pageFile(path) {
  return `${PAGE_DIR}${path.replace(/\/:/g, '/_').replace(/\/$/, '')}/index.html`;
}

function segmentsOf(path) {
  return path.split('/').filter((segment) => segment !== '');
}

function matchesPattern(pattern, wanted) {
  const segments = segmentsOf(pattern);
  return segments.length === wanted.length && segments.every((segment, i) => segment.charAt(0) === ':' || segment === wanted[i]);
}

/** The prerendered path or pattern a request path is, or null: exact paths win over patterns. */
function prerenderedPathOf(uri) {
  const wanted = segmentsOf(uri);
  const exact = `/${wanted.join('/')}`;
  if (PRERENDERED_PATHS.indexOf(exact) !== -1) return exact;
  const pattern = PRERENDERED_PATHS.find((path) => path.indexOf('/:') !== -1 && matchesPattern(path, wanted));
  return pattern === undefined ? null : pattern;
}

function handler(event) {
  var request = event.request;
  if (!isAssetPath(request.uri)) {
    const page = prerenderedPathOf(request.uri);
    request.uri = page === null ? '/index.html' : pageFile(page);
  }
  return request;
}
