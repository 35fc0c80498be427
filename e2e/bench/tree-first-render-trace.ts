import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { openDatabase } from '@shop/api/src/db/open-database';
import { addLargeCategoryTree } from '@shop/api/src/test-support/large-category-tree';
import { createScratchDatabase } from '@shop/api/src/test-support/scratch-postgres';
import { launchBrowser } from '../support/browser';
import { staffLogin, startShop } from '../support/shop-server';

// Where the tree editor's first render spends its time: the request waterfall (Resource Timing) and the main
// thread's CPU profile (CDP Profiler) from navigation start to the first tree row, and one load under the DevTools
// timeline (main-thread tasks and the network as Chromium saw them); TRACE_PROFILE_FILE=<prefix> keeps the profiles. A diagnosis tool beside the
// bench (`node --import tsx bench/tree-first-render-trace.ts`), not part of bench/run.ts: its figures are per load.

const TREE_PATH = '/admin/kategorie/';
const LOADS = Number(process.env.TRACE_LOADS ?? 3);

const FIRST_ROW_PROBE = `window.__firstRow = new Promise((resolve) => {
  const seen = () => document.querySelector('[role="treeitem"]') !== null;
  const observer = new MutationObserver(() => { if (seen()) { observer.disconnect(); resolve(performance.now()); } });
  observer.observe(document, { subtree: true, childList: true });
});`;

