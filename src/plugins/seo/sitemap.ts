import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type {RouteConfig} from '@docusaurus/types';

/**
 * Gives every sitemap entry a `lastmod`. Docs and posts carry their own dates;
 * list pages (the news index, archive, author pages) have none, so each takes
 * the newest date among the pages below the nearest path that has dated pages:
 * a list changes when something it lists is published.
 */
interface Item {
  url: string;
  lastmod?: string | null;
}

export function fillMissingLastmod<T extends Item>(items: T[]): T[] {
  const dated = items.filter((i) => i.lastmod);
  const newestUnder = (prefix: string) =>
    dated
      .filter((i) => i.url === prefix || i.url.startsWith(`${prefix}/`))
      .map((i) => i.lastmod!)
      .sort()
      .at(-1);
  return items.map((item) => {
    if (item.lastmod) return item;
    const url = new URL(item.url);
    const segments = url.pathname.split('/').filter(Boolean);
    for (let n = segments.length; n >= 0; n--) {
      const prefix = `${url.origin}${n ? `/${segments.slice(0, n).join('/')}` : ''}`;
      const lastmod = newestUnder(prefix);
      if (lastmod) return {...item, lastmod};
    }
    return item;
  });
}

/**
 * The newest commit time (ms) of every file git tracks under `dir`, read with
 * one `git log`. Empty outside a git checkout, where pages get no git date,
 * as in Docusaurus.
 */
export async function gitLastCommitTimes(dir: string): Promise<Map<string, number>> {
  try {
    const {stdout} = await promisify(execFile)(
      'git',
      ['-c', 'core.quotePath=off', 'log', '--format=%x00%ct', '--name-only', '--relative'],
      {cwd: dir, maxBuffer: 1 << 30},
    );
    return parseGitLog(stdout);
  } catch {
    return new Map();
  }
}

/** Reads `git log --format=%x00%ct --name-only` output; newest commits come first. */
export function parseGitLog(log: string): Map<string, number> {
  const times = new Map<string, number>();
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line && !times.has(line)) times.set(line, time);
  }
  return times;
}

/**
 * Gives every route with a source file but no `lastUpdatedAt` (news posts)
 * the time of its file's last commit, or `null` if git does not track it.
 * Without this the sitemap plugin runs `git log` once per such page at the end
 * of the build: each run forks the whole build process, so each costs more as
 * the site grows and the total grows faster than the number of pages.
 */
export function withLastCommitTimes(
  routes: RouteConfig[],
  times: ReadonlyMap<string, number>,
): RouteConfig[] {
  return routes.map((route) => {
    const source = route.metadata?.sourceFilePath;
    const needsDate = source !== undefined && route.metadata?.lastUpdatedAt === undefined;
    return {
      ...route,
      ...(needsDate && {
        metadata: {...route.metadata, lastUpdatedAt: times.get(source.replace(/\\/g, '/')) ?? null},
      }),
      ...(route.routes && {routes: withLastCommitTimes(route.routes, times)}),
    };
  });
}
