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
 *
 * Before that it puts the page's clean path in the address bar, and when the
 * HTML holds another page it has core render the app instead of hydrating.
 */
import {cleanPath} from '../security-headers/serving-rules';
import {ENTRY_RAN_FLAG} from './window-names';
import {nextTask} from './tasks';

/**
 * Hosts that serve `x.html` as it is leave `/x.html`, `/x/index.html` or
 * `/x/` in the address bar. The router would show the clean path's page
 * under it, yet preload the chunks of no route, so hydration failed and
 * React rendered the page twice; the canonical link took the suffix too.
 * Before anything reads the address, it becomes the clean path.
 */
function cleanAddress(): void {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(pathname);
  if (clean !== pathname)
    window.history.replaceState(window.history.state, '', clean + search + hash);
}

/** When the document holds another page's HTML, core's entry renders into a new root instead of hydrating it. */
async function renderIfHtmlIsAnotherPage(): Promise<void> {
  const [{createRoot}, {default: routes}, {htmlIsPage}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ './served-page'),
  ]);
  if (!htmlIsPage(window.location.pathname, routes)) {
    window.docusaurusRoot = createRoot(document.getElementById('__docusaurus')!);
  }
}

const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // One route object (and loader) per page of the site.
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  renderIfHtmlIsAnotherPage,
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
];

async function start(): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

cleanAddress();
(window as unknown as Record<string, boolean>)[ENTRY_RAN_FLAG] = true;
void start();
