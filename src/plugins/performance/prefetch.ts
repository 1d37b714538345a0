/**
 * Stands in for @docusaurus/core's prefetch helper (swapped in by index.ts),
 * which adds one `<link rel="prefetch">` per chunk of each visible link's
 * page. All the links in view are handled in one task: on the news index,
 * some 70 files at once, the longest task of the page's load on a phone.
 * Here the same requests are made in short batches while the browser is idle,
 * so the page stays responsive; prefetches are hints, and a few hundred
 * milliseconds later they are worth as much.
 */
import corePrefetch from '@docusaurus/core/lib/client/prefetch.js';
import {TASK_BUDGET_MS, whenIdle} from './tasks';

const queue: Array<() => void> = [];

function drain(): void {
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < TASK_BUDGET_MS) queue.shift()!();
  if (queue.length > 0) whenIdle(drain);
}

export default function prefetch(url: string): Promise<void> {
  return new Promise((resolve) => {
    if (queue.push(() => void corePrefetch(url).then(resolve)) === 1) whenIdle(drain);
  });
}
