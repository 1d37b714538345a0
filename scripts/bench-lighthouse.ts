/**
 * Lighthouse (mobile preset, simulated throttling) on the production build,
 * served the way a real host serves it: by scripts/serve.ts with brotli/gzip
 * and immutable caching for hashed assets. Prints the medians of the four
 * category scores and of FCP, LCP, TBT, CLS and byte weight per route.
 *
 *   npm run bench:lighthouse                      # 6 routes × 3 runs behind compression
 *   npm run bench:lighthouse -- --server docusaurus   # the same behind `docusaurus serve`
 *   npm run bench:lighthouse -- --server both
 *   npm run bench:lighthouse -- --quick           # CI: one route, one run
 *   npm run bench:lighthouse -- --site /tmp/stock --routes /,/docs/intro,/blog
 *   npm run bench:lighthouse -- --swaps           # what each speed measure saves (one build each)
 *   npm run bench:lighthouse -- --swaps --measures preload,kept-html --runs 5
 *
 * Runs are sequential (Lighthouse's CPU estimates suffer when runs share the
 * cores) and each uses a fresh browser. Full reports go to .bench/lighthouse/.
 * Figures are printed, never asserted: timings depend on the machine.
 */
import {readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {spawn, spawnSync} from 'node:child_process';
import type {Result as LighthouseResult} from 'lighthouse';
import {CHROMIUM_ARGS, chromiumPath} from './lib/browser';
import {startServer, warmUp, type ServerKind} from './bench/server';
import {kb, median, millis, seconds, table} from './bench/stats';
import {commandLine, VALUE, FLAG} from './lib/command-line';
import {leftOut, SWAP_NAMES, type SwapName} from '../src/plugins/performance';

/** The routes: home, a country guide, the Directive, the news list, one post, the glossary. */
export const DEFAULT_ROUTES = [
  '/',
  '/countries/germany-pay-transparency-reporting-eu-directive',
  '/eu-pay-transparency-directive',
  '/news',
  '/news/what-is-the-massachusetts-pay-transparency-law',
  '/glossary',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Main-thread work at Lighthouse's 4× CPU slowdown, in ms. */
  mainThread: number;
  benchmarkIndex: number;
  /** Audits that lost points in accessibility, best practices or SEO. */
  failing: string[];
}

function figures(lhr: LighthouseResult): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = new Set<string>();
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && score !== null && score !== undefined && score < 1) {
        failing.add(`${id}/${ref.id}`);
      }
    }
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as RunFigures['scores'],
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    mainThread: audit('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: [...failing],
  };
}

/**
 * One Lighthouse run through its own CLI in a child process, with a fresh
 * browser. (Running Lighthouse in-process under tsx breaks: the functions it
 * sends to the page get esbuild's name helpers, which do not exist there.)
 */
async function runOnce(url: string, chromePath: string | undefined, reportFile: string) {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${reportFile}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        '--quiet',
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {...process.env, ...(chromePath && {CHROME_PATH: chromePath})},
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Lighthouse exited with ${code} on ${url}.`)),
    );
  });
  const lhr = JSON.parse(await readFile(reportFile, 'utf8')) as LighthouseResult;
  if (lhr.runtimeError) {
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return lhr;
}

export interface RouteSummary {
  route: string;
  server: ServerKind;
  runs: RunFigures[];
}

function summaryRow({route, server, runs}: RouteSummary): string[] {
  const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  return [
    route,
    server === 'static' ? 'brotli/gzip' : 'docusaurus serve',
    String(m((r) => r.scores.performance)),
    String(m((r) => r.scores.accessibility)),
    String(m((r) => r.scores['best-practices'])),
    String(m((r) => r.scores.seo)),
    seconds(m((r) => r.fcp)),
    seconds(m((r) => r.lcp)),
    millis(m((r) => r.tbt)),
    m((r) => r.cls).toFixed(3),
    kb(
      m((r) => r.bytes),
      0,
    ),
  ];
}

function lighthouseVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest = JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8'));
  return (manifest as {version: string}).version;
}

/** Builds the site with one speed measure left out (none: all on) into `outDir`. */
function buildWithout(name: SwapName | undefined, outDir: string): void {
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', PERFORMANCE_WITHOUT: name ?? ''},
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`The build without ${name} failed:\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`  built without ${name ?? 'nothing'} in ${seconds(Date.now() - started, 0)}`);
}

/** Mean over routes of each route's median, so every route weighs the same. */
function meanOfMedians(summaries: RouteSummary[], pick: (run: RunFigures) => number): number {
  const medians = summaries.map((summary) => median(summary.runs.map(pick)));
  return medians.reduce((sum, value) => sum + value, 0) / medians.length;
}

/**
 * `--swaps`: the key pages built with every measure on, then with each one
 * left out in turn, all in one run. A measure's saving is what the pages cost
 * without it minus what they cost with everything on. The spread of the
 * all-on runs says how much of a difference is noise.
 */
