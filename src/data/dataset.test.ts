import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {loadDatasetFrom} from './load';

/** The site's own data files: what the schema cannot say about them. */

const root = path.resolve(__dirname, '../..');
const {jurisdictions} = loadDatasetFrom(root);
const newsTags = Object.keys(
  parse(readFileSync(path.join(root, 'news/tags.yml'), 'utf8')) as object,
);
const guides = jurisdictions.filter((j) => j.docPath);

describe('the legal dataset', () => {
  it('covers the 27 Member States and the 3 EEA states once each', () => {
    const names = (membership: string) =>
      jurisdictions.filter((j) => j.membership === membership).map((j) => j.name);
    expect(names('eu')).toHaveLength(27);
    expect(names('eea').sort()).toEqual(['Iceland', 'Liechtenstein', 'Norway']);
  });

  it('has the 15 country guides and the two EU instruments, each pointing at its page', () => {
    expect(guides.filter((j) => j.membership !== 'eu-law')).toHaveLength(15);
    expect(guides.filter((j) => j.membership === 'eu-law').map((j) => j.id)).toEqual([
      'eu-csrd',
      'eu-ptd',
    ]);
    for (const j of guides) {
      expect(existsSync(path.join(root, 'docs', `${j.docPath}.mdx`)), j.docPath).toBe(true);
    }
  });

  it.each(guides.map((j) => [j.id, j] as const))(
    '%s has obligations, dates of its own or of places inside it, and known news tags',
    (_id, j) => {
      expect(j.obligations.length).toBeGreaterThan(0);
      // A federal country's guide, such as the United States', lists its states' dates.
      const inside = jurisdictions.filter((x) => x.parent === j.id);
      expect(j.deadlines.length + inside.flatMap((x) => x.deadlines).length).toBeGreaterThan(0);
      expect(j.newsTags.length).toBeGreaterThan(0);
      for (const tag of j.newsTags) expect(newsTags).toContain(tag);
    },
  );

  it('writes each Directive date once: Member States reference it', () => {
    const directiveDates = new Set(
      jurisdictions
        .find((j) => j.id === 'eu-ptd')!
        .deadlines.map((d) => `${d.date} ${d.title}`),
    );
    for (const j of jurisdictions.filter((x) => x.membership === 'eu' || x.membership === 'eea')) {
      for (const d of j.deadlines) {
        if (directiveDates.has(`${d.date} ${d.title}`)) expect(d.sharedFrom, `${j.id} ${d.key}`).toBeDefined();
      }
    }
  });

  it('lists changes newest first in each file', () => {
    for (const j of jurisdictions) {
      const dates = j.changes.map((c) => c.date);
      expect(dates, j.id).toEqual([...dates].sort().reverse());
    }
  });
});
