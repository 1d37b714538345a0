/**
 * Benchmarks the local search engine in headless Chromium: latency from
 * keystroke to rendered hits for a fixed list of queries, the bytes fetched
 * for the first query and for the rest, the index size on disk, and how many
 * queries of the relevance set (tests/search-relevance.ts) get the right first
 * hit. It measures the site as built and, in the same run, a copy with 5,000
 * synthetic guides added, to show how the cost grows. Not a test: it prints figures.
 *
 *   npm run bench:search                    # the site as built, then + 5,000 pages
 *   npm run bench:search -- --pages 0       # the site as built only
 *   npm run bench:search -- --pages 0,1000  # any list of sizes
 *   npm run bench:search -- --rebuild       # rebuild the site (and synthetic pages) first
 *   npm run bench:search -- --quick         # CI: the site as built only
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {cp, mkdir, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {load} from 'cheerio';
import {chromium, type Page, type Request} from '@playwright/test';
import {buildSearchIndex, INDEX_FOLDER} from '../src/plugins/pagefind-search/buildIndex';
import {escapeHtml} from '../src/plugins/pagefind-search/hits';
import {extractRecords, pathFromFile} from '../src/plugins/pagefind-search/records';
import {SELECTORS} from '../src/plugins/pagefind-search/selectors';
import {describeRelevance, runRelevanceSet} from '../tests/search-relevance';
import {CHROMIUM_ARGS, chromiumPath} from './lib/browser';
import {commandLine} from './lib/command-line';
import {serve} from './serve';

const BUILD_DIR = path.resolve('build');
const BENCH_DIR = path.resolve('.bench');
/** The synthetic pages copy this guide's layout (spec §2's docs landing page). */
const TEMPLATE_PAGE = 'countries/australia-wgea-gender-pay-reports-due-may-31.html';

/** At least 50 queries a reader of pay transparency guidance might type. */
const QUERIES = [
  'pay gap',
  'gender pay gap',
  'pay transparency',
  'WGEA',
  'joint pay assessment',
  'directive',
  'salary range',
  'pay range',
  'job architecture',
  'job levelling',
  'equal pay',
  'equal value',
  'median',
  'mean',
  'bonus gap',
  'reporting deadline',
  'deadline',
  'employer',
  'employees',
  '250 employees',
  'threshold',
  'penalties',
  'enforcement',
  'regulator',
  'right to information',
  'job advert',
  'pay history',
  'CSRD',
  'ESRS',
  'S1-16',
  'remuneration',
  'Ireland',
  'Germany',
  'France',
  'Netherlands',
  'Australia',
  'Canada',
  'United Kingdom',
  'Switzerland',
  'Norway',
  'Sweden',
  'Denmark',
  'Spain',
  'Italy',
  'Iceland',
  'transposition',
  'Massachusetts',
  'pay equity',
  'compensation analytics',
  'adjusted pay gap',
  'workers representatives',
  'category of workers',
  'quartile',
  'compa-ratio',
  'privacy',
  'security',
];

const USAGE = 'Usage: npm run bench:search -- [--quick] [--pages 0,5000] [--rebuild]';

const {values: options} = commandLine(USAGE, {
  options: {
    pages: {type: 'string', default: '0,5000'},
    rebuild: {type: 'boolean', default: false},
    quick: {type: 'boolean', default: false},
  },
});
const sizes = (options.quick ? '0' : options.pages).split(',').map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 0)) {
  throw new Error(`--pages takes whole numbers separated by commas, not "${options.pages}".`);
}

/** A seeded random generator, so every run writes the same pages. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function ensureBuild() {
  if (!options.rebuild && existsSync(path.join(BUILD_DIR, INDEX_FOLDER, 'pagefind.js'))) return;
  console.log('Building the site with the local search engine…');
  const env: NodeJS.ProcessEnv = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  for (const name of ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'])
    delete env[name];
  const build = spawnSync('npx', ['docusaurus', 'build'], {stdio: 'inherit', env});
  if (build.status !== 0) throw new Error('The site build failed.');
}

/**
 * The site's own titles, headings and sentences: synthetic pages written from
 * them have the site's vocabulary and word frequencies. Titles and headings
 * come from the country guides, whose layout the synthetic pages copy: a
 * synthetic guide titled like a news post or headed like the Directive's
 * articles would be a copy of those pages, not another guide.
 */
async function textOfSite(): Promise<{titles: string[]; headings: string[]; sentences: string[]}> {
  const text = {titles: [] as string[], headings: [] as string[], sentences: [] as string[]};
  const files = (await readdir(BUILD_DIR, {recursive: true})).filter((file) =>
    file.endsWith('.html'),
  );
  for (const file of files) {
    const html = await readFile(path.join(BUILD_DIR, file), 'utf8');
    for (const {hierarchy, content, contentType} of extractRecords(html, pathFromFile(file))) {
      if (contentType === 'Country guides') {
        text.titles.push(hierarchy.lvl1!);
        if (hierarchy.lvl2) text.headings.push(hierarchy.lvl2);
      }
      text.sentences.push(...content.split(/(?<=[.!?])\s+/).filter((s) => s.split(' ').length > 3));
    }
  }
  return text;
}

