/**
 * schema.org objects shared by the theme wrappers in src/theme (browser-safe,
 * no Node imports). Google reads JSON-LD: https://developers.google.com/search/docs/appearance/structured-data
 */
import {LOGO_PNG} from './paths';

type Json = Record<string, unknown>;

export function organization(brandName: string, siteUrl: string, homeUrl: string): Json {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: brandName,
    url: homeUrl,
    logo: {'@type': 'ImageObject', url: `${siteUrl}${LOGO_PNG}`, width: 512, height: 512},
  };
}

/** The home page's WebSite, with the search box Google can link to (/search?q=…). */
export function website(brandName: string, tagline: string, siteUrl: string, homeUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: brandName,
    description: tagline,
    url: `${siteUrl}/`,
    inLanguage: 'en',
    publisher: organization(brandName, siteUrl, homeUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface TeamAuthor {
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  page?: {permalink: string} | null;
}

/**
 * Completes the theme's BlogPosting (headline, dates, authors, keywords) with
 * what Google's Article guidelines also ask for: the publisher, an image, a
 * modification date. Our authors are teams, so they are Organizations.
 */
export function completeBlogPosting(
  base: object,
  {
    brandName,
    siteUrl,
    homeUrl,
    image,
    authors,
  }: {brandName: string; siteUrl: string; homeUrl: string; image: string; authors: TeamAuthor[]},
): Json {
  const post = base as Json;
  const publisher = organization(brandName, siteUrl, homeUrl);
  const author = authors.map((a) => ({
    '@type': 'Organization',
    name: a.name,
    ...(a.title && {description: a.title}),
    ...((a.page?.permalink ?? a.url) && {url: a.page ? `${siteUrl}${a.page.permalink}` : a.url}),
    parentOrganization: {'@id': publisher['@id']},
  }));
  return {
    ...post,
    '@type': 'BlogPosting',
    dateModified: post.dateModified ?? post.datePublished,
    ...(author.length > 0 && {author: author.length === 1 ? author[0] : author}),
    image: post.image ?? {'@type': 'ImageObject', url: image, width: 1200, height: 630},
    publisher,
    inLanguage: 'en',
  };
}

/** The Open data page's Dataset, with its downloads (https://schema.org/Dataset). */
export function dataset(options: {
  brandName: string;
  siteUrl: string;
  homeUrl: string;
  pageUrl: string;
  description: string;
  modified: string;
  licence: string;
  downloads: ReadonlyArray<{url: string; format: string}>;
}): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: `${options.brandName} pay transparency obligations`,
    description: options.description,
    url: options.pageUrl,
    license: options.licence,
    isAccessibleForFree: true,
    dateModified: options.modified,
    inLanguage: 'en',
    keywords: [
      'pay transparency',
      'gender pay gap reporting',
      'Directive (EU) 2023/970',
      'equal pay',
    ],
    creator: organization(options.brandName, options.siteUrl, options.homeUrl),
    distribution: options.downloads.map((d) => ({
      '@type': 'DataDownload',
      encodingFormat: d.format,
      contentUrl: d.url,
    })),
  };
}
