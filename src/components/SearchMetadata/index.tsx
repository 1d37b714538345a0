import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {
  EUROPEAN_UNION,
  contentTypeOfSidebarEntry,
  jurisdictionsOfTags,
  type ContentType,
} from '@site/src/plugins/pagefind-search/facets';

/**
 * What both search engines read from a page's head (the local indexer in
 * src/plugins/pagefind-search/records.ts, Algolia's crawler in
 * docsearch-crawler.config.js), and readers never see: the content type and
 * jurisdictions the search filters use, and the page's and its sections'
 * other names from `search_terms` front matter (a list for the page, or a
 * heading id → list map for sections).
 */
function SearchMetadata({
  contentType,
  jurisdictions,
  searchTerms,
}: {
  contentType: ContentType;
  jurisdictions: readonly string[];
  searchTerms?: unknown;
}): ReactNode {
  const terms: [string, string[]][] = Array.isArray(searchTerms)
    ? [['', searchTerms]]
    : Object.entries(searchTerms && typeof searchTerms === 'object' ? searchTerms : {});
  return (
    <Head>
      <meta name="docsearch:content_type" content={contentType} />
      {jurisdictions.length > 0 && (
        <meta name="docsearch:jurisdiction" content={jurisdictions.join(', ')} />
      )}
      {terms.map(([section, names]) => (
        <meta
          key={section}
          name={section ? `search:terms#${section}` : 'search:terms'}
          content={[names].flat().map(String).join('; ')}
        />
      ))}
    </Head>
  );
}

/** The sidebar entry linking to `permalink`, within `items`, with the top-level entry holding it. */
type LabelledItem = Exclude<PropSidebarItem, {type: 'html'}>;

function findEntry(
  items: readonly PropSidebarItem[],
  permalink: string,
): {top: LabelledItem; link: LabelledItem} | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href === permalink) return {top: item, link: item};
    if (item.type === 'category') {
      const inside = item.href === permalink ? {link: item} : findEntry(item.items, permalink);
      if (inside) return {top: item, link: inside.link};
    }
  }
  return undefined;
}

/** For a docs page: its type from its sidebar category; a country guide's jurisdiction is its sidebar label. */
export function DocSearchMetadata(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const sidebar = useDocsSidebar();
  const entry = sidebar && findEntry(sidebar.items, metadata.permalink);
  const contentType = contentTypeOfSidebarEntry(entry?.top.label);
  const jurisdictions =
    contentType === 'Country guides' && entry?.link.label
      ? [entry.link.label]
      : contentType === 'EU law'
        ? [EUROPEAN_UNION]
        : [];
  return (
    <SearchMetadata
      contentType={contentType}
      jurisdictions={jurisdictions}
      searchTerms={(frontMatter as {search_terms?: unknown}).search_terms}
    />
  );
}

/** For a post: news, about the jurisdictions its tags name. */
export function PostSearchMetadata(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <SearchMetadata
      contentType="News"
      jurisdictions={jurisdictionsOfTags(metadata.tags.map((tag) => tag.label))}
    />
  );
}
