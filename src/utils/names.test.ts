import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadDataset} from '../data/load';
import {toolJurisdictions} from '../plugins/legal-data/tools';
import {compareNames} from './names';

const jurisdictions = toolJurisdictions(loadDataset(path.resolve(__dirname, '../..')));
const english = (a: string, b: string) => a.localeCompare(b, 'en');

describe('compareNames', () => {
  it('orders every jurisdiction name as English collation does', () => {
    const names = jurisdictions.map((j) => j.name);
    expect([...names].sort(compareNames)).toEqual([...names].sort(english));
  });

  it('orders every dated event title as English collation does', () => {
    const titles = [
      ...new Set(
        jurisdictions.flatMap((j) => j.obligations.flatMap((o) => o.dates.map((d) => d.title))),
      ),
    ];
    expect(titles.length).toBeGreaterThan(50);
    expect([...titles].sort(compareNames)).toEqual([...titles].sort(english));
  });

  it('ignores case and keeps ties', () => {
    expect(['b', 'A', 'a', 'C'].sort(compareNames)).toEqual(['A', 'a', 'b', 'C']);
  });
});
