/**
 * Stands in for @docusaurus/core's client preload (swapped in by index.ts):
 * the same work, loading the code of every route that matches a path, split
 * over several tasks.
 *
 * The first load calls it at the end of the task that runs the entry bundle,
 * which then also matched the path against every route and started a script
 * download for each chunk of the page: the longest task between first paint
 * and a usable page. Here matching and each matched route's downloads start
 * in tasks of their own, so the browser can handle input between them. The
 * downloads start a few milliseconds later; the chunks arrive no later.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export default async function preload(pathname: string): Promise<unknown[]> {
  await nextTask();
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) =>
    matchRoutes(routes, path),
  );
  const loads: unknown[] = [];
  for (const {route} of matches) {
    await nextTask();
    loads.push(route.component.preload?.());
  }
  return Promise.all(loads);
}
