// A remote's standalone page (dist/index.html) must load `federation-runtime.js` before main.js: remotes are built
// with `externalRuntime`, so main.js takes the federation runtime core from the page (webpack-config.cjs).
// The script is written by the remote's plain compilation, beside main.js in dist/.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class StandaloneRuntimeScriptPlugin {
  /** @param {{ file: string }} options  the runtime script's name in dist/ */
  constructor({ file }) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StandaloneRuntimeScriptPlugin', (groups) => {
        // Deferred like main.js and ahead of it in the head: deferred scripts run in document order.
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: this.file });
        return { ...groups, headTags: [tag, ...groups.headTags] };
      });
    });
  }
}

module.exports = { StandaloneRuntimeScriptPlugin };
