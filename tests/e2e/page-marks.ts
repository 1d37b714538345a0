import {expect, type Page} from '@playwright/test';
import {load} from 'cheerio';
import {docRoutes, posts} from './site';

/**
 * What a rendered page shows, one list for the browser checks (every-page.spec.ts,
 * page-kinds.spec.ts) and the static check of served HTML (page-kinds.spec.ts).
 */
interface Mark {
  selector: string;
  /** How many elements match; without it, at least one, the first visible in the browser. */
  count?: number;
}

/**
 * Every page: its main content (the skip link's target) and a heading or an article. A docs
 * page: one article heading, breadcrumbs and its own sidebar entry, marked active. A news post:
 * the publication date its file name gives.
 */
export function pageMarks(route: string): Mark[] {
  const marks: Mark[] = [
    {selector: '#__docusaurus_skipToContent_fallback'},
    {selector: 'h1, main article'},
  ];
  if (docRoutes.includes(route)) {
    marks.push(
      {selector: 'article h1', count: 1},
      {selector: 'nav[aria-label="Breadcrumbs"]'},
      // The entry itself: in the server's HTML a category button links to its first page too.
      {
        selector: `.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"][href="${route}"]`,
        count: 1,
      },
    );
  }
  const post = posts.find(({slug}) => route === `/news/${slug}`);
  if (post) marks.push({selector: `article header time[datetime^="${post.date}"]`, count: 1});
  return marks;
}

/** Checks the loaded page shows its marks. */
export async function expectMarks(page: Page, route: string): Promise<void> {
  for (const {selector, count} of pageMarks(route)) {
    const found = page.locator(selector);
    if (count === undefined) await expect(found.first(), selector).toBeVisible();
    else await expect(found, selector).toHaveCount(count);
  }
}

/** The marks a page's HTML, as served, lacks: one line each, with the number found. */
export function missingMarks(html: string, route: string): string[] {
  const $ = load(html);
  return pageMarks(route).flatMap(({selector, count}) => {
    const found = $(selector).length;
    const ok = count === undefined ? found > 0 : found === count;
    return ok ? [] : [`${route}: ${found} × ${selector}`];
  });
}
