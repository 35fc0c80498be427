// valibot's safeParse as a module of @shop/shared, which the shell offers from its own build (issue 14): a remote that
// only runs schemas from the contract takes it from here and loads no valibot of its own. A remote's valibot is
// tree-shaken for its whole build (every shared module's fallback included), so importing it for one call fetched
// 3.3 KB on the buyout page's first screen.
export { safeParse } from 'valibot';
