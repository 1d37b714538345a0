/**
 * The browser bundle's entry in production builds (set in index.ts): runs
 * Docusaurus' client entry, which every page evaluates before it can hydrate,
 * in a few tasks instead of one.
 *
 * Evaluating the entry bundle was the longest task after the first paint
 * (150–220 ms on a phone-speed CPU). Importing a module runs all of its
 * dependencies synchronously, so the largest of them are imported first, each
 * in a task of its own, and the client entry then finds them evaluated.
 * `webpackMode: "eager"` keeps them in the entry bundle (no extra request)
 * while deferring their evaluation to the import() call.
 */
import {ENTRY_RAN_FLAG} from '../../utils/windowNames';
import {nextTask} from './tasks';

const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // The chunk registry and chunk names of every route, which the route list's components use.
  () => import(/* webpackMode: "eager" */ './component-creator'),
  // One route object per page of the site.
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  // The app shell and the theme modules it renders on every page.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
];

async function start(): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

(window as unknown as Record<string, boolean>)[ENTRY_RAN_FLAG] = true;
void start();
