import {mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseFrontMatter} from '../../../scripts/content/front-matter';
import {describe, expect, it} from 'vitest';
import {parseContentFile} from '../../../scripts/content/site';
import {checkDoc} from '../../../scripts/content/page-rules';
import {loadDatasetFrom} from '../../data/load';
import type {Dataset, Jurisdiction} from '../../data/types';
import {GENERATED_DOCS_DIR, generatedDocId} from '../../data/paths';
import {generatedPage, withoutGuide, writeGeneratedPages} from './pages';

const dataset = loadDatasetFrom(path.resolve(__dirname, '../../..'));
const byId = (id: string) => dataset.jurisdictions.find((j) => j.id === id)!;

const frontMatter = (mdx: string) => parseFrontMatter(mdx).data;

/** A record like the dataset's, cut down to what a page needs. */
const record = (over: Partial<Jurisdiction>): Jurisdiction => ({
  ...byId('poland'),
  ...over,
});

describe('generatedPage', () => {
  it("gives the page its route, a title and description search can use, and the laws' names", () => {
    const poland = byId('poland');
    const page = generatedPage(poland);
    expect(frontMatter(page)).toMatchObject({
      title: 'Poland — pay transparency law and the EU Pay Transparency Directive',
      sidebar_label: 'Poland',
      description:
        "Poland pay transparency law. EU Directive: partly transposed. What employers must do now, and each duty's status, dates and sources.",
      slug: '/countries/poland',
      search_terms: poland.laws.map((law) => law.name),
      last_update: {date: poland.lastReviewed, author: 'Research team'},
    });
    expect(page).toContain(`import record from '@legal-data/poland.json';`);
  });

  it('puts the status and what to do now at the top, then each part the record has', () => {
    const headings = (mdx: string) => [...mdx.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const page = generatedPage(byId('poland'));
    expect(page.indexOf('<StatusLine')).toBeGreaterThan(page.indexOf('<LegalNotice'));
    expect(headings(page)).toEqual([
      'What to do now {#what-to-do-now}',
      'Duties at a glance {#duties}',
      'EU Directive status {#directive-status}',
      'Key dates and calendar {#key-dates}',
      'Obligations {#obligations}',
      'What changed {#what-changed}',
      'Sources {#sources}',
    ]);
    const bare = generatedPage(record({laws: [], obligations: [], directive: undefined}));
    expect(headings(bare)).toEqual([
      'What to do now {#what-to-do-now}',
      'Key dates and calendar {#key-dates}',
      'What changed {#what-changed}',
      'Sources {#sources}',
    ]);
    expect(frontMatter(bare)).not.toHaveProperty('search_terms');
    expect(frontMatter(bare).title).toBe('Poland — pay transparency law');
  });

  it('quotes any text safely in the front matter', () => {
    const name = 'Law "A": B\\C';
    const page = generatedPage(record({laws: [{name, url: 'https://example.org', role: 'R.'}]}));
    expect(frontMatter(page).search_terms).toEqual([name]);
  });

  it('writes pages the content linter accepts, for every state without a guide', () => {
    const states = withoutGuide(dataset);
    expect(states.length).toBeGreaterThan(0);
    for (const j of states) {
      const file = parseContentFile('doc', `${GENERATED_DOCS_DIR}/${j.id}.mdx`, generatedPage(j));
      expect(file.syntaxError).toBeUndefined();
      expect(checkDoc(file)).toEqual([]);
    }
  });
});

describe('generatedDocId', () => {
  it('is the path under docs, as the docs plugin names the doc', () => {
    expect(generatedDocId('poland')).toBe('countries/generated/poland');
  });
});

describe('writeGeneratedPages', () => {
  const site = (jurisdictions: Jurisdiction[]): Dataset => ({jurisdictions});

  it('writes one page per state without a guide, removes stale ones and leaves unchanged ones be', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pages-'));
    const dir = path.join(root, GENERATED_DOCS_DIR);
    const guide = byId('germany');
    writeGeneratedPages(root, site([byId('poland'), byId('malta'), guide, byId('eu-ptd')]));
    expect(readdirSync(dir).sort()).toEqual(['malta.mdx', 'poland.mdx']);

    const poland = path.join(dir, 'poland.mdx');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(poland, past, past);
    writeFileSync(path.join(dir, 'malta.mdx'), 'edited by hand');
    writeGeneratedPages(root, site([byId('poland'), byId('malta'), byId('austria')]));
    // An unchanged page keeps its time stamp, so `npm start` does not see a change and reload.
    expect(statSync(poland).mtime).toEqual(past);
    expect(readFileSync(path.join(dir, 'malta.mdx'), 'utf8')).toBe(generatedPage(byId('malta')));

    writeGeneratedPages(root, site([byId('austria')]));
    expect(readdirSync(dir)).toEqual(['austria.mdx']);
  });
});
