import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkFiles, loadDatasetFrom} from '../../data/load';
import {jsonSchema} from '../../data/schema';
import {
  DIRECTIVE_ID,
  transpositionCounts,
  transpositionHeadline,
  transpositionRows,
  transpositionStatusRule,
} from '../../data/transposition';
import {changeFeeds} from './feeds';
import {
  CSV_COLUMNS,
  allChanges,
  obligationsCsv,
  obligationsFile,
  publishedFields,
  publishedObligations,
  schemaFields,
  directiveDutyTitles,
  transpositionTable,
} from './publish';

const good = path.resolve(__dirname, '../../data/fixtures/good');
const TODAY = '2026-11-26';

/** The good fixtures, each file's text passed through `edit` first and named after its id. */
function fixtures(edit: (text: string) => string = (text) => text) {
  const {dataset: result, problems} = checkFiles(
    readdirSync(good).map((name) => {
      const text = edit(readFileSync(path.join(good, name), 'utf8'));
      return {file: `${/^id: (.+)$/m.exec(text)![1]}.yaml`, text};
    }),
    TODAY,
  );
  expect(problems).toEqual([]);
  return result!;
}
const dataset = fixtures();
/** The fixtures with their EU instrument renamed to the Directive the table looks for. */
const withDirective = () =>
  fixtures((text) => text.replace('id: eu-law', 'id: eu-ptd').replace(/eu-law\./g, 'eu-ptd.'));
const SITE = 'https://docs.example.com';

describe('obligations', () => {
  it('are published with dataset-wide ids, their jurisdiction and their anchor on its page', () => {
    const [first, second] = publishedObligations(dataset!, SITE);
    expect(first).toMatchObject({
      id: 'eu-law.reporting',
      jurisdiction: 'eu-law',
      guideUrl: 'https://docs.example.com/eu-test#obligation-reporting',
    });
    expect(second).toMatchObject({id: 'testland.reporting', implements: 'eu-law.reporting'});
    // A jurisdiction without a written guide links to the page generated from its record.
    expect(second!.guideUrl).toBe(
      'https://docs.example.com/countries/testland#obligation-reporting',
    );
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

  it('carry in CSV where the headcount is counted, remote reach and any condition', () => {
    const [, national] = publishedObligations(dataset!, SITE);
    const appliesTo = {
      ...national!.appliesTo,
      headcountScope: 'in-jurisdiction',
      minInJurisdiction: 1,
      coversRemoteRoles: true,
      remoteReach: 'Remote roles open to residents',
      onlyIf: 'you hire through agencies, at least one based here',
    } as const;
    const [header, row] = obligationsCsv([{...national!, appliesTo}]).split('\r\n');
    const cells = header!.split(',');
    const at = (column: string) => cells.indexOf(column);
    expect(at('only_if')).toBeGreaterThan(at('guide_url'));
    expect(row).toContain(
      ',in-jurisdiction,1,true,Remote roles open to residents,"you hire through agencies, at least one based here",',
    );
  });

  it('carry their binding status, in the JSON and as the last two CSV columns', () => {
    const [eu, national] = publishedObligations(dataset!, SITE);
    expect(eu!.binding.status).toBe('eu-minimum');
    expect(national!.binding).toEqual({status: 'in-force', label: 'In force'});
    const lines = obligationsCsv([eu!, national!]).split('\r\n');
    expect(CSV_COLUMNS.slice(-2)).toEqual(['binding_status', 'binding_label']);
    expect(lines[1]).toMatch(
      /,eu-minimum,EU minimum: binds employers once each state transposes it$/,
    );
    expect(lines[2]).toMatch(/,in-force,In force$/);
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
      topic: 'transposition',
    });
  });

  it('say what they are about: the transposition, a duty, a date or the whole record', () => {
    const about = (id: string) =>
      allChanges(fixtures((text) => text.replace('about: directive', `about: ${id}`)))[0]!.topic;
    expect(about('reporting')).toBe('duty');
    expect(
      allChanges(fixtures((text) => text.replace('    about: directive\n', '')))[0]!.topic,
    ).toBe('record');
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
    expect(rss).toContain('<link>https://docs.example.com/countries/testland#what-changed</link>');
    expect(rss).toContain('<guid>https://docs.example.com/changes#testland.2026-11-24.1</guid>');
    expect(rss).not.toContain('A <b> & B');
    expect(rss).not.toContain('Status now');
    expect(atom.match(/<entry>/g)).toHaveLength(1);
    expect(atom).toContain('https://docs.example.com/data/v1/feeds/testland.atom.xml');
  });

  it('about a duty say whether it binds now, on the page and in the feeds', () => {
    const [change] = allChanges(
      fixtures((text) => text.replace('about: directive', 'about: reporting')),
    );
    expect(change!.binding).toEqual({status: 'in-force', label: 'In force'});
    const {rss, atom} = changeFeeds({
      siteUrl: SITE,
      brandName: 'Atlas',
      scope: 'all',
      scopeName: 'all jurisdictions',
      changes: [change!],
    });
    for (const feed of [rss, atom]) expect(feed).toContain('Status now: In force.');
  });
});

