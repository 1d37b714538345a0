import {existsSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import type {Problem} from './problems';
import {isJsxElement, jsxTextAttribute, pageAnchors, walk} from './mdast';
import {DOCS_DIR, NEWS_ROUTE, POSTS_PER_PAGE} from './layout';
import type {ContentFile, Site} from './site';
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

/** A page's anchors, including those of MDX files it renders (`import Guide from './guide.mdx'`). */
function anchorsOf(file: ContentFile, site: Site): Set<string> {
  const anchors = file.tree ? pageAnchors(file.tree) : new Set<string>();
  for (const node of file.tree ? walk(file.tree) : []) {
    if (node.type === 'mdxjsEsm') {
      for (const [, specifier] of node.value.matchAll(/from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/g)) {
        const target = path.posix.join(path.posix.dirname(file.path), specifier);
        const imported = site.files.find((candidate) => candidate.path === target);
        if (imported?.tree) {
          pageAnchors(imported.tree).forEach((anchor) => anchors.add(anchor));
        }
      }
    }
  }
  return anchors;
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
  // The first definition wins, so the docs page at `/` keeps its anchors.
  const addRoute = (route: string, anchors = new Set<string>()) => {
    if (!routes.has(route)) {
      routes.set(route, anchors);
    }
  };

  for (const file of site.files) {
    const route = routeOf(file);
    if (route) {
      addRoute(route, anchorsOf(file, site));
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
        const url = jsxTextAttribute(node, attribute);
        if (url) {
          links.push({url, line});
        }
      }
    }
  }
  return links;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Where a link points on this site, or undefined for links that leave it. */
function siteTarget(
  url: string,
  ownRoute: string | undefined,
): {route: string; anchor?: string} | undefined {
  if (url.startsWith('#')) {
    return ownRoute ? {route: ownRoute, anchor: decode(url.slice(1)) || undefined} : undefined;
  }
  if (!url.startsWith('/') || url.startsWith('//')) {
    return undefined;
  }
  const [pathAndQuery, anchor] = url.split('#', 2);
  return {
    route: normaliseRoute(decode(pathAndQuery.split('?')[0])),
    anchor: anchor ? decode(anchor) : undefined,
  };
}

/** Links to site paths (`/route#anchor`) and same-page anchors (`#anchor`) must resolve. */
export function checkLinks(file: ContentFile, routes: RouteTable): Problem[] {
  const problems: Problem[] = [];
  const ownRoute = routeOf(file);
  for (const {url, line} of linksIn(file)) {
    const target = siteTarget(url, ownRoute);
    if (!target) {
      continue;
    }
    const {route, anchor} = target;
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
      const linkedPage = url.startsWith('#') ? '' : route;
      problems.push({
        file: file.path,
        line,
        rule: 'broken-anchor',
        message: `broken anchor ${url}: ${route} has no heading with the id #${anchor}`,
        fix: nearest
          ? `use ${linkedPage}#${nearest} (the nearest id on that page), or link without the anchor`
          : `remove #${anchor}; that page has no headings to link to`,
      });
    }
  }
  return problems;
}
