import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {SiteSettings} from '../../../siteSettings';
import {cardSvg} from './card';
import {DEFAULT_SOCIAL_CARD, LOGO_PNG, socialCardPath} from './paths';
import {svgToPng, svgsToPngs} from './render';
import {llmsTxt, robotsTxt, type LlmsEntry, type LlmsSection} from './text';
import {formatIsoDate} from '../../utils/dates';

/**
 * Findability files written after each production build:
 *
 * - `robots.txt`, pointing crawlers at the sitemap;
 * - `llms.txt`, the docs and posts with one-line descriptions, so AI
 *   assistants find and cite the canonical pages;
 * - a social card (PNG, 1200 × 630) per doc and post, generated from its
 *   title, plus a site-wide default card and a raster logo for structured
 *   data. The theme wrappers in src/theme point meta tags at them.
 *
 * Structured data and meta tags are rendered by those wrappers, because they
 * belong in each page's HTML.
 */

export interface PageInfo {
  title: string;
  description: string;
  permalink: string;
  /** Section label on the social card and heading in llms.txt. */
  section: string;
  /** ISO date (posts). */
  date?: string;
  /** Shows another page's content (`shows_page` front matter names it): left out of llms.txt. */
  duplicate?: boolean;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** Top-level sidebar category of each doc id, e.g. "Country guides". */
export function sectionsByDocId(sidebars: DocsContent['loadedVersions'][number]['sidebars']) {
  const sections = new Map<string, string>();
  type Item = (typeof sidebars)[string][number];
  const walk = (items: Item[], label: string | undefined) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') sections.set(item.id, label ?? 'Reference');
      if (item.type === 'category') {
        // A category that opens on a doc (a country with states inside) holds that doc too.
        if (item.link?.type === 'doc') sections.set(item.link.id, label ?? item.label);
        walk(item.items, label ?? item.label);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, undefined);
  return sections;
}

const isoDate = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

export default function seoPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  const settings = siteConfig.customFields!.siteSettings as SiteSettings;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  let docs: PageInfo[] = [];
  let posts: PageInfo[] = [];

  return {
    name: 'seo',

    allContentLoaded({allContent}) {
      const docsContent = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      docs = (docsContent?.loadedVersions ?? []).flatMap((version) => {
        const sections = sectionsByDocId(version.sidebars);
        return version.docs
          .filter((doc) => !doc.unlisted)
          .map((doc) => ({
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
            section: sections.get(doc.id) ?? 'Guide',
            // A doc that shows another page's content is a duplicate: no llms.txt line.
            ...((doc.frontMatter as {shows_page?: string}).shows_page && {duplicate: true}),
          }));
      });
      posts = (blog?.blogPosts ?? [])
        .filter((post) => !post.metadata.unlisted)
        .map(({metadata}) => ({
          title: metadata.title,
          description: metadata.description,
          permalink: metadata.permalink,
          section: 'News',
          date: isoDate(metadata.date),
        }));
    },

    async postBuild({outDir}) {
      const logoSvg = await readFile(path.join(siteDir, 'static', settings.logo.src), 'utf8');
      const brand = {brand: settings.brandName, host: new URL(siteUrl).host, logoSvg};
      const write = async (urlPath: string, data: string | Buffer) => {
        const file = path.join(outDir, urlPath);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, data);
      };

      await write('/robots.txt', robotsTxt(siteUrl));

      const canonicalDocs = docs.filter((d) => !d.duplicate);
      const sectionOrder = [...new Set(canonicalDocs.map((d) => d.section))];
      const entry = (p: PageInfo): LlmsEntry => ({
        title: p.title,
        url: `${siteUrl}${p.permalink}`,
        description: p.description,
        ...(p.date && {date: p.date}),
      });
      const sections: LlmsSection[] = [
        ...sectionOrder.map((heading) => ({
          heading,
          entries: canonicalDocs.filter((d) => d.section === heading).map(entry),
        })),
        {
          heading: 'News',
          entries: [...posts].sort((a, b) => b.date!.localeCompare(a.date!)).map(entry),
        },
      ];
      await write(
        '/llms.txt',
        llmsTxt({
          brand: settings.brandName,
          summary: `${settings.tagline} This site documents pay transparency and gender pay gap reporting law by country, the EU Pay Transparency Directive and the CSRD, with news.`,
          details:
            'Every legal claim links its official source and every legal page shows the date its status was last reviewed. The pages are information, not legal advice. Cite the page URLs below.',
          sections,
        }),
      );

      await write(LOGO_PNG, svgToPng(logoSvg, 512));
      const cards: Array<[string, string]> = [
        [
          DEFAULT_SOCIAL_CARD,
          cardSvg({...brand, section: 'Docs and news', title: settings.tagline}),
        ],
        ...[...docs, ...posts].map((page): [string, string] => [
          socialCardPath(page.permalink),
          cardSvg({
            ...brand,
            section: page.date ? `News · ${formatIsoDate(page.date)}` : page.section,
            title: page.title,
          }),
        ]),
      ];
      const pngs = await svgsToPngs(cards.map(([, svg]) => svg));
      await Promise.all(cards.map(([file], i) => write(file, pngs[i]!)));
    },
  };
}
