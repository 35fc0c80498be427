// Import boundaries of docs/architecture.md ("Folders of a remote"), checked on the resolved path
// of every relative or workspace import, so a new remote or folder is covered without listing it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Folders of a remote that are not features: where features meet, the entries, the state, test helpers. */
const FLOW = 'flow';
const STORE = 'store';
const ENTRIES = new Set(['expose', 'embed']);
const TEST_SUPPORT = 'test-support';
const NOT_FEATURES = new Set([FLOW, STORE, TEST_SUPPORT, 'locales', ...ENTRIES]);

/** `{ pkg, folder }` of a file in the repository: `mf-service/src/booking/x.ts` -> `{ pkg: 'mf-service', folder: 'booking' }`. */
function placeOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  const inSrc = parts[1] === 'src';
  return { pkg: parts[0], folder: inSrc && parts.length > 3 ? parts[2] : null, inSrc };
}

function isTestFile(file) {
  return /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}${TEST_SUPPORT}${path.sep}`);
}

function targetOf(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  const workspace = /^@shop\/([^/]+)(?:\/(.*))?$/.exec(source);
  if (workspace) return path.join(root, workspace[1], 'src', workspace[2] ?? '');
  return null;
}

/** The file itself where it can be found (`x` -> `x.ts`), so a folder is told from a file of the same name. */
function fileOf(target) {
  return [`${target}.ts`, `${target}.tsx`, target].find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? target;
}

/**
 * Folders of api/src that every feature may use: HTTP plumbing and error answers, the database, messages and market
 * time, sessions, mail, PDF, CSV, the response cache and background jobs.
 */
const API_SHARED = new Set(['http', 'db', 'i18n', 'auth', 'mail', 'pdf', 'csv', 'limits', 'response-cache', 'compression', 'background', 'test-support']);
const API_SRC = path.join(root, 'api', 'src');

/**
 * In api/src a feature is a folder; its top-level modules are what it offers the others, its sub-folders and its route
 * registrations are its own. So a feature imports another feature's top-level modules (not `*-routes.ts`) and the
 * shared folders, and never reaches deeper. Tests may reach anywhere: they arrange state across features.
 */
function apiViolation(fromFile, toFile) {
  const from = path.relative(API_SRC, fromFile).split(path.sep);
  const to = path.relative(API_SRC, toFile).split(path.sep);
  if (from[0] === '..' || to[0] === '..' || from.length < 2 || to.length < 2 || from[0] === to[0]) return null;
  if (isTestFile(fromFile) || from[0] === 'security' || API_SHARED.has(to[0])) return null;
  if (to.length === 2 && !/-routes\.ts$/.test(to[1])) return null;
  const reached = to.slice(0, -1).join('/');
  return `api feature ${from[0]}/ may import only ${to[0]}/'s top-level modules (not its sub-folders or route files; ${reached}/${to.at(-1)} is its own): move what both need to a top-level module of ${to[0]}/ or to http/`;
}

/** Why `from` may not import `to`, or null when it may. */
function violation(fromFile, toFile) {
  const apiWhy = apiViolation(fromFile, toFile);
  if (apiWhy) return apiWhy;
  const from = placeOf(fromFile);
  const to = placeOf(toFile);
  if (!from || !to) return null;
  if (to.pkg.startsWith('mf-') && to.pkg !== from.pkg) return `a remote is reached only through RemoteSlot or its mount: ${from.pkg} may not import ${to.pkg}`;
  // Files at the top of src/ (index.ts, bootstrap.tsx) are build entries themselves.
  const isEntry = from.inSrc && from.folder === null;
  if (ENTRIES.has(to.folder) && !isEntry && !(to.pkg === from.pkg && to.folder === from.folder)) return `nothing imports from ${to.folder}/: it is what the remote hands out`;
  if (!from.pkg.startsWith('mf-') || to.pkg !== from.pkg || !from.folder || !to.folder) return null;
  if (from.folder === to.folder || from.folder === FLOW || ENTRIES.has(from.folder) || from.folder === TEST_SUPPORT) return null;
  if ((to.folder === TEST_SUPPORT || to.folder === 'locales') && isTestFile(fromFile)) return null;
  if (from.folder === STORE) return `the store holds state only and imports no feature (${to.folder}/)`;
  if (to.folder === STORE) return null;
  if (NOT_FEATURES.has(from.folder)) return null;
  return `feature ${from.folder}/ imports only @shop/shared, its own folder and the store; features meet in ${FLOW}/ (not ${to.folder}/)`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps remotes, features, stores and exposed entries apart' },
    schema: [],
    messages: { boundary: '{{why}}' },
  },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = targetOf(context.filename, node.source.value);
      const why = target && violation(context.filename, fileOf(target));
      if (why) context.report({ node: node.source, messageId: 'boundary', data: { why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const importBoundaries = { meta: { name: 'shop-import-boundaries' }, rules: { 'import-boundaries': rule } };
