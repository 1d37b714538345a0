import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** The build folder the end-to-end tests serve, as scripts/serve.ts resolves it. */
export const BUILD_DIR = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

function htmlRoutesUnder(folder: string): string[] {
  const dir = path.join(BUILD_DIR, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${folder}/${file.replace(/\.html$/, '')}`);
}

/**
 * Every page of the built site: the sitemap's entries, plus the pages the
 * sitemap leaves out on purpose (not-found, search, tag and pagination lists),
 * read from the build so a new tag or page is checked without editing a list.
 */
export function builtRoutes(): string[] {
  const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  const listPages = [
    '/news/tags',
    ...htmlRoutesUnder('news/tags'),
    ...htmlRoutesUnder('news/page'),
  ];
  return [...new Set([...fromSitemap, '/404', '/search', ...listPages])].sort();
}

/** A built page's HTML ('' when the page was not built). */
export function builtHtml(route: string): string {
  const file = path.join(BUILD_DIR, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
