import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkFiles} from '../../data/load';
import {directiveGrid, euMinimumDuties, jurisdictionMilestones, toolJurisdictions} from './tools';

const good = path.resolve(__dirname, '../../data/fixtures/good');

/**
 * The good fixtures, their EU instrument renamed to the Directive the tools look for and its
 * obligation to the Directive's 250-plus reporting duty.
 */
function dataset(edit: (testland: string) => string = (text) => text) {
  const read = (name: string) =>
    readFileSync(path.join(good, name), 'utf8')
      .replace('id: eu-law', 'id: eu-ptd')
      .replace(/eu-law\./g, 'eu-ptd.')
      .replace(
        /(id|obligation|implements): (eu-ptd\.)?reporting$/gm,
        '$1: $2pay-gap-reporting-250-plus',
      );
  const {dataset: result, problems} = checkFiles([
    {file: 'eu-ptd.yaml', text: read('eu-law.yaml')},
    {file: 'testland.yaml', text: edit(read('testland.yaml'))},
  ]);
  expect(problems).toEqual([]);
  return result!;
}

describe('directiveGrid', () => {
  it('marks a transposing rule with a lower threshold as going further', () => {
    const [testland] = directiveGrid(dataset());
    expect(testland!.cells.reporting).toMatchObject({status: 'further', detail: '51+'});
    expect(testland!.cells['pay-history']).toMatchObject({status: 'nothing-reported'});
  });

  it('keeps a rule at the Directive threshold as transposed, and drafts as drafts', () => {
    const [asDirective] = directiveGrid(
      dataset((t) => t.replace('minEmployees: 51', 'minEmployees: 250')),
    );
    expect(asDirective!.cells.reporting.status).toBe('as-directive');
    const [draft] = directiveGrid(dataset((t) => t.replace('status: in-force', 'status: draft')));
    expect(draft!.cells.reporting.status).toBe('draft');
  });

  it('says whether the rules in a cell bind, and leaves an empty cell without a status', () => {
    const [testland] = directiveGrid(dataset());
    expect(testland!.cells.reporting.bindings).toEqual([{status: 'in-force', label: 'In force'}]);
    expect(testland!.cells['pay-history'].bindings).toEqual([]);
    const [draft] = directiveGrid(dataset((t) => t.replace('status: in-force', 'status: bill')));
    expect(draft!.cells.reporting.bindings.map((b) => b.label)).toEqual([
      'Proposed (bill before parliament)',
    ]);
  });

  it('shows an older national rule of the same kind as existing law', () => {
    const [existing] = directiveGrid(
      dataset((t) => t.replace('    implements: eu-ptd.pay-gap-reporting-250-plus\n', '')),
    );
    expect(existing!.cells.reporting).toMatchObject({status: 'existing-law'});
  });
});

describe('toolJurisdictions', () => {
  it('gives each obligation its threshold, sector and own dates, and leaves the Directive out', () => {
    const tools = toolJurisdictions(dataset());
    expect(tools.map((j) => j.id)).toEqual(['testland']);
    expect(tools[0]!.obligations[0]).toMatchObject({
      id: 'pay-gap-reporting-250-plus',
      min: 51,
      sector: 'private',
      dates: [{key: 'testland:eu-ptd.first-reports', date: '2027-06-07', yearly: false}],
    });
  });
});

describe('euMinimumDuties', () => {
  it('leaves out a Directive duty the state has adopted a rule for', () => {
    expect(euMinimumDuties(dataset()).testland).toEqual([]);
  });

  it('gives a duty whose national rule is only a draft the Directive dates, labelled for the state', () => {
    const [duty, ...others] = euMinimumDuties(
      dataset((t) => t.replace('status: in-force', 'status: draft')),
    ).testland!;
    expect(others).toEqual([]);
    expect(duty).toMatchObject({
      id: 'pay-gap-reporting-250-plus',
      min: 250,
      binding: {status: 'eu-minimum', label: 'EU minimum, not yet binding in Testland'},
      link: '/eu-test#obligation-pay-gap-reporting-250-plus',
      proposals: ['pay-gap-reporting-250-plus'],
      dates: [
        {
          key: 'testland:eu-ptd.first-reports',
          date: '2027-06-07',
          binding: {status: 'eu-minimum', label: 'EU minimum, not yet binding in Testland'},
          note: 'Testland keeps this date.',
        },
      ],
    });
  });
});

describe('jurisdictionMilestones', () => {
  it("lists a jurisdiction's own dates that belong to no duty, with their status", () => {
    const milestone = [
      '  - id: act-in-force',
      '    date: 2027-01-01',
      '    title: Proposed entry into force',
      '    description: The bill would come into force.',
      '    status: proposed',
      '    source:',
      '      title: Bill 1/2026',
      '      url: https://gazette.example.org/bill-1-2026',
      '',
    ].join('\n');
    const milestones = jurisdictionMilestones(
      dataset((t) => t.replace('deadlines:\n', `deadlines:\n${milestone}`)),
    );
    expect(milestones).toEqual({
      testland: [
        {
          key: 'testland:testland.act-in-force',
          date: '2027-01-01',
          title: 'Proposed entry into force',
          yearly: false,
          binding: {status: 'proposed', stage: 'draft', label: 'Proposed (draft)'},
        },
      ],
    });
  });
});
