/**
 * Requests every external link in the built site's articles (the official
 * sources behind each legal claim, and further reading) and reports, page by
 * page, the dead ones, the moved ones (permanent redirects: update the link)
 * and the redirected ones (temporary redirects), and sites that turned the
 * checker away. Exits 1 when a link is dead. Requests are polite: one at a
 * time per host, a pause between them, a timeout on each.
 *
 *   npm run check:sources                       # build first (npm run build)
 *   npm run check:sources -- --skip-offline     # CI: without internet, check the links' form only
 *   npm run check:sources -- --build build-services --delay 2000 --timeout 20000
 *
 * First, with or without internet, every link must be a valid URL.
 * Without internet it then says so and exits 2, or with --skip-offline prints
 * a skip line and exits 0.
 */
import path from 'node:path';
import {siteSettings} from '../siteSettings';
import {commandLine, VALUE, FLAG} from './lib/command-line';
import {canReach, checkLinks, type CheckOptions, type LinkStatus} from './sources/check';
import {formProblem, sourcesByPage} from './sources/collect';

function describe(url: string, status: LinkStatus): string | undefined {
  switch (status.kind) {
    case 'live':
      return undefined;
    case 'dead':
      return `  dead        ${url} (${status.reason})`;
    case 'moved':
      return `  moved       ${url}\n              now ${status.to}: link to that address`;
    case 'redirected':
      return `  redirected  ${url} → ${status.to}`;
    case 'refused':
      return `  refused     ${url} (HTTP ${status.status}: the site turned the checker away; open it in a browser)`;
  }
}

const USAGE =
  'Usage: npm run check:sources -- [--skip-offline] [--build DIR] [--delay MS] [--timeout MS]';

async function main(): Promise<number> {
  const {values: args} = commandLine(USAGE, {
    options: {
      build: VALUE,
      delay: VALUE,
      timeout: VALUE,
      'skip-offline': FLAG,
    },
  });
  const buildDir = path.resolve(args.build ?? 'build');
  const options: CheckOptions = {
    delayMs: Number(args.delay ?? 1000),
    timeoutMs: Number(args.timeout ?? 15_000),
    hostsAtOnce: 4,
    userAgent: `Mozilla/5.0 (compatible; ${siteSettings.brandName} source check; +${siteSettings.siteUrl})`,
  };
  const ownOrigins = [
    siteSettings.siteUrl,
    siteSettings.demoUrl,
    ...Object.values(siteSettings.marketing),
  ].map((url) => new URL(url).origin);

  const pages = await sourcesByPage(buildDir, ownOrigins).catch((error: unknown) => {
    throw new Error(`Cannot read ${buildDir} (${String(error)}): run "npm run build" first.`);
  });
  const urls = [...new Set([...pages.values()].flat())];
  if (urls.length === 0) throw new Error(`No external links in the articles of ${buildDir}.`);
  console.log(`${urls.length} external links on ${pages.size} pages of ${buildDir}.`);
  const malformed = urls.filter((url) => formProblem(url));
  for (const [route, links] of pages) {
    const lines = links.flatMap((url) => {
      const problem = formProblem(url);
      return problem ? [`  invalid     ${url} (${problem})`] : [];
    });
    if (lines.length) console.log(`\n${route}\n${lines.join('\n')}`);
  }
  if (malformed.length) {
    console.error(`\n${malformed.length} links are malformed; fix them in the pages' sources.`);
    return 1;
  }

  if (!(await canReach(urls, {...options, timeoutMs: 5000}))) {
    const line = `No internet (none of the sources' hosts could be reached): the ${urls.length} links were read from the build but not requested.`;
    if (args['skip-offline']) {
      console.log(`check:sources: skipped the network check. ${line}`);
      return 0;
    }
    console.error(`check:sources: ${line}`);
    return 2;
  }

  let checked = 0;
  const results = await checkLinks(urls, options, () => {
    checked += 1;
    if (checked % 25 === 0) console.log(`  ${checked}/${urls.length} checked`);
  });
  for (const [route, links] of pages) {
    const lines = links.flatMap((url) => describe(url, results.get(url)!) ?? []);
    if (lines.length) console.log(`\n${route}\n${lines.join('\n')}`);
  }
  const counts: Record<LinkStatus['kind'], number> = {
    live: 0,
    moved: 0,
    redirected: 0,
    refused: 0,
    dead: 0,
  };
  for (const status of results.values()) counts[status.kind] += 1;
  console.log(
    `\n${urls.length} links: ${counts.live} live, ${counts.moved} moved, ` +
      `${counts.redirected} redirected, ${counts.refused} refused the checker, ${counts.dead} dead.`,
  );
  return counts.dead > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
