// webpack's `import.meta.webpackContext` (https://webpack.js.org/api/module-variables/#importmetawebpackcontext), in the
// weak mode federation-host.ts uses: the keys the build found and each one's module id.
interface WebpackWeakContext {
  keys(): string[];
  resolve(key: string): string | number;
}

interface ImportMeta {
  webpackContext(request: string, options: { recursive?: boolean; regExp?: RegExp; exclude?: RegExp; mode: 'weak' }): WebpackWeakContext;
}
