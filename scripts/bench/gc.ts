/**
 * Garbage-collection time of a Node process and its worker threads. A script
 * preloaded in every thread (`--require` in NODE_OPTIONS) sums the durations
 * of the thread's GC pauses (perf_hooks `gc` entries) and keeps the total in a
 * file of its own in `outDir`, rewritten each second and when the thread exits.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

const observerSource = (outDir: string) => `
const {PerformanceObserver} = require('node:perf_hooks');
const {threadId} = require('node:worker_threads');
const {writeFileSync} = require('node:fs');
let total = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) total += entry.duration;
}).observe({entryTypes: ['gc']});
const save = () => writeFileSync(${JSON.stringify(outDir)} + '/' + process.pid + '-' + threadId + '.gc', String(total));
setInterval(save, 1000).unref();
process.on('exit', save);
`;

/** Writes the observer into `outDir` and returns the NODE_OPTIONS that load it. */
export async function gcObserverNodeOptions(outDir: string): Promise<string> {
  const observer = path.join(outDir, 'gc-observer.cjs');
  await writeFile(observer, observerSource(outDir));
  return [process.env.NODE_OPTIONS, `--require "${observer}"`].filter(Boolean).join(' ');
}

/** The GC pause time, in ms, summed over every thread that wrote to `outDir`. */
export async function totalGcMs(outDir: string): Promise<number> {
  const files = (await readdir(outDir)).filter((file) => file.endsWith('.gc'));
  const totals = await Promise.all(
    files.map(async (file) => Number(await readFile(path.join(outDir, file), 'utf8'))),
  );
  return totals.reduce((sum, ms) => sum + ms, 0);
}
