import {existsSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import type {Problem} from './problems';
import {hasJsxAttribute, isJsxElement, jsxTextAttribute, pageAnchors, walk} from './mdast';
import {DOCS_DIR, NEWS_ROUTE, POSTS_PER_PAGE, type ContentFile, type Site} from './site';
import {closestMatch} from './suggest';

/** Every route of the built site that content may link to, with the anchors on that page. */
export type RouteTable = Map<string, Set<string>>;

const STATIC_DIR = 'static';
const NEWS_LIST_ROUTES = ['', '/archive', '/authors', '/tags'];
const OTHER_ROUTES = ['/', '/search'];

function normaliseRoute(route: string): string {
  const clean = path.posix.normalize(`/${route}`).replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** A doc's route, following the docs plugin: `slug` front matter, else folder index or path. */
export function docRoute(file: ContentFile): string {
  const relative = file.path.slice(DOCS_DIR.length + 1).replace(/\.mdx?$/, '');
  const directory = path.posix.dirname(relative) === '.' ? '' : path.posix.dirname(relative);
  const {slug, id} = file.frontMatter.data;
  if (typeof slug === 'string') {
    return normaliseRoute(slug.startsWith('/') ? slug : `${directory}/${slug}`);
  }
  const fileName = path.posix.basename(relative);
  const isFolderIndex =
    /^(index|readme)$/i.test(fileName) ||
    fileName.toLowerCase() === path.posix.basename(directory).toLowerCase();
  if (isFolderIndex) {
    return normaliseRoute(directory);
  }
  return normaliseRoute(`${directory}/${typeof id === 'string' ? id : fileName}`);
}

/** A post's route: `/news/<slug>`, or the blog's date path when the post has no slug. */
export function postRoute(file: ContentFile): string {
  const {slug} = file.frontMatter.data;
  if (typeof slug === 'string' && slug !== '') {
    return normaliseRoute(`${NEWS_ROUTE}/${slug}`);
  }
  const fileName = path.posix.basename(file.path).replace(/\.mdx?$/, '');
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(fileName);
  return normaliseRoute(
    `${NEWS_ROUTE}/${dated ? `${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : fileName}`,
  );
}

export function routeOf(file: ContentFile): string | undefined {
  if (file.kind === 'doc') {
    return docRoute(file);
  }
  return file.kind === 'post' ? postRoute(file) : undefined;
}

/** Pages that render another MDX file (`import Guide from './guide.mdx'`) also carry its anchors. */
function importedFiles(file: ContentFile, site: Site): ContentFile[] {
  const imported: ContentFile[] = [];
  for (const node of file.tree ? walk(file.tree) : []) {
    if (node.type === 'mdxjsEsm') {
      for (const [, specifier] of node.value.matchAll(/from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/g)) {
        const target = path.posix.join(path.posix.dirname(file.path), specifier);
        const found = site.files.find((candidate) => candidate.path === target);
        if (found) {
          imported.push(found);
        }
      }
    }
  }
  return imported;
}

async function staticFileRoutes(root: string): Promise<string[]> {
  const directory = path.join(root, STATIC_DIR);
  if (!existsSync(directory)) {
    return [];
  }
  const entries = await readdir(directory, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const relative = path.relative(directory, path.join(entry.parentPath, entry.name));
      return `/${relative.split(path.sep).join('/')}`;
    });
}

export async function buildRouteTable(site: Site): Promise<RouteTable> {
  const routes: RouteTable = new Map();
  const addRoute = (route: string, anchors = new Set<string>()) => routes.set(route, anchors);

  for (const file of site.files) {
    const route = routeOf(file);
    if (route && file.tree) {
      const anchors = pageAnchors(file.tree);
      for (const imported of importedFiles(file, site)) {
        if (imported.tree) {
          pageAnchors(imported.tree).forEach((anchor) => anchors.add(anchor));
        }
      }
      addRoute(route, anchors);
    } else if (route) {
      addRoute(route);
    }
  }

  const postCount = site.files.filter((file) => file.kind === 'post').length;
  NEWS_LIST_ROUTES.forEach((route) => addRoute(`${NEWS_ROUTE}${route}`));
  for (let page = 2; page <= Math.ceil(postCount / POSTS_PER_PAGE); page += 1) {
    addRoute(`${NEWS_ROUTE}/page/${page}`);
  }
  for (const [key, tag] of Object.entries(site.tags)) {
    const permalink = typeof tag.permalink === 'string' ? tag.permalink : key;
    addRoute(normaliseRoute(`${NEWS_ROUTE}/tags/${permalink}`));
  }
  for (const [key, author] of Object.entries(site.authors)) {
    if (author.page) {
      addRoute(`${NEWS_ROUTE}/authors/${key}`);
    }
  }
  OTHER_ROUTES.forEach((route) => addRoute(route));
  (await staticFileRoutes(site.root)).forEach((route) => addRoute(route));
  return routes;
}

interface Link {
  url: string;
  line: number;
}

function linksIn(file: ContentFile): Link[] {
  const links: Link[] = [];
  for (const node of file.tree ? walk(file.tree) : []) {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link' || node.type === 'definition') {
      links.push({url: node.url, line});
    } else if (isJsxElement(node) && (node.name === 'a' || node.name === 'Link')) {
      for (const attribute of ['href', 'to']) {
        const url = hasJsxAttribute(node, attribute) ? jsxTextAttribute(node, attribute) : undefined;
        if (url) {
          links.push({url, line});
        }
      }
    }
  }
  return links;
}

function splitUrl(url: string): {route: string; anchor?: string} {
  const hashIndex = url.indexOf('#');
  const withoutHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const anchor = hashIndex === -1 ? undefined : decodeURIComponent(url.slice(hashIndex + 1));
  const pathname = withoutHash.split('?')[0];
  return {route: normaliseRoute(decodeURI(pathname)), anchor: anchor || undefined};
}

/** Links to site paths (`/route#anchor`) and same-page anchors (`#anchor`) must resolve. */
export function checkLinks(file: ContentFile, routes: RouteTable): Problem[] {
  const problems: Problem[] = [];
  const ownRoute = routeOf(file);
  for (const {url, line} of linksIn(file)) {
    const isSamePage = url.startsWith('#');
    const isSitePath = url.startsWith('/') && !url.startsWith('//');
    if (!(isSitePath || (isSamePage && ownRoute))) {
      continue;
    }
    const {route, anchor} = isSamePage ? {route: ownRoute!, anchor: url.slice(1)} : splitUrl(url);
    const anchors = routes.get(route);
    if (!anchors) {
      const nearest = closestMatch(route, routes.keys());
      problems.push({
        file: file.path,
        line,
        rule: 'broken-link',
        message: `broken link ${url}: no page has the route ${route}`,
        fix: `link to an existing route${nearest ? `, e.g. ${nearest} (the nearest one)` : ''}`,
      });
    } else if (anchor && !anchors.has(anchor)) {
      const nearest = closestMatch(anchor, anchors);
      problems.push({
        file: file.path,
        line,
        rule: 'broken-anchor',
        message: `broken anchor ${url}: ${route} has no heading with the id #${anchor}`,
        fix: nearest
          ? `use ${isSamePage ? '' : route}#${nearest} (the nearest id on that page), or link without the anchor`
          : `remove #${anchor}; that page has no headings to link to`,
      });
    }
  }
  return problems;
}
