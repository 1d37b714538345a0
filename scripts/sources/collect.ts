import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import {listFiles, routeOfFile} from '../lib/build-files';

/**
 * The external links in a page's articles (docs and posts): the official
 * sources behind its claims, and the further reading. Links to `ownOrigins`
 * (the site, the marketing site) are not sources.
 */
export function articleLinks(html: string, ownOrigins: readonly string[]): string[] {
  const $ = load(html);
  const links = $('article a[href]')
    .map((_, a) => $(a).attr('href')!)
    .get()
    .filter((href) => /^https?:\/\//i.test(href))
    .filter((href) => !URL.canParse(href) || !ownOrigins.includes(new URL(href).origin));
  return [...new Set(links)];
}

/** Each built page's external article links, by route; pages without any are left out. */
export async function sourcesByPage(
  buildDir: string,
  ownOrigins: readonly string[],
): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  for (const file of (await listFiles(buildDir)).sort()) {
    const route = routeOfFile(file);
    if (!route) continue;
    const links = articleLinks(await readFile(path.join(buildDir, file), 'utf8'), ownOrigins);
    if (links.length) pages.set(route, links);
  }
  return pages;
}

/** What is wrong with a link's form, if anything; no request needed to tell. */
export function formProblem(url: string): string | undefined {
  return URL.canParse(url) ? undefined : 'not a valid URL';
}
