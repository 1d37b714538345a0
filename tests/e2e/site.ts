import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {loadDatasetFrom} from '../../src/data/load';
import {transpositionHeadline} from '../../src/data/transposition';
import {siteSettings} from '../../siteSettings';
import {POST_FILE_NAME} from '../../scripts/content/page-rules';
import {NEWS_DIR} from '../../scripts/content/layout';

/** Routes and constants the end-to-end tests check, taken from the spec and the content sources. */

/** The legal dataset the site was built from (data/jurisdictions). */
export const dataset = loadDatasetFrom(path.join(__dirname, '../..'));

/** The jurisdictions that have a guide page. */
export const guides = dataset.jurisdictions.flatMap((j) =>
  j.docPath ? [{...j, docPath: j.docPath}] : [],
);

export const docRoutes = [
  ...guides.map((j) => j.docPath),
  '/glossary',
  '/open-data',
  '/changes',
  '/directive-grid',
  '/compare',
  '/which-rules-apply',
  '/resources/privacy-policy',
  '/resources/security-statement',
  '/resources/terms-of-use',
];

export const AUSTRALIA = '/countries/australia-wgea-gender-pay-reports-due-may-31';
export const FRANCE = '/countries/france-pay-transparency-reporting-eu-directive';

/** Spec §2's post slugs, plus the press release and the team post: these must stay published. */
export const specPostSlugs = [
  'adjusted-pay-gap-eu-pay-transparency-directive',
  'ai-native-pay-equity-what-hr-leaders-need-to-know',
  'eu-pay-transparency-directive-10-months-away',
  'eu-pay-transparency-directive-9-months-away',
  'eu-pay-transparency-directive-employee-rights',
  'eu-pay-transparency-directive-how-to-job-leveling-guide-best-practices',
  'future-ready-job-architecture-ai',
  'netherlands-eu-pay-transparency-directive-delay-2027',
  'pay-transparency-labor-market-economics',
  'press-release-pay-equity-data-partnership',
  'us-europe-global-pay-transparency-laws-employee-rights',
  'what-is-the-massachusetts-pay-transparency-law',
  'team',
];

/**
 * Every post in news/: its slug and date, the parts of its file name, which the content linter
 * checks against the front matter. An editor's new post is tested with no test to edit.
 */
export const posts = readdirSync(path.join(__dirname, '../..', NEWS_DIR)).flatMap((name) => {
  const match = POST_FILE_NAME.exec(name);
  return match ? [{date: match[1]!, slug: match[2]!}] : [];
});
export const postSlugs = posts.map((post) => post.slug);

export const newsRoutes = [
  '/news',
  '/news/page/2',
  '/news/archive',
  '/news/authors',
  '/news/tags',
  ...postSlugs.map((slug) => `/news/${slug}`),
];

/** One page of each kind the site builds, for checks too slow to run on every page. */
export const pageKinds = [
  '/',
  '/countries/uk-pay-transparency-reporting',
  '/eu-pay-transparency-directive',
  '/glossary',
  '/resources/privacy-policy',
  '/news',
  '/news/page/2',
  '/news/what-is-the-massachusetts-pay-transparency-law',
  '/news/archive',
  '/news/authors/editorial',
  '/news/tags',
  '/news/tags/pay-equity',
  '/search',
  '/404',
];

const tags = parse(readFileSync(path.join(__dirname, '../../news/tags.yml'), 'utf8')) as Record<
  string,
  {description: string}
>;

export const tagKeys = Object.keys(tags);

export const tagDescriptions = Object.fromEntries(
  Object.entries(tags).map(([key, tag]) => [key, tag.description]),
);

export {siteSettings};

/** The announcement bar's text, as docusaurus.config.ts resolves it. */
export const announcementText = siteSettings.announcement.text ?? transpositionHeadline(dataset);
