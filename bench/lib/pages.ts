/** The pages in a browser: script before the first paint, the first press, Lighthouse. */
import path from 'node:path';
import type { FirstPress } from '../first-press.ts';
import type { LighthouseResult } from '../lighthouse.ts';
import { type FirstPaint, kb, measureScriptBudget, SCRIPT_BUDGET_BYTES } from '../script-budget.ts';
import { LIGHTHOUSE, LIGHTHOUSE_ROUNDS, repoRoot } from './options.ts';

/** The script each public page and the sign-in page download first (web/dist, brotli). */
export const scriptBudget = measureScriptBudget(path.join(repoRoot, 'web', 'dist'));

/** What the browser measured (null: not measured, no Chromium or Lighthouse failed). */
export const pageResults: {
  /** Each page's first paint in Chromium (measureFirstPaint), when Chromium is there. */
  firstPaint: FirstPaint[] | null;
  /** The first press on the pages the server draws (measureFirstPress), when Chromium is there. */
  firstPress: FirstPress[] | null;
  /** Lighthouse's scores (measureLighthouse), when it ran. */
  lighthouse: LighthouseResult[] | null;
} = { firstPaint: null, firstPress: null, lighthouse: null };

export function printScriptBudget() {
  console.log(
    '\nScript before the first paint (Chromium, new visitor on a phone: slow 4G, 4x CPU; the ' +
      'scripts the browser requested before its first contentful paint, compressed as sent). ' +
      'Then the visitor reads (the page settled, a second more) and uses the page (a key): ' +
      "blocking, what the main thread's tasks ran past 50 ms, as Lighthouse's total blocking " +
      'time, while reading and while the app starts',
  );
  if (!pageResults.firstPaint)
    console.log('  no Chromium (CHROMIUM_PATH or /usr/bin/chromium): not measured');
  for (const p of pageResults.firstPaint ?? []) {
    console.log(
      `  ${p.path}: ${kb(p.scriptBeforePaintBytes)} in ${p.scriptsBeforePaint} files before the ` +
        `first paint at ${p.fcpMs} ms (target at most ${kb(SCRIPT_BUDGET_BYTES)}, ` +
        `${p.scriptBeforePaintBytes <= SCRIPT_BUDGET_BYTES ? 'met' : 'NOT met'}); blocking ` +
        `${p.readingBlockingMs} ms while read; at the first use the app starts (${kb(p.scriptBytes)} ` +
        `of script) and takes clicks ${p.startMs} ms later, blocking ${p.blockingMs} ms on the ` +
        `way (median of ${p.runs} loads)`,
    );
  }
  console.log(
    '\nScript before a page takes a click (web/dist, brotli; entry + page chunks; for the ' +
      'record: the five are drawn by the server and ask for it after their first paint)',
  );
  if (!scriptBudget) {
    console.log('  no web build (npm run build -w web): not measured');
    return;
  }
  for (const p of scriptBudget) {
    const top = p.files
      .slice(0, 4)
      .map((f) => `${path.basename(f.file)} ${kb(f.bytes)}`)
      .join(', ');
    console.log(`  ${p.path}: ${kb(p.bytes)} in ${p.files.length} files; largest: ${top}`);
  }
}

export function printLighthouse() {
  if (!LIGHTHOUSE) return;
  console.log(
    `\nLighthouse 12 (mobile, performance; median of ${LIGHTHOUSE_ROUNDS} rounds; signed in: ` +
      "M1001, the browser's cache emptied before each round, the session kept)",
  );
  if (!pageResults.lighthouse) {
    console.log('  no Chromium (CHROMIUM_PATH or /usr/bin/chromium) or Lighthouse failed');
    return;
  }
  for (const r of pageResults.lighthouse) {
    console.log(
      `  ${r.path}${r.signedIn ? ' (signed in)' : ''}: ${r.median} (rounds ${r.scores.join(', ')}; ` +
        `LCP ${r.lcpMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s, TBT ` +
        `${r.tbtMs.join(', ')} ms; benchmarkIndex ${r.benchmarkIndex.join(', ')}) ` +
        `(target at least ${r.target}, ${r.median >= r.target ? 'met' : 'NOT met'})`,
    );
  }
}
