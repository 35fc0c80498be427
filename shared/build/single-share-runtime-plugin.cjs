// Keeps webpack's own share-scope runtime out of a federated build (issue 14). Both webpack (RuntimePlugin, for
// `__webpack_require__.S`) and @module-federation/enhanced (ConsumeSharedPlugin) add a runtime module named
// "sharing"; the federation one runs later and replaces `__webpack_require__.S` and `.I`, so webpack's copy, one
// register call per shared module, was dead code in every remoteEntry.js and main.js (0.7 KB brotli in mf-buyout's
// remoteEntry.js). Upstream knows (module-federation/core#1639, "FIXME: need to remove webpack internal inject
// ShareRuntimeModule"); remove this plugin once the federation plugin does it itself.
const PLUGIN_NAME = 'SingleShareRuntimePlugin';

class SingleShareRuntimePlugin {
  apply(compiler) {
    const { RuntimeGlobals } = compiler.webpack;
    // thisCompilation taps come before webpack's RuntimePlugin (a compilation tap), and the hook stops at the first
    // tap that returns true. The federation plugin's own taps for the share scope return nothing and still run.
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).tap(PLUGIN_NAME, () => true);
    });
  }
}

module.exports = { SingleShareRuntimePlugin };
