import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkFiles, formatDataProblem} from './load';

const fixtures = path.join(__dirname, 'fixtures');
const read = (folder: string, name: string) => ({
  file: `${folder}/${name}`,
  text: readFileSync(path.join(fixtures, folder, name), 'utf8'),
});
const goodFiles = readdirSync(path.join(fixtures, 'good')).map((name) => read('good', name));
const directive = goodFiles.find((f) => f.file.endsWith('eu-law.yaml'))!;

/** The messages for the valid EU fixture plus one bad file. */
function messagesFor(badFile: string): string[] {
  const {problems} = checkFiles([directive, read('bad', badFile)]);
  return problems.map(formatDataProblem);
}

describe('a valid dataset', () => {
  const {dataset, problems} = checkFiles(goodFiles);

  it('has no problems', () => {
    expect(problems).toEqual([]);
  });

  it('resolves a shared deadline in place, keyed on the record that sets it', () => {
    const testland = dataset!.jurisdictions.find((j) => j.id === 'testland')!;
    expect(testland.deadlines).toEqual([
      expect.objectContaining({
        key: 'eu-law.first-reports',
        date: '2027-06-07',
        sharedFrom: 'European Union — Test Directive',
        note: 'Testland keeps this date.',
      }),
    ]);
  });

  it('names and links the EU rule a national obligation transposes', () => {
    const testland = dataset!.jurisdictions.find((j) => j.id === 'testland')!;
    expect(testland.obligations[0]!.implementsRule).toEqual({
      title: 'European Union — Test Directive: Pay gap report',
      path: '/eu-test#obligation-reporting',
    });
  });
});

/** Testland's threshold written once under `employers:` as `name`, its duty referring to `ref`. */
const withShared = (text: string, name: string, ref: string) =>
  text
    .replace(
      'obligations:',
      `employers:\n  ${name}:\n    description: Employers with more than 50 employees.\n    minEmployees: 51\n    sector: private\nobligations:`,
    )
    .replace(
      '      description: Employers with more than 50 employees.\n      minEmployees: 51\n      sector: private\n',
      `      ref: ${ref}\n`,
    );

describe('a threshold shared by several duties', () => {
  const {text} = read('good', 'testland.yaml');
  const written = checkFiles(goodFiles).dataset!;
  const shared = checkFiles([directive, {file: 'x/testland.yaml', text: withShared(text, 'over-50', 'over-50')}]);

  it('is resolved in place, so every consumer sees the duty as if written in full', () => {
    expect(shared.problems).toEqual([]);
    expect(shared.dataset!.jurisdictions).toEqual(written.jurisdictions);
  });

  it('lets a duty replace one field of the definition', () => {
    const own = withShared(text, 'over-50', 'over-50').replace(
      '      ref: over-50\n',
      '      ref: over-50\n      description: Private employers with more than 50 employees.\n',
    );
    const [, testland] = checkFiles([directive, {file: 'x/testland.yaml', text: own}]).dataset!.jurisdictions;
    expect(testland!.obligations[0]!.appliesTo).toEqual({
      description: 'Private employers with more than 50 employees.',
      minEmployees: 51,
      sector: 'private',
    });
  });
});

