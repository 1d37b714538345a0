/**
 * Page weight of the production build, per route: the initial JavaScript and
 * CSS (raw and gzip) and the HTML size; then images over 100 KB and fonts.
 *
 *   npm run bench:weight                       # every route of build/
 *   npm run bench:weight -- --quick            # CI: a few routes, same checks
 *   npm run bench:weight -- --build /tmp/stock/build
 *
 * "Entry JS" is what the HTML asks for (script tags, or the URLs the inline
 * loader requests): the figure the issue's 152.5 KB refers to. "Route JS" is
 * the further scripts a browser runs on that page before it is interactive
 * (its route chunks), measured by loading the page in Chromium behind the
 * static server; prefetches of other pages are not counted. Sizes are of the
 * files (gzip -9), not of what a server sent. Goals are reported, not
 * asserted.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './lib/browser';
import {builtPages, fileSizes, pageAssets, sum, type Sizes} from './bench/build-output';
import {listFiles} from './lib/build-files';
import {startServer} from './bench/server';
import {kb, table} from './bench/stats';
import {commandLine, VALUE, FLAG} from './lib/command-line';

const JS_GOAL_GZIP = 140_000;
const IMAGE_LIMIT = 100_000;
const QUICK_ROUTES = ['/', '/news', '/glossary'];

interface RouteWeight {
  route: string;
  entryJs: Sizes;
  entryFiles: number;
  routeJs: Sizes;
  css: Sizes;
  html: Sizes;
}

/** Scripts (not prefetches) a page loads until it has hydrated, as site paths. */
async function scriptsLoaded(origin: string, routes: string[]): Promise<Map<string, string[]>> {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath && {executablePath}),
  });
  const result = new Map<string, string[]>();
  try {
    const context = await browser.newContext({viewport: {width: 412, height: 823}});
    for (const route of routes) {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${origin}${route}`);
      // Docusaurus marks the document once React has hydrated; stock sites too.
      await page
        .waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 15_000})
        .catch(() => console.warn(`  ${route}: did not hydrate within 15 s`));
      await page.waitForLoadState('networkidle');
      result.set(route, scripts);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

const USAGE =
  'Usage: npm run bench:weight -- [--quick] [--build DIR] [--routes /,/news] [--no-browser]';

async function main() {
  const {values: args} = commandLine(USAGE, {
    options: {
      build: VALUE,
      routes: VALUE,
      quick: FLAG,
      'no-browser': FLAG,
    },
  });
  const buildDir = path.resolve(args.build ?? 'build');
  const onlyRoutes = args.routes?.split(',');
  let pages = await builtPages(buildDir);
  if (onlyRoutes) pages = pages.filter((p) => onlyRoutes.includes(p.route));
  else if (args.quick) pages = pages.filter((p) => QUICK_ROUTES.includes(p.route));
  const local = (sitePath: string) => path.join(buildDir, decodeURIComponent(sitePath));

  let loaded = new Map<string, string[]>();
  if (!args['no-browser']) {
    const server = await startServer('static', buildDir, path.dirname(buildDir));
    try {
      loaded = await scriptsLoaded(
        server.origin,
        pages.map((p) => p.route),
      );
    } finally {
      await server.close();
    }
  }

  const weights: RouteWeight[] = [];
  for (const page of pages) {
    const html = await readFile(page.file, 'utf8');
    const assets = pageAssets(html);
    const entry = new Set(assets.scripts);
    const routeScripts = [...new Set(loaded.get(page.route) ?? [])].filter((s) => !entry.has(s));
    weights.push({
      route: page.route,
      entryJs: sum(await Promise.all(assets.scripts.map((s) => fileSizes(local(s))))),
      entryFiles: assets.scripts.length,
      routeJs: sum(await Promise.all(routeScripts.map((s) => fileSizes(local(s))))),
      css: sum(await Promise.all(assets.stylesheets.map((s) => fileSizes(local(s))))),
      html: await fileSizes(page.file),
    });
  }

  console.log(`Page weight of ${buildDir} (${weights.length} routes; gzip -9 of the files)\n`);
  console.log(
    table(
      [
        'route',
        'entry JS raw',
        'entry JS gzip',
        'route JS gzip',
        'CSS raw',
        'CSS gzip',
        'HTML raw',
        'HTML gzip',
      ],
      weights.map((w) => [
        w.route,
        kb(w.entryJs.raw),
        kb(w.entryJs.gzip),
        loaded.size ? kb(w.routeJs.gzip) : 'n/a',
        kb(w.css.raw),
        kb(w.css.gzip),
        kb(w.html.raw),
        kb(w.html.gzip),
      ]),
    ),
  );

  const worst = weights.reduce((a, b) => (b.entryJs.gzip > a.entryJs.gzip ? b : a), weights[0]!);
  const worstTotal = weights.reduce(
    (a, b) => (b.entryJs.gzip + b.routeJs.gzip > a.entryJs.gzip + a.routeJs.gzip ? b : a),
    weights[0]!,
  );
  console.log(
    `\nInitial JavaScript (entry, ${worst.entryFiles} files): at most ${kb(worst.entryJs.gzip)} gzip ` +
      `(${kb(worst.entryJs.raw)} raw) on ${worst.route}; goal ≤ ${kb(JS_GOAL_GZIP, 0)} gzip: ` +
      `${worst.entryJs.gzip <= JS_GOAL_GZIP ? 'met' : 'NOT met'}.`,
  );
  if (loaded.size) {
    console.log(
      `With route chunks, at most ${kb(worstTotal.entryJs.gzip + worstTotal.routeJs.gzip)} gzip on ${worstTotal.route}.`,
    );
  }

  const files = await listFiles(buildDir);
  const images = files.filter((f) => /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i.test(f));
  const imageSizes = await Promise.all(
    images.map(async (f) => ({f, size: (await fileSizes(path.join(buildDir, f))).raw})),
  );
  const large = imageSizes.filter((i) => i.size > IMAGE_LIMIT);
  const largest = imageSizes.reduce((a, b) => (b.size > a.size ? b : a), {f: '-', size: 0});
  console.log(
    `Images: ${images.length}, largest ${largest.f} (${kb(largest.size)}); over ${kb(IMAGE_LIMIT, 0)}: ` +
      (large.length ? large.map((i) => `${i.f} (${kb(i.size)})`).join(', ') : 'none'),
  );

  const fonts = files.filter((f) => /\.(woff2?|ttf|otf|eot)$/i.test(f));
  const css = await Promise.all(
    files.filter((f) => f.endsWith('.css')).map((f) => readFile(path.join(buildDir, f), 'utf8')),
  );
  const remoteFonts = css.some((text) =>
    /@font-face[^}]*url\(\s*["']?(https?:)?\/\//.test(text.replace(/\s+/g, ' ')),
  );
  console.log(
    `Fonts: ${fonts.length ? fonts.join(', ') : 'none shipped (system font stack)'}; ` +
      `fonts from other hosts: ${remoteFonts ? 'YES' : 'none'}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
