import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import type * as PagefindApi from 'pagefind';
import {INDEX_FACTS_FILE, indexFacts, type FragmentSummary, type IndexFacts} from './indexFacts';
import {pagefindDocument} from './pagefindDocument';
import {extractRecords, pathFromFile} from './records';
import {countVocabulary, VOCABULARY_FILE, vocabularyJson} from './vocabulary';

/** Folder of the built site that holds the index and Pagefind's browser code. */
export const INDEX_FOLDER = 'pagefind';

/** Pagefind's own search interfaces, written with every index; the DocSearch modal replaces them. */
const UNUSED_UI_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** Pages parsed at once: enough to keep Pagefind busy, few enough to bound memory. */
const CONCURRENCY = 8;

export interface IndexSummary {
  /** Pagefind records: one per page. */
  pages: number;
  /** The pages' sections (sub-results), the page's own text included. */
  sections: number;
}

const importPagefind = createRequire(__filename)('./importPagefind.cjs') as () => Promise<
  typeof PagefindApi
>;

/** Pagefind writes each fragment as gzip of this signature followed by the page's JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

function readFragment(file: Buffer): FragmentSummary {
  const text = gunzipSync(file).toString('utf8');
  if (!text.startsWith(FRAGMENT_SIGNATURE)) {
    throw new Error(
      `pagefind-search: a Pagefind fragment does not start with "${FRAGMENT_SIGNATURE}"; ` +
        'Pagefind changed its file format, so buildIndex.ts must read the new one.',
    );
  }
  return JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as FragmentSummary;
}

/** Reads the written index's fragments and writes INDEX_FACTS_FILE beside them. */
async function writeIndexFacts(outputPath: string): Promise<IndexFacts> {
  const folder = path.join(outputPath, 'fragment');
  const pages = new Map<string, FragmentSummary>();
  for (const file of (await readdir(folder)).sort()) {
    pages.set(
      file.replace(/\.pf_fragment$/, ''),
      readFragment(await readFile(path.join(folder, file))),
    );
  }
  const facts = indexFacts(pages);
  await writeFile(path.join(outputPath, INDEX_FACTS_FILE), JSON.stringify(facts));
  return facts;
}

function fail(action: string, errors: string[]): never {
  throw new Error(`pagefind-search: ${action} failed:\n${errors.join('\n')}`);
}

/**
 * Indexes every doc and post of a built site (see records.ts for what counts),
 * one Pagefind record per page (see pagefindDocument.ts), and writes the Pagefind bundle to
 * `<siteDir>/pagefind`, with the vocabulary that corrects misspelt queries (vocabulary.ts)
 * and the facts the client ranks and filters by (indexFacts.ts).
 */
export async function buildSearchIndex(siteDir: string): Promise<IndexSummary> {
  const files = (await readdir(siteDir, {recursive: true}))
    .filter((file) => file.endsWith('.html'))
    .filter(
      (file) =>
        !file.startsWith(`assets${path.sep}`) && !file.startsWith(`${INDEX_FOLDER}${path.sep}`),
    )
    .sort();
  const pagefind = await importPagefind();
  const {index, errors} = await pagefind.createIndex({});
  if (!index) fail('creating the index', errors);
  const summary: IndexSummary = {pages: 0, sections: 0};
  const vocabulary = new Map<string, number>();
  try {
    for (let start = 0; start < files.length; start += CONCURRENCY) {
      await Promise.all(
        files.slice(start, start + CONCURRENCY).map(async (file) => {
          const html = await readFile(path.join(siteDir, file), 'utf8');
          const records = extractRecords(html, pathFromFile(file));
          if (!records.length) return;
          summary.pages += 1;
          summary.sections += records.length;
          countVocabulary(records, vocabulary);
          const added = await index.addHTMLFile({
            url: records[0]!.url,
            content: pagefindDocument(records),
          });
          if (added.errors.length) fail(`indexing ${records[0]!.url}`, added.errors);
        }),
      );
    }
    const outputPath = path.join(siteDir, INDEX_FOLDER);
    const written = await index.writeFiles({outputPath});
    if (written.errors.length) fail('writing the index', written.errors);
    await writeFile(path.join(outputPath, VOCABULARY_FILE), vocabularyJson(vocabulary));
    await writeIndexFacts(outputPath);
    await Promise.all(
      UNUSED_UI_FILES.map((file) => rm(path.join(outputPath, file), {force: true})),
    );
  } finally {
    await pagefind.close();
  }
  return summary;
}
