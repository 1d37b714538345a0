import type {Page} from '@playwright/test';

/**
 * The search relevance set: queries a reader types, each with the hit that
 * should come first. It runs against the built site in the end-to-end tests
 * (tests/e2e/search-relevance.spec.ts) and, with 5,000 synthetic pages added,
 * in `npm run bench:search`, both through the search dialog as a reader uses it.
 *
 * `first` is the expected first hit's path and anchor. Where two answers are
 * equally right (the Directive's article and the glossary's definition of the
 * same term), either may come first, and the other must be among the first
 * five hits (DocSearch shows up to five per category).
 */
export interface RelevanceCase {
  query: string;
  first: string | readonly string[];
}

const AUSTRALIA = '/countries/australia-wgea-gender-pay-reports-due-may-31';
const CANADA = '/countries/canada-pay-transparency-reporting';
const DENMARK = '/countries/denmark-pay-transparency-reporting-eu-directive';
const FRANCE = '/countries/france-pay-transparency-reporting-eu-directive';
const GERMANY = '/countries/germany-pay-transparency-reporting-eu-directive';
const ICELAND = '/countries/iceland-pay-transparency-reporting';
const IRELAND = '/countries/ireland-pay-transparency-reporting-eu-directive';
const ITALY = '/countries/italy-pay-transparency-reporting-eu-directive';
const NETHERLANDS = '/countries/netherlands-pay-transparency-reporting-eu-directive';
const NORWAY = '/countries/norway-pay-transparency-reporting';
const SPAIN = '/countries/spain-pay-transparency-reporting-eu-directive';
const SWEDEN = '/countries/sweden-pay-transparency-reporting-eu-directive';
const SWITZERLAND = '/countries/switzerland-pay-transparency-reporting';
const UK = '/countries/uk-pay-transparency-reporting';
const DIRECTIVE = '/eu-pay-transparency-directive';
const CSRD = '/eu-corporate-sustainability-reporting-directive';
const GLOSSARY = '/glossary';

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Each country, by its name, its laws, regulators and reports, in its own language too.
  {query: 'WGEA', first: AUSTRALIA},
  {query: 'Workplace Gender Equality Agency', first: AUSTRALIA},
  {query: 'Canada pay equity', first: CANADA},
  {
    query: 'British Columbia pay transparency report',
    // The Canada guide's section on the province's reports, with the province's own page.
    first: [
      `${CANADA}#british-columbia-pay-transparency-reports`,
      '/countries/canada/british-columbia',
    ],
  },
  {query: 'Ligelønsloven', first: DENMARK},
  {query: 'kønsopdelt lønstatistik', first: DENMARK},
  {query: "Index de l'égalité professionnelle", first: FRANCE},
  {query: 'Egapro', first: FRANCE},
  {query: 'Entgelttransparenzgesetz', first: GERMANY},
  {query: 'Auskunftsanspruch', first: GERMANY},
  {query: 'jafnlaunavottun', first: ICELAND},
  {query: 'Gender Pay Gap Information Act', first: IRELAND},
  {query: 'rapporto biennale', first: ITALY},
  {query: 'loonkloof', first: NETHERLANDS},
  {query: 'Wet loontransparantie', first: NETHERLANDS},
  {query: 'aktivitets- og redegjørelsesplikt', first: NORWAY},
  {query: 'registro retributivo', first: SPAIN},
  {query: 'Jämställdhetsombudsmannen', first: SWEDEN},
  {query: 'lönekartläggning', first: SWEDEN},
  {query: 'Logib', first: SWITZERLAND},
  {query: 'Fair Pay Agency', first: UK},
  {query: 'Norway', first: NORWAY},
  {query: 'Iceland', first: ICELAND},
  // Plain questions lead to the finder, its plan of first steps, and the deadlines page.
  {query: 'which rules apply to us', first: '/which-rules-apply'},
  {query: 'deadlines', first: '/deadlines'},
  {query: 'what to do first', first: ['/which-rules-apply', '/which-rules-apply#first-steps']},
  {query: 'first steps', first: ['/which-rules-apply', '/which-rules-apply#first-steps']},
  // The Directive's duties, articles and deadlines.
  {query: 'Directive 2023/970', first: DIRECTIVE},
  {
    query: 'joint pay assessment',
    first: [`${DIRECTIVE}#article-10`, `${GLOSSARY}#joint-pay-assessment`],
  },
  {
    query: 'right to information',
    first: [`${DIRECTIVE}#article-7`, `${GLOSSARY}#right-to-information`],
  },
  {query: 'pay transparency before employment', first: `${DIRECTIVE}#article-5`},
  // Every state's page names its own pay-setting duty in the Directive's words, so the bare
  // phrase may find a state's; the Directive's rule is found by its article, a state's by its name.
  {query: 'Article 6 pay-setting criteria', first: `${DIRECTIVE}#article-6`},
  {
    query: 'Greece pay-setting criteria',
    first: '/countries/greece#obligation-pay-setting-criteria',
  },
  {query: 'reporting on the gender pay gap', first: `${DIRECTIVE}#article-9`},
  {query: 'reporting bands', first: `${DIRECTIVE}#reporting-timeline`},
  {
    query: 'burden of proof',
    first: [`${DIRECTIVE}#enforcement`, `${GLOSSARY}#shift-of-burden-of-proof`],
  },
  {query: 'transposition status', first: `${DIRECTIVE}#transposition-status`},
  {
    query: 'work of equal value',
    first: [`${GLOSSARY}#work-of-equal-value`, `${DIRECTIVE}#article-4`],
  },
  // The CSRD.
  {query: 'CSRD', first: CSRD},
  {query: 'ESRS S1-16', first: `${CSRD}#esrs-s1-16`},
  {query: 'total remuneration ratio', first: `${GLOSSARY}#total-remuneration-ratio`},
  {query: 'VSME', first: [`${CSRD}#vsme`, `${GLOSSARY}#vsme`]},
  // Glossary terms, their synonyms and abbreviations.
  {query: 'median pay gap', first: `${GLOSSARY}#median-pay-gap`},
  {query: 'compa-ratio', first: `${GLOSSARY}#compa-ratio`},
  {query: 'pay quartiles', first: `${GLOSSARY}#pay-quartiles`},
  {query: 'single source', first: `${GLOSSARY}#single-source`},
  {query: 'GPG', first: `${GLOSSARY}#gender-pay-gap`},
  {query: 'FTE', first: `${GLOSSARY}#full-time-equivalent`},
  {query: 'pay secrecy', first: `${GLOSSARY}#pay-secrecy-clause`},
  {query: 'salary band', first: `${GLOSSARY}#pay-range`},
  // Typos within one or two letters.
  {query: 'directve', first: DIRECTIVE},
  {
    query: 'equel pay for work of equal value',
    first: `${GLOSSARY}#equal-pay-for-work-of-equal-value`,
  },
  {query: 'total remuneraton ratio', first: `${GLOSSARY}#total-remuneration-ratio`},
  {query: 'pay transparancy directive', first: DIRECTIVE},
  {query: 'loontransparnatie', first: NETHERLANDS},
  {query: 'remunaration', first: CSRD},
  // The site's name for Directive (EU) 2023/970.
  {query: 'directive', first: DIRECTIVE},
  // Queries about news: the post comes first.
  {query: 'press release', first: '/news/press-release-pay-equity-data-partnership'},
  {
    query: 'Massachusetts pay transparency law',
    first: '/news/what-is-the-massachusetts-pay-transparency-law',
  },
  {
    query: 'Netherlands delays 1 January 2027',
    first: '/news/netherlands-eu-pay-transparency-directive-delay-2027',
  },
  {query: '9 months away', first: '/news/eu-pay-transparency-directive-9-months-away'},
];

