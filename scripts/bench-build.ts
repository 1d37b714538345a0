/**
 * Times a cold production build and reports its peak memory. With
 * `--posts N[,M…]` it also builds copies of the site with N (then M…) extra
 * synthetic pages, alternately news posts and docs, and prints how build time
 * and memory grow with the number of pages. CPU time per page is split into
 * kernel time, GC pauses (scripts/bench/gc.ts) and the rest, the build's own
 * work, since a larger heap costs the runtime more upkeep per page.
 *
 *   npm run bench:build                        # the site as it is
 *   npm run bench:build -- --posts 1000,5000   # plus 1,000 and 5,000 extra pages
 *   npm run bench:build -- --quick             # CI: one build with 10 extra pages
 *
 * Every build runs in a temporary copy of the site (node_modules linked, not
 * copied) with Rspack's persistent cache off, so each is cold and the working
 * tree is untouched. Figures are printed, never asserted.
 */
import {rmSync} from 'node:fs';
import {cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {builtPages} from './bench/build-output';
import {gcObserverNodeOptions, totalGcMs} from './bench/gc';
import {measure} from './bench/measure';
import {mib, seconds, table} from './bench/stats';
import {commandLine, VALUE, FLAG} from './lib/command-line';
import {syntheticPages} from './bench/synthetic';

const SKIP = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.bench',
  'test-results',
  'playwright-report',
]);

/** Routes every synthetic page may link to (they exist in the real site). */
const LINK_TARGETS = [
  '/glossary',
  '/eu-pay-transparency-directive',
  '/eu-corporate-sustainability-reporting-directive',
  '/countries/uk-pay-transparency-reporting',
  '/news',
];

interface Row {
  extra: number;
  pages: number;
  ms: number;
  cpuMs?: number;
  systemMs?: number;
  gcMs: number;
  peakBytes?: number;
}

/** The temporary copy being built, removed if the benchmark is interrupted. */
let current: string | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (current) rmSync(current, {recursive: true, force: true});
    process.exit(130);
  });
}

async function copySite(siteDir: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-build-'));
  current = dir;
  await cp(siteDir, dir, {
    recursive: true,
    filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== siteDir,
  });
  await symlink(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

async function buildOnce(siteDir: string, extra: number, verbose: boolean): Promise<Row> {
  const dir = await copySite(siteDir);
  try {
    if (extra > 0) {
      const tags = Object.keys(
        parse(await readFile(path.join(dir, 'news/tags.yml'), 'utf8')) as object,
      );
      const authors = Object.keys(
        parse(await readFile(path.join(dir, 'news/authors.yml'), 'utf8')) as object,
      );
      for (const file of syntheticPages({count: extra, tags, authors, linkTargets: LINK_TARGETS})) {
        const target = path.join(dir, file.path);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, file.content);
      }
    }
    // Docs without a full last_update read their dates from git, as in a real checkout.
    const git = ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid'];
    for (const gitArgs of [
      ['init', '-q'],
      ['add', '-A'],
      [...git, 'commit', '-qm', 'bench'],
    ]) {
      await measure('git', gitArgs, {cwd: dir});
    }
    const docusaurus = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const gcDir = await mkdtemp(path.join(dir, '.gc-'));
    const result = await measure(process.execPath, [docusaurus, 'build'], {
      cwd: dir,
      env: {
        NO_UPDATE_NOTIFIER: '1',
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        FORCE_COLOR: '0',
        NODE_OPTIONS: await gcObserverNodeOptions(gcDir),
      },
      ...(verbose && {log: (chunk: string) => process.stdout.write(chunk)}),
    });
    const pages = (await builtPages(path.join(dir, 'build'))).length;
    const {ms, cpuMs, systemMs, peakBytes} = result;
    return {extra, pages, ms, cpuMs, systemMs, gcMs: await totalGcMs(gcDir), peakBytes};
  } finally {
    await rm(dir, {recursive: true, force: true});
    current = undefined;
  }
}

const USAGE = 'Usage: npm run bench:build -- [--posts N[,M…]] [--quick] [--verbose] [--site DIR]';

async function main() {
  const {values: args} = commandLine(USAGE, {
    options: {
      posts: VALUE,
      site: VALUE,
      quick: FLAG,
      verbose: FLAG,
    },
  });
  const siteDir = path.resolve(args.site ?? '.');
  const extras = args.quick
    ? [10]
    : [0, ...(args.posts?.split(',').map(Number) ?? [])].filter(
        (n, i, all) => Number.isInteger(n) && n >= 0 && all.indexOf(n) === i,
      );
  const rows: Row[] = [];
  for (const extra of extras) {
    console.log(`Cold build with ${extra} synthetic pages…`);
    const row = await buildOnce(siteDir, extra, args.verbose ?? false);
    console.log(
      `  ${row.pages} pages in ${seconds(row.ms, 1)} (CPU ${row.cpuMs ? seconds(row.cpuMs, 1) : 'n/a'}), ` +
        `peak ${row.peakBytes ? mib(row.peakBytes) : 'n/a'}`,
    );
    rows.push(row);
  }
  const base = rows[0]!;
  const perPage = (ms: number | undefined, row: Row) => (ms ? (ms / row.pages).toFixed(1) : 'n/a');
  /** User CPU outside GC pauses: the build's own work, without the runtime's upkeep of its heap. */
  const workMs = (r: Row) => (r.cpuMs && r.systemMs ? r.cpuMs - r.systemMs - r.gcMs : undefined);
  console.log(
    '\n' +
      table(
        [
          'synthetic pages',
          'HTML pages',
          'wall time',
          'CPU time',
          'CPU ms per page',
          'kernel',
          'GC',
          'rest',
          'peak memory',
          'CPU ×',
          'memory ×',
          'pages ×',
        ],
        rows.map((r) => [
          String(r.extra),
          String(r.pages),
          seconds(r.ms, 1),
          r.cpuMs ? seconds(r.cpuMs, 1) : 'n/a',
          perPage(r.cpuMs, r),
          perPage(r.systemMs, r),
          perPage(r.gcMs, r),
          perPage(workMs(r), r),
          r.peakBytes ? mib(r.peakBytes) : 'n/a',
          r.cpuMs && base.cpuMs ? (r.cpuMs / base.cpuMs).toFixed(2) : 'n/a',
          r.peakBytes && base.peakBytes ? (r.peakBytes / base.peakBytes).toFixed(2) : 'n/a',
          (r.pages / base.pages).toFixed(2),
        ]),
      ),
  );
  console.log(
    '\nBuilds are cold (fresh copy, no persistent cache). The × columns compare with the first row;\n' +
      'growth no worse than linear means CPU × and memory × stay at or below pages ×. CPU time is\n' +
      'the figure to compare across runs: wall time also counts waiting for cores other work holds.\n' +
      'Per page, CPU time splits into kernel (system) time, GC pauses in every Node thread, and the\n' +
      "rest: user time outside GC, the build's own work.",
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
