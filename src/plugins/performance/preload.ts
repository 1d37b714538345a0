/**
 * Stands in for @docusaurus/core's client preload (swapped in by index.ts):
 * the same work, loading the code of every route that matches a path, split
 * over short tasks.
 *
 * The first load calls it at the end of the task that runs the entry bundle.
 * Core's version then matched the path against every route and started one
 * script download per chunk of the page in the same task; on the news index,
 * about twenty script elements (twelve of them one per post) and the longest
 * task between first paint and a usable page on a phone. Here matching runs in
 * a task of its own, and the chunks' downloads start in tasks of at most
 * TASK_BUDGET_MS, so the browser can handle input between them. Each route's
 * own preload then finds its chunks already requested.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {chunkLoaders} from './component-creator';
import {nextTask, TASK_BUDGET_MS} from './tasks';

export default async function preload(pathname: string): Promise<unknown[]> {
  await nextTask();
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) =>
    matchRoutes(routes, path),
  );
  let loaders: Array<() => Promise<unknown>> = [];
  try {
    loaders = matches.flatMap(({route}) => chunkLoaders(route.component));
  } catch (error) {
    // Each route's own preload below still loads its code; the error is for the tests to catch.
    console.error(error);
  }
  let taskStart = performance.now();
  for (const load of loaders) {
    if (performance.now() - taskStart >= TASK_BUDGET_MS) {
      await nextTask();
      taskStart = performance.now();
    }
    // A failed download surfaces through the route's own preload below.
    load().catch(() => undefined);
  }
  return Promise.all(matches.map(({route}) => route.component.preload?.()));
}
