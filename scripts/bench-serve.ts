/**
 * Load on the servers of the build, on loopback, from wrk (see bench/wrk.ts
 * for why not a Node client): nginx with the generated
 * nginx.conf and scripts/serve.ts (in a process of its own), each answering a
 * mix of what readers ask for (every page, the JavaScript and CSS, and the
 * search index files, plus a few `.html` addresses that redirect) at 50 and
 * 200 concurrent connections. Prints requests per second, p50/p99 latency,
 * connection errors and timeouts, answers other than 2xx/3xx, and the
 * server's peak resident memory (all its processes). Not a test: it prints
 * figures, and says whether the goals below held.
 *
 *   npm run bench:serve                          # 30 s per server and load
 *   npm run bench:serve -- --quick               # CI: 3 s each, so the script cannot rot
 *   npm run bench:serve -- --duration 10 --connections 50,200,500 --server nginx
 */
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {watchPeakRss} from './bench/measure';
import {listFiles, routeOfFile} from './lib/build-files';
import {startServer, warmUp, type ServerKind} from './bench/server';
import {millis, mib, table} from './bench/stats';
import {commandLine, VALUE, FLAG} from './lib/command-line';
import {ensureWrk, runWrk, type LoadResult} from './bench/wrk';

/** The goals from the issue that asked for this benchmark; reported, never enforced. */
const GOALS = {connections: 200, nginxP99Ms: 50};

interface Load extends LoadResult {
  server: ServerKind;
  connections: number;
  peakBytes?: number;
}

/** What a browser asks the server for, in an order that mixes the kinds. */
async function requestMix(buildDir: string): Promise<{paths: string[]; counts: string}> {
  // The .gz files are what nginx sends for their originals, not addresses of their own.
  const files = (await listFiles(buildDir)).filter((file) => !file.endsWith('.gz'));
  const urlPath = (file: string) => `/${file.split(path.sep).map(encodeURIComponent).join('/')}`;
  const pages = files.flatMap((file) => routeOfFile(file) ?? []);
  const assets = files.filter((f) => /^assets[\\/].+\.(js|css)$/.test(f)).map(urlPath);
  const search = files.filter((f) => f.startsWith(`pagefind${path.sep}`)).map(urlPath);
  const redirects = pages
    .slice(0, 5)
    .map((route) => (route === '/' ? '/index.html' : `${route}.html`));
  const kinds = [pages, assets, search, redirects];
  // Round-robin over the kinds, so every stretch of the run has each of them.
  const paths: string[] = [];
  for (let i = 0; paths.length < kinds.reduce((n, k) => n + k.length, 0); i++) {
    for (const kind of kinds) if (i < kind.length) paths.push(kind[i]!);
  }
  const counts = `${pages.length} pages, ${assets.length} scripts and stylesheets, ${search.length} search index files, ${redirects.length} .html redirects`;
  return {paths, counts};
}

const USAGE =
  'Usage: npm run bench:serve -- [--quick] [--duration S] [--connections 50,200] [--server nginx,static] [--build DIR]';

async function main() {
  const {values: args} = commandLine(USAGE, {
    options: {
      duration: VALUE,
      connections: VALUE,
      server: VALUE,
      build: VALUE,
      quick: FLAG,
    },
  });
  const duration = Number(args.duration ?? (args.quick ? 3 : 30));
  const levels = (args.connections ?? '50,200').split(',').map(Number);
  const servers = (args.server ?? 'nginx,static').split(',') as ServerKind[];
  if (!servers.every((kind) => kind === 'nginx' || kind === 'static')) {
    throw new Error('--server takes nginx, static or both (nginx,static).');
  }
  if (!(duration > 0) || !levels.every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error('--duration takes seconds and --connections whole numbers, e.g. 50,200.');
  }
  const siteDir = path.resolve('.');
  const buildDir = path.resolve(args.build ?? 'build');
  const {paths, counts} = await requestMix(buildDir);
  ensureWrk();
  console.log(
    `Load on 127.0.0.1, ${duration} s per run, ${cpus().length} cores ` +
      `(load average ${loadavg()[0]!.toFixed(1)} at start); requests cycle through ${counts}.`,
  );

  const loads: Load[] = [];
  for (const kind of servers) {
    const server = await startServer(kind, buildDir, siteDir, {ownProcess: true});
    try {
      await warmUp(server, buildDir);
      for (const connections of levels) {
        const peakRss = watchPeakRss(server.pid!);
        const result = await runWrk(server.origin, paths, connections, duration);
        const load: Load = {server: kind, connections, ...result, peakBytes: peakRss()};
        loads.push(load);
        console.log(
          `  ${kind}, ${connections} connections: ${load.requests} requests, ` +
            `${Math.round(load.requestsPerSecond)}/s`,
        );
      }
    } finally {
      await server.close();
    }
  }

  console.log();
  console.log(
    table(
      ['server', 'connections', 'req/s', 'p50', 'p99', 'errors', 'not 2xx/3xx', 'peak memory'],
      loads.map((load) => [
        load.server === 'static' ? 'scripts/serve.ts' : 'nginx',
        String(load.connections),
        Math.round(load.requestsPerSecond).toLocaleString('en'),
        millis(load.p50Ms),
        millis(load.p99Ms),
        String(load.errors),
        String(load.failed),
        load.peakBytes === undefined ? 'unknown' : mib(load.peakBytes),
      ]),
    ),
  );
  for (const load of loads.filter(({connections}) => connections === GOALS.connections)) {
    const clean = load.errors === 0 && load.failed === 0;
    console.log(
      `Goal, ${load.server} at ${GOALS.connections} connections: no error and no answer other than 2xx/3xx: ${clean ? 'met' : 'MISSED'}`,
    );
    if (load.server === 'nginx') {
      console.log(
        `Goal, nginx p99 under ${GOALS.nginxP99Ms} ms: ${load.p99Ms < GOALS.nginxP99Ms ? 'met' : 'MISSED'} (${millis(load.p99Ms)})`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
