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