const WATERFALL = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const rows = [{ name: 'document', start: 0, requestStart: nav.requestStart, responseStart: nav.responseStart, end: nav.responseEnd, size: nav.transferSize }];
  for (const entry of performance.getEntriesByType('resource')) {
    rows.push({ name: entry.name.replace(location.origin, ''), start: entry.startTime, requestStart: entry.requestStart, responseStart: entry.responseStart, end: entry.responseEnd, size: entry.encodedBodySize });
  }
  return { rows, domContentLoaded: nav.domContentLoadedEventEnd, marks: performance.getEntriesByType('mark').map((mark) => ({ name: mark.name, at: mark.startTime })) };
})()`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Self time per script file and per function (file:line), in ms. */
function summarise(profile: Profile): { byFile: Map<string, number>; byFunction: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id)!.callFrame;
    const file = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : `(${frame.functionName || 'native'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  return { byFile, byFunction };
}

const top = (map: Map<string, number>, count: number) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`).join('\n');

async function tracedLoad(page: Page, cdp: CDPSession, url: string) {
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  const firstRow = (await page.evaluate('window.__firstRow')) as number;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const waterfall = (await page.evaluate(WATERFALL)) as { rows: { name: string; start: number; requestStart: number; responseStart: number; end: number; size: number }[]; domContentLoaded: number; marks: { name: string; at: number }[] };
  return { firstRow, profile, waterfall };
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; [key: string]: unknown };
}

/** One load under Chromium's DevTools timeline: the renderer main thread's tasks over 1 ms, with what filled them. */
async function timeline(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'v8', 'blink'].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'commit' });
  const firstRow = (await page.evaluate('window.__firstRow')) as number;
  await cdp.send('Tracing.end');
  await done;
  const navStart = events.find((event) => event.name === 'navigationStart' && event.args?.data && (event.args.data as { isLoadingMainFrame?: boolean }).isLoadingMainFrame);
  const origin = navStart?.ts ?? Math.min(...events.map((event) => event.ts));
  const rendererMain = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navStart?.pid);
  const tid = rendererMain?.tid ?? navStart?.tid;
  const onMain = events.filter((event) => event.pid === navStart?.pid && event.tid === tid && event.ph === 'X');
  const at = (ts: number) => ((ts - origin) / 1000).toFixed(1).padStart(7);
  console.log(`\n## timeline of one load (first row at ${firstRow.toFixed(1)} ms): main-thread tasks over 1 ms`);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 1000 && event.ts >= origin).sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && (event.dur ?? 0) > 300);
    const kinds = new Map<string, number>();
    for (const event of inside) {
      if (!['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.parseOnBackground', 'V8.GCScavenger', 'MajorGC', 'MinorGC', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'XHRReadyStateChange', 'v8.run', 'ScheduleStyleRecalculation', 'PrePaint', 'Layerize', 'RunMicrotasks', 'v8.callFunction', 'V8.ParseFunction', 'V8.CompileLazy', 'v8.produceCache', 'v8.deserializeOnBackground'].includes(event.name)) continue;
      const data = event.args?.data as { url?: string; functionName?: string } | undefined;
      const key = `${event.name}${data?.url ? ` ${String(data.url).replace(/^https?:\/\/[^/]+/, '')}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}`;
      kinds.set(key, (kinds.get(key) ?? 0) + (event.dur ?? 0) / 1000);
    }
    // A task of none of those kinds is Blink's own work (committing the navigation, decoding a response body):
    // named by its longest inner events instead.
    if (kinds.size === 0) for (const event of inside) kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const what = [...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([key, ms]) => `${key} ${ms.toFixed(1)}`).join(' | ');
    console.log(`${at(task.ts)} +${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${what}`);
  }
  const network = events.filter((event) => event.name === 'ResourceSendRequest' || event.name === 'ResourceFinish' || event.name === 'ResourceReceiveResponse');
  const byRequest = new Map<string, { url: string; send?: number; response?: number; finish?: number }>();
  for (const event of network) {
    const data = event.args?.data as { requestId: string; url?: string };
    const entry = byRequest.get(data.requestId) ?? { url: '' };
    if (data.url) entry.url = data.url.replace(/^https?:\/\/[^/]+/, '');
    if (event.name === 'ResourceSendRequest') entry.send = event.ts;
    if (event.name === 'ResourceReceiveResponse') entry.response = event.ts;
    if (event.name === 'ResourceFinish') entry.finish = event.ts;
    byRequest.set(data.requestId, entry);
  }
  console.log('\n  send  resp finish  request');
  for (const entry of [...byRequest.values()].filter((entry) => entry.send !== undefined && entry.send >= origin).sort((a, b) => a.send! - b.send!)) {
    console.log(`${at(entry.send!)}${entry.response ? at(entry.response) : '      -'}${entry.finish ? at(entry.finish) : '      -'}  ${entry.url}`);
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('set DATABASE_URL to a PostgreSQL server');
  const scratch = await createScratchDatabase(serverUrl, 'shop_trace_tree');
  const shop = await startShop({ DATABASE_URL: scratch.url, MARKET: 'CZ' });
  const browser = await launchBrowser();
  try {
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    try {
      await addLargeCategoryTree(database.db, 'CZ', 100, 99);
    } finally {
      await database.close();
    }
    const page = await browser.newPage();
    await page.addInitScript(FIRST_ROW_PROBE);
    await page.goto(`${shop.url}/prihlaseni/`);
    await page.getByLabel('E-mail').fill(staffLogin.email);
    await page.getByLabel('Heslo').fill(staffLogin.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/prihlaseni/'));
    await page.goto(`${shop.url}${TREE_PATH}`, { waitUntil: 'commit' });
    await page.evaluate('window.__firstRow');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const byFile = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (let load = 1; load <= LOADS; load += 1) {
      const { firstRow, profile, waterfall } = await tracedLoad(page, cdp, `${shop.url}${TREE_PATH}`);
      console.log(`\n## load ${load}: first tree row at ${firstRow.toFixed(1)} ms, DOMContentLoaded ${waterfall.domContentLoaded.toFixed(1)} ms`);
      console.log('  start   req  resp   end   bytes  resource');
      for (const row of waterfall.rows.sort((a, b) => a.start - b.start)) {
        console.log(
          `${[row.start, row.requestStart, row.responseStart, row.end].map((value) => value.toFixed(0).padStart(6)).join('')} ${String(row.size).padStart(7)}  ${row.name}`,
        );
      }
      for (const mark of waterfall.marks) console.log(`  mark ${mark.at.toFixed(1)} ${mark.name}`);
      if (process.env.TRACE_PROFILE_FILE) writeFileSync(`${process.env.TRACE_PROFILE_FILE}.${load}.cpuprofile`, JSON.stringify(profile));
      const summary = summarise(profile);
      for (const [key, ms] of summary.byFile) byFile.set(key, (byFile.get(key) ?? 0) + ms / LOADS);
      for (const [key, ms] of summary.byFunction) byFunction.set(key, (byFunction.get(key) ?? 0) + ms / LOADS);
    }
    await timeline(page, `${shop.url}${TREE_PATH}`);
    const headers = await page.evaluate(`fetch('/api/new/categories/tree/', { headers: { Accept: 'application/json' } }).then(async (r) => ({ encoding: r.headers.get('content-encoding'), length: (await r.text()).length }))`);
    console.log('tree call answer:', headers);
    console.log(`\n## CPU self time per file (mean of ${LOADS} loads, navigation to first row)\n${top(byFile, 25)}`);
    console.log(`\n## CPU self time per function (mean)\n${top(byFunction, 40)}`);
  } finally {
    await browser.close();
    await shop.stop();
    await scratch.drop();
  }
}

await main();