describe('bad input names the file, the line, the field and the fix', () => {
  it.each([
    [
      'missing-source.yaml',
      'bad/missing-source.yaml:18 — obligations[0].source: is missing — add `source:` with `title:` and the https `url:` of the official text it rests on',
    ],
    [
      'unknown-field.yaml',
      'bad/unknown-field.yaml:30 — obligations[0].penalty: unknown field "penalty" — remove it or fix its spelling; the fields allowed here are: id, kind, title, status, appliesTo, requires, timing, penalties, implements, source, verified',
    ],
    [
      'unknown-status.yaml',
      'bad/unknown-status.yaml:21 — obligations[0].status: is "enacted", which is not an allowed value — write one of: in-force, adopted-not-in-force, bill, draft, halted, nothing-reported, expired',
    ],
    [
      'unreal-date.yaml',
      'bad/unreal-date.yaml:28 — obligations[0].timing.inForceFrom: is not a real calendar date — write a real date as YYYY-MM-DD, e.g. 2026-11-24',
    ],
    [
      'fractional-threshold.yaml',
      'bad/fractional-threshold.yaml:24 — obligations[0].appliesTo.minEmployees: is not a whole number — write a positive whole number of employees, e.g. 250 ("more than 50" is 51)',
    ],
    [
      'duplicate-id.yaml',
      'bad/duplicate-id.yaml:38 — obligations[1].id: duplicate id "reporting", already used at obligations[0].id — give each obligation and deadline its own id in this file',
    ],
    [
      'dangling-reference.yaml',
      'bad/dangling-reference.yaml:31 — obligations[0].implements: refers to "eu-law.reportng", which no data file defines — name an existing obligation as <jurisdiction>.<id>, e.g. eu-ptd.pay-gap-reporting',
    ],
    [
      'change-without-date.yaml',
      'bad/change-without-date.yaml:42 — changes[0].date: is missing — add `date:` (The day the change was recorded on the site)',
    ],
    [
      'change-without-source.yaml',
      'bad/change-without-source.yaml:42 — changes[0].source: is missing — add `source:` with `title:` and the https `url:` of the official text it rests on',
    ],
    [
      'unknown-parent.yaml',
      'bad/unknown-parent.yaml:6 — parent: refers to "testshire", which no data file defines — name an existing jurisdiction id, e.g. united-states or canada',
    ],
    [
      'city-without-parent.yaml',
      'bad/city-without-parent.yaml:5 — parent: is missing for a jurisdiction of level "city" — add `parent:` with the id of the state or country it lies in, e.g. united-states',
    ],
    [
      'unknown-headcount-scope.yaml',
      'bad/unknown-headcount-scope.yaml:16 — obligations[0].appliesTo.headcountScope: is "worldwide", which is not an allowed value — write one of: anywhere, in-jurisdiction',
    ],
  ])('%s', (file, expected) => {
    expect(messagesFor(file)).toContain(expected);
  });

  it('rejects a threshold below one', () => {
    const {text} = read('good', 'testland.yaml');
    const {problems} = checkFiles([
      directive,
      {file: 'x/testland.yaml', text: text.replace('minEmployees: 51', 'minEmployees: -3')},
    ]);
    expect(problems.map(formatDataProblem)).toEqual([
      'x/testland.yaml:24 — obligations[0].appliesTo.minEmployees: is not a positive number — write a positive whole number of employees, e.g. 250 ("more than 50" is 51)',
    ]);
  });

  it('rejects an adopted rule’s first deadline that no dated entry carries to the calendar', () => {
    const {text} = read('good', 'testland.yaml');
    const firstDeadline = text.replace(
      'inForceFrom: 2026-06-07',
      'inForceFrom: 2026-06-07\n      firstDeadline: 2027-06-07',
    );
    // Kept through the Directive's date it shares, the rule is dated; without that, it is not.
    expect(checkFiles([directive, {file: 'x/testland.yaml', text: firstDeadline}]).problems).toEqual(
      [],
    );
    const undated = firstDeadline.replace(/deadlines:\n(?: .*\n)+/, 'deadlines: []\n');
    const {problems} = checkFiles([directive, {file: 'x/testland.yaml', text: undated}]);
    expect(problems.map(formatDataProblem)).toEqual([
      'x/testland.yaml:29 — obligations[0].timing.firstDeadline: is 2027-06-07, but no deadline in this file belongs to "reporting", so its page and calendar show no date for it — add under `deadlines:` an entry with `obligation: reporting` and its date, or a `ref:` to the eu-law deadline the rule keeps',
    ]);
  });

  it('rejects an enacted rule’s start that no dated entry carries to the calendar', () => {
    const {text} = read('good', 'testland.yaml');
    const enacted = text
      .replace('status: in-force', 'status: adopted-not-in-force')
      .replace(/deadlines:\n(?: .*\n)+/, 'deadlines: []\n');
    const {problems} = checkFiles([directive, {file: 'x/testland.yaml', text: enacted}]);
    expect(problems.map(formatDataProblem)).toEqual([
      'x/testland.yaml:28 — obligations[0].timing.inForceFrom: is 2026-06-07, but no deadline in this file belongs to "reporting", so its page and calendar show no date for it — add under `deadlines:` an entry with `obligation: reporting` and its date, or a `ref:` to the eu-law deadline the rule keeps',
    ]);
  });

  it('rejects a start marked not confirmed on a rule that is in force or has a start date', () => {
    const {text} = read('good', 'testland.yaml');
    const marked = text.replace(
      'inForceFrom: 2026-06-07',
      'inForceFrom: 2026-06-07\n      startNotConfirmed: true',
    );
    const {problems} = checkFiles([directive, {file: 'x/testland.yaml', text: marked}]);
    expect(problems.map(formatDataProblem)).toEqual([
      'x/testland.yaml:29 — obligations[0].timing.startNotConfirmed: contradicts inForceFrom 2026-06-07 — remove startNotConfirmed, or remove inForceFrom if the start is not confirmed',
    ]);
    const inForce = marked.replace(/ +inForceFrom: 2026-06-07\n/, '');
    expect(checkFiles([directive, {file: 'x/testland.yaml', text: inForce}]).problems.map(formatDataProblem)).toEqual([
      'x/testland.yaml:28 — obligations[0].timing.startNotConfirmed: is only for an enacted duty, and this one\'s status is "in-force" — remove startNotConfirmed, or set status: adopted-not-in-force',
    ]);
  });

  it('rejects a reference to a definition the file does not have', () => {
    const {text} = read('good', 'testland.yaml');
    const {problems} = checkFiles([directive, {file: 'x/testland.yaml', text: withShared(text, 'over-50', 'over-fifty')}]);
    expect(problems.map(formatDataProblem)).toEqual([
      'x/testland.yaml:28 — obligations[0].appliesTo.ref: refers to "over-fifty", which is not defined under `employers:` in this file — write one of: over-50',
      'x/testland.yaml:19 — employers.over-50: is not referred to by any obligation — remove it, or write `appliesTo: {ref: over-50}` on the duties it defines',
    ]);
  });

  it('rejects a second file with the same jurisdiction id', () => {
    const {problems} = checkFiles([directive, {...directive, file: 'copy/eu-law.yaml'}]);
    expect(problems.map(formatDataProblem)).toContain(
      'copy/eu-law.yaml:2 — id: duplicate id "eu-law", already used by good/eu-law.yaml — give each jurisdiction its own id',
    );
  });

  it('reports YAML that does not parse, with its line', () => {
    const {problems} = checkFiles([{file: 'x/broken.yaml', text: 'id: broken\nname: [unclosed\n'}]);
    expect(problems[0]).toMatchObject({file: 'x/broken.yaml', field: '(file)'});
    expect(problems[0]!.message).toMatch(/^is not valid YAML/);
  });
});
