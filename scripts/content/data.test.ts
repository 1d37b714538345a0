import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkFiles} from '../../src/data/load';
import {checkDataset, passedDates, staleFacts} from './data';

const fixtures = path.resolve(__dirname, '../../src/data/fixtures');

/** A site folder whose data/jurisdictions holds the given fixture files. */
function siteWith(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'data-lint-'));
  mkdirSync(path.join(root, 'data/jurisdictions'), {recursive: true});
  for (const file of files) {
    copyFileSync(
      path.join(fixtures, file),
      path.join(root, 'data/jurisdictions', path.basename(file)),
    );
  }
  return root;
}

describe('checkDataset', () => {
  it('reports a bad data file as a content problem with its file, line and fix', () => {
    const {problems} = checkDataset(siteWith(['good/eu-law.yaml', 'bad/unknown-status.yaml']));
    expect(problems).toEqual([
      {
        file: 'data/jurisdictions/unknown-status.yaml',
        line: 21,
        rule: 'data',
        message: 'obligations[0].status: is "enacted", which is not an allowed value',
        fix: 'write one of: in-force, adopted-not-in-force, bill, draft, halted, nothing-reported, expired',
      },
    ]);
  });

  it('passes the good fixtures', () => {
    const good = readdirSync(path.join(fixtures, 'good')).map((f) => `good/${f}`);
    expect(checkDataset(siteWith(good)).problems).toEqual([]);
  });
});

describe('staleFacts', () => {
  const {dataset} = checkFiles(
    readdirSync(path.join(fixtures, 'good')).map((name) => ({
      file: name,
      text: readFileSync(path.join(fixtures, 'good', name), 'utf8'),
    })),
  );

  it('lists facts verified more than 120 days ago, oldest first', () => {
    expect(staleFacts(dataset!, '2026-09-01')).toEqual([]);
    expect(staleFacts(dataset!, '2027-04-01')).toEqual([
      {id: 'testland.reporting', verified: '2026-06-01', days: 304},
      {id: 'eu-law.reporting', verified: '2026-11-24', days: 128},
      {id: 'testland.directive', verified: '2026-11-24', days: 128},
    ]);
  });
});

describe('passedDates', () => {
  const files = (edit: (text: string) => string) =>
    readdirSync(path.join(fixtures, 'good')).map((name) => ({
      file: name,
      text: edit(readFileSync(path.join(fixtures, 'good', name), 'utf8')),
    }));

  it('lists an enacted rule whose start has passed, from that day on', () => {
    const {dataset} = checkFiles(
      files((text) => text.replace('status: in-force', 'status: adopted-not-in-force')),
    );
    expect(passedDates(dataset!, '2026-06-06')).toEqual([]);
    expect(passedDates(dataset!, '2026-06-07')).toEqual([
      {id: 'testland.reporting', date: '2026-06-07', says: 'not yet in force'},
    ]);
  });

  it('leaves out rules in force', () => {
    expect(passedDates(checkFiles(files((text) => text)).dataset!, '2030-01-01')).toEqual([]);
  });
});
