// Fails on an import that closes a cycle of runtime imports (type-only imports are erased and do not count).
// The graph of every package's src/ is read once per lint run with a plain scan of import lines and resolved like the
// bundlers do (relative paths and `@shop/<package>/...`), which keeps `pnpm run lint` at its time: a TypeScript resolver
// for every import of every file, as eslint-plugin-import's no-cycle does, would multiply it on this 2-core machine.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'locales']);
const IMPORT_LINE = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file an import names, or null for a package outside the workspace. */
export function resolveImport(fromFile, source) {
  let base;
  if (source.startsWith('.')) base = path.resolve(path.dirname(fromFile), source);
  else {
    const workspace = /^@shop\/([^/]+)(?:\/(.*))?$/.exec(source);
    if (!workspace) return null;
    base = path.join(root, workspace[1], 'src', workspace[2] ?? '');
  }
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** `import { type A, type B } from` imports types only, as `import type` does. */
function onlyTypes(typeKeyword, clause) {
  if (typeKeyword) return true;
  const named = clause && /^\{([^}]*)\}$/.exec(clause.trim());
  return Boolean(named && named[1].split(',').every((name) => !name.trim() || /^type\s/.test(name.trim())));
}

function runtimeImports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_LINE)].filter((match) => !onlyTypes(match[1], match[2])).map((match) => resolveImport(file, match[3])).filter(Boolean);
}

/** Strongly connected components (Tarjan): every file of a cycle maps to the same component number. */
function componentsOf(graph) {
  const component = new Map();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  let components = 0;
  // Iterative, as deep import chains would overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (next === 0) {
        index.set(node, counter);
        low.set(node, counter++);
        stack.push(node);
        onStack.add(node);
      }
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1]++;
        const target = targets[next];
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, components);
        } while (member !== node);
        components++;
      }
    }
  }
  return component;
}

let cached;
function cycles() {
  if (cached) return cached;
  const packages = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'package.json')) && existsSync(path.join(root, name, 'src')));
  const graph = new Map(packages.flatMap((name) => sourceFiles(path.join(root, name, 'src'))).map((file) => [file, runtimeImports(file)]));
  cached = componentsOf(graph);
  return cached;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids runtime import cycles between the source files of the workspace' },
    schema: [],
    messages: { cycle: '{{target}} imports this file back (directly or through others): an import cycle. Move what both need into a third module.' },
  },
  create(context) {
    const component = cycles();
    const own = component.get(context.filename);
    if (own === undefined) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveImport(context.filename, node.source.value);
      if (target && target !== context.filename && component.get(target) === own && !onlyTypesNode(node)) {
        context.report({ node: node.source, messageId: 'cycle', data: { target: path.relative(root, target) } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

function onlyTypesNode(node) {
  return node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type');
}

export const importCycles = { meta: { name: 'shop-import-cycles' }, rules: { 'no-import-cycles': rule } };
