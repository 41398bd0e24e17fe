// The import rule between the repository's top-level folders, checked by `npm run lint`
// (dependency-cruiser resolves every relative import to the file it names, so a path that merely
// looks like another folder's is judged by where it really lands). The allowed arrows:
//
//   common   ← lambdas, web, infra, local, tests, bench   (common imports nothing of ours)
//   lambdas  ← infra, local, tests, bench
//   web, infra, local ← tests, bench                       (none of the three imports another)
//   bench    ← tests                                       (the tests check bench's arithmetic)
//   tests    ← nothing                                     (nothing outside tests imports tests)
//
// Every arrow points down that list, so no cycle runs between two folders; no-circular also
// forbids a cycle between files anywhere. Anything two folders both need moves down to common/.
//
// Inside lambdas/, the entry points (handlers/, jobs/, events/, streams/, triggers/) stand on
// domain/ (the club's logic) and runtime/ (what every function runs on); domain/ may use runtime/,
// runtime/ uses neither domain/ nor an entry point, and no entry point is imported by either.
//
// Inside the SPA the same holds one level down: a feature (web/src/features/<feature>/) imports no
// other feature, and the shared folders (components/, lib/, config/, hooks/) import no feature;
// what two features share moves to a shared folder.

/** A path regex for the given top-level folders. */
const under = (...folders) => `^(${folders.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'common-imports-nothing-of-ours',
      comment: 'common/ holds the rules the browser, the server, the CDK app and the local stack share: it imports none of them.',
      severity: 'error',
      from: { path: under('common') },
      to: { path: under('lambdas', 'web', 'infra', 'local', 'tests', 'bench') },
    },
    {
      name: 'lambdas-import-common-only',
      comment:
        'The server code (route table, handlers, runtime) stands on common/ alone: no SPA, CDK, local-stack or test code in a bundle.',
      severity: 'error',
      from: { path: under('lambdas') },
      to: { path: under('web', 'infra', 'local', 'tests', 'bench') },
    },
    {
      name: 'runtime-imports-no-domain',
      comment:
        "lambdas/runtime/ is what every function runs on (wrappers, clients, HTTP, errors, logging, paging): it knows none of the club's areas and no entry point.",
      severity: 'error',
      from: { path: '^lambdas/runtime/' },
      to: { path: '^lambdas/(domain|handlers|jobs|events|streams|triggers|rows)/' },
    },
    {
      name: 'domain-imports-no-entry-points',
      comment:
        "lambdas/domain/ is the club's logic the entry points share: it imports no handler, job, event function, stream function, trigger or route row.",
      severity: 'error',
      from: { path: '^lambdas/domain/' },
      to: { path: '^lambdas/((handlers|jobs|events|streams|triggers|rows)/|routes\\.ts$)' },
    },
    {
      name: 'web-imports-common-only',
      comment: 'The SPA and its build tooling (vite.config, prerender, media generation) stand on common/ alone.',
      severity: 'error',
      from: { path: under('web') },
      to: { path: under('lambdas', 'infra', 'local', 'tests', 'bench') },
    },
    {
      name: 'infra-imports-common-and-lambdas',
      comment: 'The CDK app deploys the route table and handlers (lambdas/) and reads shared facts from common/.',
      severity: 'error',
      from: { path: under('infra') },
      to: { path: under('web', 'local', 'tests', 'bench') },
    },
    {
      name: 'local-imports-common-and-lambdas',
      comment: 'The local stack runs the route table and handlers (lambdas/) and reads shared facts from common/.',
      severity: 'error',
      from: { path: under('local') },
      to: { path: under('web', 'infra', 'tests', 'bench') },
    },
    {
      name: 'bench-imports-no-tests',
      comment: 'bench/ may import any shipped folder but not tests/ (the tests import bench/).',
      severity: 'error',
      from: { path: under('bench') },
      to: { path: under('tests') },
    },
    {
      name: 'nothing-imports-tests-or-bench',
      comment: 'Only tests/ imports bench/, and only tests/ imports tests/: root files (vitest.config.ts) included.',
      severity: 'error',
      from: { pathNot: under('tests', 'bench') },
      to: { path: under('tests', 'bench') },
    },
    {
      name: 'spa-features-import-no-other-feature',
      comment: 'A feature of the SPA imports no other feature: what two features share lives in web/src/components/ or web/src/lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'spa-shared-folders-import-no-feature',
      comment: "The SPA's shared folders stand below its features: only the app (web/src/app/) and the features import features.",
      severity: 'error',
      from: { path: '^web/src/(components|lib|config|hooks)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'spa-imports-no-node-only-common',
      comment:
        "common/local-stack/ and common/tooling/ run in Node only, and of common/site-build/ the SPA reads only the deferred scripts' names and the prerenderer's type.",
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^common/(local-stack|tooling|site-build)/', pathNot: '^common/site-build/(deferred-scripts|page-renderer)\\.ts$' },
    },
    {
      name: 'spa-shared-folders-import-no-app',
      comment: "The SPA's shared folders stand below the app: the app (web/src/app/) composes them, never the other way.",
      severity: 'error',
      from: { path: '^web/src/(components|lib|config|hooks)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'requests-import-no-squad',
      comment: "The squad's flows (profile changes, a requested player) move requests; the requests area imports nothing of squad/.",
      severity: 'error',
      from: { path: '^lambdas/domain/requests/' },
      to: { path: '^lambdas/domain/squad/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle between files (and so none between folders).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser's own reader: Babel reads the files
    // (see .dependency-cruiser-babel.cjs), and `npm run lint` names every file to check.
    babelConfig: { fileName: '.dependency-cruiser-babel.cjs' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|web/dist|cdk\\.out|\\.local|coverage)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