describe('transposition', () => {
  it('counts the rows the table shows, and the headline quotes them', () => {
    const rows = transpositionRows(dataset!);
    expect(rows.map((r) => r.country)).toEqual(['Testland']);
    expect(transpositionCounts(rows)).toMatchObject({memberStates: 1, transposed: 1});
  });

  it('says for each state how many of the Directive’s employer duties bind there', () => {
    const {rows} = transpositionTable(withDirective());
    expect(directiveDutyTitles(withDirective())).toEqual(['Pay gap report']);
    expect(rows[0]).toMatchObject({
      page: '/countries/testland',
      duties: [{status: 'in-force', label: 'In force', count: 1}],
    });
    const [draft] = transpositionRows(
      fixtures((text) =>
        text
          .replace('id: eu-law', 'id: eu-ptd')
          .replace(/eu-law\./g, 'eu-ptd.')
          .replace('status: in-force', 'status: draft'),
      ),
      TODAY,
    );
    expect(draft!.duties).toEqual([
      {status: 'eu-minimum', label: 'EU minimum, not yet binding in Testland', count: 1},
    ]);
  });

  // Loaded while the tests are collected: reading every data file takes longer than one test may.
  const real = loadDatasetFrom(path.resolve(__dirname, '../../..'));

  it('gives the announcement bar the rule’s counts for the real dataset', () => {
    const directive = real.jurisdictions.find((j) => j.id === DIRECTIVE_ID)!;
    const states = real.jurisdictions.filter((j) => j.membership === 'eu');
    const byRule = (status: string) =>
      states.filter((j) => transpositionStatusRule(j, directive).status === status).length;
    expect(transpositionHeadline(real)).toContain(
      `${byRule('transposed')} of ${states.length} Member States have transposed it in full and ${byRule('partly-transposed')} in part`,
    );
  });

  it('needs the Directive record for the headline', () => {
    expect(() => transpositionHeadline(dataset!)).toThrow(/eu-ptd\.yaml/);
  });
});

describe('publishedFields', () => {
  it('list the binding the build adds after the obligations’ and the deadlines’ own fields', () => {
    const fields = publishedFields();
    const names = fields.map((f) => f.field);
    for (const list of ['obligations[]', 'deadlines[]']) {
      const at = names.indexOf(`${list}.binding`);
      expect(names.slice(at, at + 5)).toEqual(
        ['', '.status', '.label', '.from', '.stage'].map((end) => `${list}.binding${end}`),
      );
      expect(names[at - 1]).toMatch(new RegExp(`^${list.replace(/[[\]]/g, '\\$&')}\\.`));
      expect(fields[at]).toMatchObject({derived: true, required: true});
    }
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