/**
 * Pagefind's browser code as the site build left it, with or without the
 * pagefind-excerpts measure, into a new copy and a reused one alike: a build
 * with a measure left out changes that file and not the home page.
 */
const copyPagefindCode = (dir: string) =>
  cp(
    path.join(BUILD_DIR, INDEX_FOLDER, 'pagefind.js'),
    path.join(dir, INDEX_FOLDER, 'pagefind.js'),
  );

/**
 * Copies the build and adds `count` guides in its markup, then reindexes it.
 * A copy made from the same build is reused (indexing 5,000 pages takes minutes).
 */
async function siteWithSyntheticPages(
  count: number,
): Promise<{dir: string; indexSeconds?: number}> {
  const dir = path.join(BENCH_DIR, `site-${count}`);
  // The same home page and Pagefind version: a copy of this build, indexed by this Pagefind.
  const fingerprint = (root: string) =>
    Promise.all(
      ['index.html', `${INDEX_FOLDER}/pagefind-entry.json`].map((file) =>
        readFile(path.join(root, file), 'utf8')
          .then((text) => (file.endsWith('.json') ? JSON.parse(text).version : text))
          .catch(() => ''),
      ),
    ).then((parts) => parts.join('\n'));
  if (
    !options.rebuild &&
    existsSync(path.join(dir, INDEX_FOLDER, 'pagefind.js')) &&
    (await fingerprint(dir)) === (await fingerprint(BUILD_DIR))
  ) {
    console.log(`Reusing ${path.relative(process.cwd(), dir)} (--rebuild makes it again).`);
    await copyPagefindCode(dir);
    return {dir};
  }
  await rm(dir, {recursive: true, force: true});
  await cp(BUILD_DIR, dir, {recursive: true});
  await rm(path.join(dir, INDEX_FOLDER), {recursive: true, force: true});
  const template = await readFile(path.join(BUILD_DIR, TEMPLATE_PAGE), 'utf8');
  const canonical = load(template)('link[rel="canonical"]').attr('href')!;
  const site = await textOfSite();
  const next = random(42);
  const pick = (list: string[]) => escapeHtml(list[Math.floor(next() * list.length)]!);
  const paragraph = () => `<p>${Array.from({length: 3}, () => pick(site.sentences)).join(' ')}</p>`;

  await mkdir(path.join(dir, 'bench'), {recursive: true});
  for (let i = 0; i < count; i += 1) {
    const $ = load(template);
    const route = `/bench/page-${i}`;
    const title = `${pick(site.titles)} (synthetic ${i})`;
    $('title').html(title);
    $('link[rel="canonical"]').attr('href', new URL(route, canonical).href);
    // The template's other names (WGEA, …) and jurisdiction are the Australia guide's, not this page's.
    $(`${SELECTORS.searchTerms}, ${SELECTORS.jurisdiction}`).remove();
    const sections = Array.from({length: 4}, (_, s) => {
      const sub = `<h3 id="s${s}-more">${pick(site.headings)}</h3>${paragraph()}`;
      return `<h2 id="s${s}">${pick(site.headings)}</h2>${paragraph()}${paragraph()}${s % 2 ? sub : ''}`;
    });
    $('article .markdown').html(
      `<header><h1>${title}</h1></header>${paragraph()}${sections.join('')}`,
    );
    await writeFile(path.join(dir, `${route.slice(1)}.html`), $.html());
  }
  const started = Date.now();
  const summary = await buildSearchIndex(dir);
  const indexSeconds = (Date.now() - started) / 1000;
  await copyPagefindCode(dir);
  console.log(
    `Indexed ${summary.pages} pages with ${summary.sections} sections in ${indexSeconds.toFixed(1)} s.`,
  );
  // Only the index is needed from here on; the pages are large.
  await rm(path.join(dir, 'bench'), {recursive: true, force: true});
  return {dir, indexSeconds};
}

/** Pagefind's browser code and WebAssembly, as opposed to the index data. */
const isPagefindCode = (file: string) => /\.(js|pagefind)$/.test(file);

async function indexSize(dir: string) {
  const size = {index: 0, code: 0, files: 0};
  for (const file of await readdir(dir, {recursive: true})) {
    const info = await stat(path.join(dir, file));
    if (!info.isFile()) continue;
    if (isPagefindCode(file)) size.code += info.size;
    else size.index += info.size;
    size.files += 1;
  }
  return size;
}

/** Milliseconds from the search box's input event to rendered results, as set up by expectResults(). */
interface BenchWindow {
  searchRendered: Promise<number>;
}

