import {placeName} from '../../data/placeName';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {transpositionLabels} from '../../components/Jurisdiction/format';
import {GENERATED_DOCS_DIR} from '../../data/paths';
import {DIRECTIVE_STATUS_ANCHOR, lowerFirst} from '../../data/summary';
import type {Dataset, Jurisdiction} from '../../data/types';

/**
 * A page for every jurisdiction that has no written guide, made from its record. They are
 * written as MDX files into a git-ignored folder of the docs before the docs plugin reads
 * them, because only real docs get the sidebar, the search index, the sitemap, llms.txt and
 * the theme's layout; the files hold no facts, only the record's name and the components
 * that render it, so the data files stay the one source. The build (docusaurus.config.ts) and
 * `npm run lint:content` (scripts/content/lint.ts) both write them first.
 */

/** The jurisdictions that get a generated page: every state without a guide. */
export const withoutGuide = (dataset: Dataset) =>
  dataset.jurisdictions.filter((j) => !j.docPath && j.membership !== 'eu-law');

/** The search and social card summary: 50–160 characters, as scripts/content requires. */
export function pageDescription(j: Pick<Jurisdiction, 'name' | 'directive'>): string {
  const status = j.directive
    ? ` EU Directive: ${lowerFirst(transpositionLabels[j.directive.status])}.`
    : '';
  return `${j.name} pay transparency law.${status} What employers must do now, and each duty's status, dates and sources.`;
}

/**
 * Names readers search for that the page need not show as typed: the laws' official names,
 * which carry the law's own-language name and abbreviation where the record gives them.
 */
export const searchTerms = (j: Pick<Jurisdiction, 'laws'>) => [
  ...new Set(j.laws.map((law) => law.name)),
];

/** A front matter line; JSON strings are valid YAML, so any text is quoted safely. */
const yamlLine = (key: string, value: unknown) => `${key}: ${JSON.stringify(value)}`;

/** A section of a generated page: its heading and the component that renders it from the record. */
const section = (heading: string, component: string) => [
  `## ${heading}`,
  '',
  `<${component} jurisdiction={record} />`,
  '',
];

/** The MDX of one generated page; its route is the record's page (/countries/<id>). */
export function generatedPage(j: Jurisdiction): string {
  const terms = searchTerms(j);
  const lowerName = j.name.toLowerCase();
  return [
    '---',
    yamlLine(
      'title',
      j.directive
        ? `${j.name} — pay transparency law and the EU Pay Transparency Directive`
        : `${j.name} — pay transparency law`,
    ),
    yamlLine('sidebar_label', j.name),
    yamlLine('description', pageDescription(j)),
    yamlLine('keywords', [
      `${lowerName} pay transparency`,
      ...(j.directive ? [`${lowerName} pay transparency directive`] : []),
      `${lowerName} pay transparency law`,
      `${lowerName} equal pay`,
    ]),
    ...(terms.length > 0 ? [yamlLine('search_terms', terms)] : []),
    `slug: ${j.page}`,
    'last_update:',
    `  date: ${j.lastReviewed}`,
    '  author: Research team',
    '---',
    '',
    "import {LegalNotice, AtAGlance, DirectiveStatus, Obligations, WhatChanged} from '@site/src/components/Jurisdiction';",
    "import {StatusLine, WhatToDoNow} from '@site/src/components/Jurisdiction/Summary';",
    "import {DutiesTable, Dates, VerifiedSources} from '@site/src/components/Jurisdiction/RecordPage';",
    `import record from '@legal-data/${j.id}.json';`,
    '',
    `No written guide covers ${placeName(j.name)} yet, so this page shows its record in the site's [open dataset](/open-data) as it stands: each duty with its status, who it binds and its official source, and the date each fact was last checked.`,
    '',
    '<LegalNotice jurisdiction={record} />',
    '',
    '<StatusLine jurisdiction={record} />',
    '',
    ...section('What to do now {#what-to-do-now}', 'WhatToDoNow'),
    // The summaries a written guide's table shows, where the record has them.
    ...(j.coverage && j.reporting && j.enforcement
      ? section('At a glance {#at-a-glance}', 'AtAGlance')
      : []),
    ...(j.obligations.length > 0 ? section('Duties at a glance {#duties}', 'DutiesTable') : []),
    ...(j.directive
      ? section(`EU Directive status {#${DIRECTIVE_STATUS_ANCHOR}}`, 'DirectiveStatus')
      : []),
    ...section('Key dates and calendar {#key-dates}', 'Dates'),
    ...(j.obligations.length > 0 ? section('Obligations {#obligations}', 'Obligations') : []),
    ...section('What changed {#what-changed}', 'WhatChanged'),
    ...section('Sources {#sources}', 'VerifiedSources'),
  ].join('\n');
}

/** Writes the generated pages, leaving unchanged files untouched so watchers stay quiet. */
export function writeGeneratedPages(siteDir: string, dataset: Dataset): void {
  const dir = path.join(siteDir, GENERATED_DOCS_DIR);
  mkdirSync(dir, {recursive: true});
  const wanted = new Map(withoutGuide(dataset).map((j) => [`${j.id}.mdx`, generatedPage(j)]));
  for (const name of readdirSync(dir)) {
    if (!wanted.has(name)) rmSync(path.join(dir, name));
  }
  for (const [name, text] of wanted) {
    const file = path.join(dir, name);
    let current: string | undefined;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = undefined;
    }
    if (current !== text) writeFileSync(file, text);
  }
}
