/**
 * What the search filters and ranking know about a page or a section, shared
 * by the page metadata (src/components/SearchMetadata), the local index and
 * the Algolia crawler configuration written from them (crawlerConfig.ts).
 */

/** Content types, which are also the dialog's groups (lvl0), from the most to the least authoritative. */
export const CONTENT_TYPES = [
  'Country guides',
  'EU law',
  'Tools',
  'Glossary',
  'Resources',
  'News',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * Page ranks: the EU law that national rules apply, the glossary that defines its terms and the
 * tools that answer "which rules apply, by when" (the finder, the grid, the comparison, the
 * deadlines); then the country guides, the site's own pages, then news. Algolia reads them as
 * `weight.pageRank` (desc) in its custom ranking. The tools rank with the reference pages since
 * every guide has a "What to do now" section that shares their words, and the plain questions
 * ("what to do first") belong to the finder.
 */
export const PAGE_RANKS: Record<ContentType, number> = {
  'EU law': 4,
  'Country guides': 3,
  Tools: 4,
  Glossary: 4,
  Resources: 2,
  News: 1,
};

/**
 * What a page's Pagefind score is multiplied by, from its content type's page
 * rank: a reference page that answers the query as well as a news post comes
 * first, and news comes first only when it answers clearly better, as for a
 * query about the news itself.
 */
export const RANK_FACTORS: Record<number, number> = {4: 1.15, 3: 1, 2: 0.6, 1: 0.5};

/** Sidebar groups whose label is not the name of their content type. */
const SIDEBAR_CONTENT_TYPES: Readonly<Record<string, ContentType>> = {
  // The finder, the grid, the comparison and the calendars answer "which rules, by when".
  'Compare and decide': 'Tools',
};

/** A docs page's content type, from the label of its top-level sidebar entry. */
export function contentTypeOfSidebarEntry(label: string | undefined): ContentType {
  if (label && SIDEBAR_CONTENT_TYPES[label]) return SIDEBAR_CONTENT_TYPES[label];
  return CONTENT_TYPES.find((type) => type === label && type !== 'News') ?? 'Resources';
}

export const EUROPEAN_UNION = 'European Union';

/** News tags that name a jurisdiction: the tag's label and the jurisdiction's name. */
const TAG_JURISDICTIONS: Record<string, string> = {
  Australia: 'Australia',
  Canada: 'Canada',
  Netherlands: 'Netherlands',
  'United Kingdom': 'United Kingdom',
  'United States': 'United States',
  Massachusetts: 'United States',
  'EU Pay Transparency Directive': EUROPEAN_UNION,
  CSRD: EUROPEAN_UNION,
  ESRS: EUROPEAN_UNION,
};

/** The jurisdictions a post's tags name. */
export function jurisdictionsOfTags(labels: readonly string[]): string[] {
  return [...new Set(labels.flatMap((label) => TAG_JURISDICTIONS[label] ?? []))];
}

/**
 * Topics, each recognised by the words of a section's headings: the section's
 * own heading and those above it (the page title only for the page itself).
 */
export const TOPICS: readonly {topic: string; headings: RegExp}[] = [
  {
    topic: 'Pay gap reporting',
    headings:
      /pay gaps?\b|gender equality reports?|\breport(s|ing)?\b|\bindex\b|indicators?|quartiles?|statistics|metrics|remuneration ratio|s1-16/i,
  },
  {
    topic: 'Pay in recruitment',
    headings:
      /recruit|job (adverts?|postings?)|pay ranges?|salary ranges?|(pay|salary)[- ]history|before employment|applicants?|hired/i,
  },
  {
    topic: 'Right to information',
    headings: /right to information|information (rights?|requests?)|pay secrecy|auskunft/i,
  },
  {
    topic: 'Equal pay assessments',
    headings:
      /joint (pay )?assessments?|pay audits?|pay analysis|equal pay analysis|pay surveys?|pay mapping|certification|pay register|equal value|job evaluation|job architecture|levell?ing/i,
  },
  {
    topic: 'Enforcement and penalties',
    headings: /\benforc|penalt|sanction|remed|burden of proof|\bfines?\b/i,
  },
  {topic: 'Key dates', headings: /key dates|deadlines?|timeline|reporting bands/i},
  {
    topic: 'Transposition',
    headings: /transpos|directive changes|national law|\bbills?\b|still pending/i,
  },
];

/** The topics of a section with these headings (lvl1 to its own level). */
export function topicsOf(headings: readonly string[]): string[] {
  const text = (headings.length > 1 ? headings.slice(1) : headings).join(' \n ');
  return TOPICS.filter(({headings: pattern}) => pattern.test(text)).map(({topic}) => topic);
}