async function measureSwaps(
  names: readonly SwapName[],
  routes: readonly string[],
  runs: number,
  reportDir: string,
): Promise<void> {
  const chromePath = chromiumPath();
  const measured: Array<{name: SwapName | undefined; summaries: RouteSummary[]}> = [];
  for (const name of [undefined, ...names]) {
    const buildDir = path.resolve('.bench/swaps', name ?? 'all-on');
    buildWithout(name, buildDir);
    const server = await startServer('static', buildDir, path.resolve('.'));
    const summaries: RouteSummary[] = [];
    try {
      await warmUp(server, buildDir);
      for (const route of routes) {
        const summary: RouteSummary = {route, server: 'static', runs: []};
        for (let i = 0; i < runs; i++) {
          const slug = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
          const reportFile = path.join(
            reportDir,
            `without-${name ?? 'nothing'}-${slug}-${i + 1}.json`,
          );
          summary.runs.push(
            figures(await runOnce(`${server.origin}${route}`, chromePath, reportFile)),
          );
        }
        summaries.push(summary);
      }
    } finally {
      await server.close();
    }
    measured.push({name, summaries});
  }
  const [allOn, ...without] = measured;
  const metrics = [
    ['TBT', (run: RunFigures) => run.tbt],
    ['LCP', (run: RunFigures) => run.lcp],
    ['main thread', (run: RunFigures) => run.mainThread],
  ] as const;
  const baseline = metrics.map(([, pick]) => meanOfMedians(allOn!.summaries, pick));
  const spread = metrics.map(([, pick]) =>
    Math.max(
      ...allOn!.summaries.map(
        ({runs: all}) => Math.max(...all.map(pick)) - Math.min(...all.map(pick)),
      ),
    ),
  );
  console.log(
    `\nWhat each measure saves: mean over ${routes.length} route(s) of the median of ${runs} run(s), ` +
      'without it minus with everything on (positive: the measure saves that much).\n',
  );
  console.log(
    table(
      ['left out', ...metrics.flatMap(([label]) => [label, `saves (${label})`])],
      [
        ['nothing (all on)', ...baseline.flatMap((value) => [millis(value), '—'])],
        ...without.map(({name, summaries}) => [
          name!,
          ...metrics.flatMap(([, pick], i) => {
            const value = meanOfMedians(summaries, pick);
            return [millis(value), millis(value - baseline[i]!)];
          }),
        ]),
      ],
    ),
  );
  console.log(
    `\nNoise: the widest spread between all-on runs of one route was ` +
      metrics.map(([label], i) => `${label} ${millis(spread[i]!)}`).join(', ') +
      '; a saving smaller than that is not a measured saving.',
  );
}

const USAGE =
  'Usage: npm run bench:lighthouse -- [--quick] [--runs N] [--routes /,/news] [--server static|docusaurus|both]\n' +
  '         [--site DIR] [--build DIR] [--json FILE] [--swaps [--measures a,b]]';

async function main() {
  const {values: args} = commandLine(USAGE, {
    options: {
      runs: VALUE,
      routes: VALUE,
      server: VALUE,
      site: VALUE,
      build: VALUE,
      json: VALUE,
      measures: VALUE,
      quick: FLAG,
      swaps: FLAG,
    },
  });
  const quick = args.quick ?? false;
  const runs = Number(args.runs ?? (quick ? 1 : 3));
  const routes = args.routes?.split(',') ?? (quick ? ['/'] : DEFAULT_ROUTES);
  const serverArg = args.server ?? 'static';
  const servers: ServerKind[] =
    serverArg === 'both' ? ['static', 'docusaurus'] : [serverArg as ServerKind];
  if (!servers.every((s) => s === 'static' || s === 'docusaurus')) {
    throw new Error('--server must be static, docusaurus or both.');
  }
  if (args.swaps) {
    const reportDir = path.resolve('.bench/lighthouse');
    await mkdir(reportDir, {recursive: true});
    const named = args.measures?.split(',');
    const names = named ? [...leftOut(named)] : quick ? [SWAP_NAMES[0]] : [...SWAP_NAMES];
    console.log(
      `Lighthouse ${lighthouseVersion()}, mobile preset (4× CPU slowdown), simulated throttling; ` +
        `${runs} run(s) per route; ${names.length + 1} builds`,
    );
    await measureSwaps(names, routes, runs, reportDir);
    return;
  }
  const siteDir = path.resolve(args.site ?? '.');
  const buildDir = path.resolve(args.build ?? path.join(siteDir, 'build'));
  const reportDir = path.resolve('.bench/lighthouse');
  await mkdir(reportDir, {recursive: true});
  const chromePath = chromiumPath();

  console.log(
    `Lighthouse ${lighthouseVersion()}, mobile preset, simulated throttling; ` +
      `${runs} run(s) per route; build ${buildDir}`,
  );
  const summaries: RouteSummary[] = [];
  for (const kind of servers) {
    const server = await startServer(kind, buildDir, siteDir);
    try {
      await warmUp(server, buildDir);
      for (const route of routes) {
        const summary: RouteSummary = {route, server: kind, runs: []};
        for (let i = 0; i < runs; i++) {
          const slug = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
          const reportFile = path.join(reportDir, `${kind}-${slug}-${i + 1}.json`);
          const lhr = await runOnce(`${server.origin}${route}`, chromePath, reportFile);
          const run = figures(lhr);
          summary.runs.push(run);
          console.log(
            `  ${kind} ${route} run ${i + 1}/${runs}: perf ${run.scores.performance}, ` +
              `LCP ${seconds(run.lcp)}, TBT ${millis(run.tbt)}, CLS ${run.cls.toFixed(3)}`,
          );
        }
        summaries.push(summary);
      }
    } finally {
      await server.close();
    }
  }

  console.log('\nMedians:\n');
  console.log(
    table(
      ['route', 'served by', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'],
      summaries.map(summaryRow),
    ),
  );
  const failing = summaries.flatMap((s) =>
    [...new Set(s.runs.flatMap((r) => r.failing))].map((id) => `  ${s.route}: ${id}`),
  );
  console.log(failing.length ? `\nAudits losing points:\n${failing.join('\n')}` : '');
  console.log(
    `CPU benchmark index (median): ${median(summaries.flatMap((s) => s.runs.map((r) => r.benchmarkIndex)))}`,
  );
  if (args.json) await writeFile(args.json, JSON.stringify(summaries, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
