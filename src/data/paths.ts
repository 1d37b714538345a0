/**
 * Where the site serves what it publishes from the legal dataset (the data files, change feeds,
 * calendars and each jurisdiction's page); shared by the plugins that write them and the pages
 * that link to them.
 */

export const DATA_ROOT = '/data/v1';
export const OBLIGATIONS_JSON = `${DATA_ROOT}/obligations.json`;
export const OBLIGATIONS_CSV = `${DATA_ROOT}/obligations.csv`;
export const SCHEMA_JSON = `${DATA_ROOT}/schema.json`;
export const jurisdictionJson = (id: string) => `${DATA_ROOT}/jurisdictions/${id}.json`;

/** Change feeds: "all" for the whole site, or a jurisdiction id. */
export type FeedScope = 'all' | (string & {});
export const changesFeed = (scope: FeedScope, format: 'rss' | 'atom') =>
  `${DATA_ROOT}/feeds/${scope}.${format}.xml`;

/** The page that lists every change, and the anchor of each guide's own list. */
export const CHANGES_PAGE = '/changes';
export const WHAT_CHANGED_ANCHOR = 'what-changed';

/**
 * The page of a jurisdiction: its written guide, or the page the legal-data plugin generates
 * from the record, at /countries/<id> for a country and /countries/<country>/<id> for a state,
 * province or city inside it (`country` is the id at the top of its parent chain).
 */
export const jurisdictionPagePath = (j: {id: string; docPath?: string}, country?: string) =>
  j.docPath ??
  (country && country !== j.id ? `/countries/${country}/${j.id}` : `/countries/${j.id}`);

/**
 * Where the legal-data plugin writes the page of each jurisdiction without a guide, relative to
 * the site directory (git-ignored), and the docs plugin's id of such a page (its path under
 * docs/, without the extension), which the sidebar and footer use.
 */
export const GENERATED_DOCS_DIR = 'docs/countries/generated';
export const generatedDocId = (id: string) =>
  `${GENERATED_DOCS_DIR.replace(/^docs\//, '')}/${id}`;

/** The anchor of one obligation on its guide. */
export const obligationAnchor = (localId: string) => `obligation-${localId}`;

/** The licence the data is published under. */
export const LICENCE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The calendar of every dated duty, and one per jurisdiction. */
export const ALL_DEADLINES_FILE = '/calendar/pay-transparency-deadlines.ics';
export const calendarPath = (jurisdictionId: string) => `/calendar/${jurisdictionId}.ics`;
