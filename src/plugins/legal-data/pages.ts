import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Dataset, Jurisdiction} from '../../data/types';

/**
 * A page for every jurisdiction that has no written guide, made from its record. They are
 * written as MDX files into a git-ignored folder of the docs before the docs plugin reads
 * them, because only real docs get the sidebar, the search index, the sitemap, llms.txt and
 * the theme's layout; the files hold no facts, only the record's name and the components
 * that render it, so the data files stay the one source.
 */

/** Where the generated pages go, relative to the site directory (git-ignored). */
export const GENERATED_DOCS_DIR = 'docs/countries/generated';

/** The jurisdictions that get a generated page: every state without a guide. */
export const withoutGuide = (dataset: Dataset) =>
  dataset.jurisdictions.filter((j) => !j.docPath && j.membership !== 'eu-law');

/** The MDX of one generated page; its route is the record's page (/countries/<id>). */
export function generatedPage(j: Jurisdiction): string {
  const description = `${j.name}: pay transparency and pay equity duties, their binding status and dates, with official sources.`;
  return [
    '---',
    `title: ${JSON.stringify(`${j.name} — pay transparency rules`)}`,
    `sidebar_label: ${JSON.stringify(j.name)}`,
    `description: ${JSON.stringify(description)}`,
    `slug: ${j.page}`,
    `last_update:`,
    `  date: ${j.lastReviewed}`,
    `  author: Research team`,
    '---',
    '',
    "import {LegalNotice, KeyDates, DirectiveStatus, Obligations, WhatChanged, Sources} from '@site/src/components/Jurisdiction';",
    `import record from '@legal-data/${j.id}.json';`,
    '',
    '<LegalNotice jurisdiction={record} />',
    '',
    ...(j.directive
      ? [
          '## EU Directive status {#directive-status}',
          '',
          '<DirectiveStatus jurisdiction={record} />',
          '',
        ]
      : []),
    ...(j.deadlines.length > 0
      ? ['## Key dates and deadlines {#key-dates}', '', '<KeyDates jurisdiction={record} />', '']
      : []),
    ...(j.obligations.length > 0
      ? ['## Obligations {#obligations}', '', '<Obligations jurisdiction={record} />', '']
      : []),
    '## What changed {#what-changed}',
    '',
    '<WhatChanged jurisdiction={record} />',
    '',
    '## Sources {#sources}',
    '',
    '<Sources jurisdiction={record} />',
    '',
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