export interface RelevanceResult extends RelevanceCase {
  /** Path and anchor of the first five hits, in the order the dialog shows them. */
  top: string[];
  passed: boolean;
}

/** Whether the hits answer the case: the expected first hit, and for a pair the other in the top 5. */
export function judge(relevanceCase: RelevanceCase, top: readonly string[]): boolean {
  const {first} = relevanceCase;
  if (typeof first === 'string') return top[0] === first;
  return first.includes(top[0]!) && first.every((expected) => top.includes(expected));
}

/**
 * Types each query into the open search dialog, as a reader does, and reads
 * the hits it renders. The page must show the dialog's start screen.
 */
export async function runRelevanceSet(
  page: Page,
  set: readonly RelevanceCase[] = RELEVANCE_SET,
): Promise<RelevanceResult[]> {
  const input = page.locator('.DocSearch-Input');
  const results: RelevanceResult[] = [];
  for (const relevanceCase of set) {
    await input.fill('');
    await page.locator('.DocSearch-StartScreen').waitFor();
    await input.fill(relevanceCase.query);
    await page.locator('.DocSearch-Hits, .DocSearch-NoResults').first().waitFor();
    const top = await page.locator('.DocSearch-Dropdown .DocSearch-Hit').evaluateAll((hits) =>
      hits.slice(0, 5).map((hit) => {
        const link = hit.querySelector('[href], [data-href]')!;
        const url = new URL(
          link.getAttribute('href') ?? link.getAttribute('data-href')!,
          window.location.href,
        );
        return url.pathname + url.hash;
      }),
    );
    results.push({...relevanceCase, top, passed: judge(relevanceCase, top)});
  }
  return results;
}

/** "46 of 52 first hits right", then one line per miss. */
export function describeRelevance(results: readonly RelevanceResult[]): string {
  const misses = results.filter((result) => !result.passed);
  return [
    `${results.length - misses.length} of ${results.length} first hits right`,
    ...misses.map(
      ({query, first, top}) =>
        `    miss: "${query}" expected ${[first].flat().join(' or ')}, got ${top.join(', ') || 'no hits'}`,
    ),
  ].join('\n');
}
