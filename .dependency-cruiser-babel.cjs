// How dependency-cruiser reads TypeScript here. Its own TypeScript reader needs the compiler's
// JavaScript API, which TypeScript 7 no longer ships, so Babel parses each file instead and this
// plugin keeps only what the import rule reads: every import and re-export, type-only ones
// included (they are arrows between folders too), and every import() with a literal path.
// Whatever else the file says (types, JSX, code) is dropped, so nothing needs compiling.

/** Collects the paths a file imports into `state.sources` and `state.dynamicSources`. */
const collectImports = {
  ImportDeclaration(path, state) {
    state.sources.push(path.node.source.value);
  },
  ExportNamedDeclaration(path, state) {
    if (path.node.source) state.sources.push(path.node.source.value);
  },
  ExportAllDeclaration(path, state) {
    state.sources.push(path.node.source.value);
  },
  // `import('x').Type` in a type position.
  TSImportType(path, state) {
    const literal = path.node.argument.literal ?? path.node.argument;
    if (typeof literal.value === 'string') state.sources.push(literal.value);
  },
  CallExpression(path, state) {
    const [first] = path.node.arguments;
    if (path.node.callee.type === 'Import' && first?.type === 'StringLiteral') state.dynamicSources.push(first.value);
  },
  ImportExpression(path, state) {
    if (path.node.source.type === 'StringLiteral') state.dynamicSources.push(path.node.source.value);
  },
};

/** @param {{ types: import('@babel/types') }} babel */
function importsOnly({ types: t }) {
  return {
    name: 'imports-only',
    // Set per file: JSX only in .tsx, where TypeScript allows it.
    manipulateOptions(options, parserOptions) {
      parserOptions.plugins.push('typescript', ...(options.filename?.endsWith('.tsx') ? ['jsx'] : []));
    },
    visitor: {
      Program(program) {
        const state = { sources: [], dynamicSources: [] };
        program.traverse(collectImports, state);
        program.node.body = [
          ...state.sources.map((source) => t.importDeclaration([], t.stringLiteral(source))),
          ...state.dynamicSources.map((source) => t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)]))),
        ];
        program.node.directives = [];
        program.skip();
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [importsOnly],
};