/** Watches for the results of the next input in the search box; installed before typing. */
function expectResults(page: Page): Promise<void> {
  return page.evaluate(() => {
    const input = document.querySelector('.DocSearch-Input')!;
    const dropdown = document.querySelector('.DocSearch-Dropdown')!;
    (window as unknown as BenchWindow).searchRendered = new Promise<number>((resolve) => {
      let typedAt = 0;
      input.addEventListener('input', () => (typedAt = performance.now()), {
        once: true,
        capture: true,
      });
      const observer = new MutationObserver(() => {
        if (!typedAt) return;
        if (
          !dropdown.querySelector('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen')
        )
          return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - typedAt));
      });
      observer.observe(dropdown, {childList: true, subtree: true});
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Measures one size: the site as built (0) or with `syntheticPages` pages added. */
async function measure(syntheticPages: number, executablePath: string | undefined) {
  const {dir, indexSeconds} = syntheticPages
    ? await siteWithSyntheticPages(syntheticPages)
    : {dir: BUILD_DIR};
  const server = await serve({root: dir, port: 0});
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath && {executablePath}),
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    let phase = 'page load';
    const phaseOf = new WeakMap<Request, string>();
    const bytes = new Map<string, {total: number; byKind: Map<string, number>}>();
    context.on('request', (request) => phaseOf.set(request, phase));
    // Docusaurus prefetches the pages that hits link to (as <link rel=prefetch>):
    // page navigation, not search, so it is left out.
    const isSearchRequest = (request: Request) =>
      new URL(request.url()).pathname.startsWith(`/${INDEX_FOLDER}/`) ||
      request.resourceType() !== 'other';
    const measured: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      const requestPhase = phaseOf.get(request) ?? phase;
      if (requestPhase === 'page load' || !isSearchRequest(request)) return;
      measured.push(
        request.sizes().then(({responseBodySize}) => {
          const pathname = new URL(request.url()).pathname;
          const kind = !pathname.startsWith(`/${INDEX_FOLDER}/`)
            ? 'search dialog code'
            : isPagefindCode(pathname)
              ? 'Pagefind code'
              : 'index';
          const entry = bytes.get(requestPhase) ?? {total: 0, byKind: new Map()};
          entry.total += responseBodySize;
          entry.byKind.set(kind, (entry.byKind.get(kind) ?? 0) + responseBodySize);
          bytes.set(requestPhase, entry);
        }),
      );
    });

    await page.goto(`${origin}/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');

    const latencies: number[] = [];
    for (const [i, query] of QUERIES.entries()) {
      phase = i === 0 ? 'first query' : 'next queries';
      if (i === 0) {
        await page.keyboard.press('Control+k');
      } else {
        await page.locator('.DocSearch-Input').fill('');
      }
      await page.locator('.DocSearch-StartScreen').waitFor();
      await expectResults(page);
      await page.keyboard.insertText(query);
      latencies.push(await page.evaluate(() => (window as unknown as BenchWindow).searchRendered));
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(measured);

    const sorted = [...latencies].sort((a, b) => a - b);
    const onDisk = await indexSize(path.join(dir, INDEX_FOLDER));
    const describe = (name: string) => {
      const entry = bytes.get(name);
      if (!entry) return '0 KB';
      const parts = [...entry.byKind].map(([kind, size]) => `${kind} ${kb(size)}`).join(', ');
      return `${kb(entry.total)} (${parts})`;
    };
    const pages = syntheticPages
      ? `the site + ${syntheticPages} synthetic pages`
      : 'the site as built';
    console.log(`\nSearch benchmark: ${pages}, ${QUERIES.length} queries, headless Chromium`);
    console.log(
      `  latency, keystroke to rendered hits: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (first query ${latencies[0]!.toFixed(0)} ms)`,
    );
    const slowest = QUERIES.map((query, i) => ({query, ms: latencies[i]!}))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({query, ms}) => `"${query}" ${ms.toFixed(0)} ms`);
    console.log(`  slowest: ${slowest.join(', ')}`);
    console.log(
      `  fetched for the first query (opening search included): ${describe('first query')}`,
    );
    console.log(
      `  fetched for the next ${QUERIES.length - 1} queries: ${describe('next queries')}`,
    );
    console.log(
      `  on disk (${INDEX_FOLDER}/): index ${kb(onDisk.index)}, Pagefind code ${kb(onDisk.code)}, ${onDisk.files} files`,
    );
    if (indexSeconds !== undefined) console.log(`  indexing time: ${indexSeconds.toFixed(1)} s`);
    phase = 'relevance set';
    console.log(`  relevance set: ${describeRelevance(await runRelevanceSet(page))}`);
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  ensureBuild();
  const executablePath = chromiumPath();
  for (const size of sizes) await measure(size, executablePath);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
