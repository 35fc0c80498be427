// webpack's `import.meta.webpackContext` (https://webpack.js.org/api/module-variables/#importmetawebpackcontext), in the
// lazy mode federation-host.ts uses: a function from a key to the module's promise, and the keys the build found.
interface WebpackLazyContext {
  (key: string): Promise<unknown>;
  keys(): string[];
}

interface ImportMeta {
  webpackContext(request: string, options: { recursive?: boolean; regExp?: RegExp; exclude?: RegExp; mode: 'lazy'; chunkName?: string }): WebpackLazyContext;
}
