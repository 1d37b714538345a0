import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkFiles} from '../../data/load';
import {jsonSchema} from '../../data/schema';
import {changeFeeds} from './feeds';
import {
  CSV_COLUMNS,
  allChanges,
  obligationsCsv,
  obligationsFile,
  publishedObligations,
  schemaFields,
  transpositionCounts,
  transpositionHeadline,
  transpositionRows,
} from './publish';

const good = path.resolve(__dirname, '../../data/fixtures/good');
const {dataset} = checkFiles(
  readdirSync(good).map((name) => ({
    file: name,
    text: readFileSync(path.join(good, name), 'utf8'),
  })),
);
const SITE = 'https://docs.example.com';

describe('obligations', () => {
  it('are published with dataset-wide ids, their jurisdiction and guide anchor', () => {
    const [first, second] = publishedObligations(dataset!, SITE);
    expect(first).toMatchObject({
      id: 'eu-law.reporting',
      jurisdiction: 'eu-law',
      guideUrl: 'https://docs.example.com/eu-test#obligation-reporting',
    });
    expect(second).toMatchObject({id: 'testland.reporting', implements: 'eu-law.reporting'});
    expect(second!.guideUrl).toBeUndefined();
  });

  it('carry the licence, the schema and the data date, not the build date', () => {
    const file = obligationsFile(dataset!, SITE);
    expect(file.$schema).toBe('https://docs.example.com/data/v1/schema.json');
    expect(file.modified).toBe('2026-11-24');
    expect(file.jurisdictions.map((j) => j.id)).toEqual(['eu-law', 'testland']);
  });

  it('write as RFC 4180 CSV, quoting commas', () => {
    const csv = obligationsCsv(publishedObligations(dataset!, SITE));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4); // header, two rows, final empty line
    expect(lines[2]).toContain(',"Fines up to 10,000.",');
    expect(lines[2]).toContain(',51,,private,');
  });
});

describe('changes', () => {
  const changes = allChanges(dataset!);

  it('are listed newest first with their jurisdiction', () => {
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      date: '2026-11-24',
      key: 'testland.2026-11-24.1',
      jurisdiction: {id: 'testland', name: 'Testland'},
    });
  });

  it('become RSS and Atom feeds with one item each, escaping markup', () => {
    const {rss, atom} = changeFeeds({
      siteUrl: SITE,
      brandName: 'Atlas',
      scope: 'testland',
      scopeName: 'Testland',
      changes: [{...changes[0]!, before: 'A <b> & B'}],
    });
    expect(rss.match(/<item>/g)).toHaveLength(1);
    expect(rss).toContain('<link>https://docs.example.com/changes#testland.2026-11-24.1</link>');
    expect(rss).not.toContain('A <b> & B');
    expect(atom.match(/<entry>/g)).toHaveLength(1);
    expect(atom).toContain('https://docs.example.com/data/v1/feeds/testland.atom.xml');
  });
});

describe('transposition', () => {
  it('counts the rows the table shows, and the headline quotes them', () => {
    const rows = transpositionRows(dataset!);
    expect(rows.map((r) => r.country)).toEqual(['Testland']);
    expect(transpositionCounts(rows)).toMatchObject({memberStates: 1, transposed: 1});
  });

  it('needs the Directive record for the headline', () => {
    expect(() => transpositionHeadline(dataset!)).toThrow(/eu-ptd\.yaml/);
  });
});

describe('schemaFields', () => {
  it('lists every field of the schema, nested ones by their path', () => {
    const fields = schemaFields(jsonSchema()).map((f) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'id',
        'obligations[].appliesTo.minEmployees',
        'obligations[].verified.method',
        'deadlines[].ref',
        'changes[].source.url',
      ]),
    );
    expect(new Set(fields).size).toBe(fields.length);
  });
});
