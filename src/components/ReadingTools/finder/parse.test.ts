import {describe, expect, it} from 'vitest';
import {headcountError, parseFinderQuery, parseHeadcount, serialiseFinderQuery} from './parse';

const names = new Map([
  ['germany', 'Germany'],
  ['france', 'France'],
  ['poland', 'Poland'],
  ['netherlands', 'Netherlands'],
  ['uk', 'United Kingdom'],
  ['colorado', 'Colorado'],
  ['washington', 'Washington'],
]);

const query = (search: string) => parseFinderQuery(new URLSearchParams(search), names);

describe('parseHeadcount', () => {
  it.each([
    ['150', 150],
    [' 80 ', 80],
    ['1,500', 1500],
    ['12 000', 12000],
    ['1.500', 1500],
    ['3000000', 3_000_000],
  ])('reads %j as %d employees', (value, headcount) => {
    expect(parseHeadcount(value)).toEqual({headcount});
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['lots', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['1,50,000', 'not-a-number'],
    ['-5', 'negative'],
    ['−5', 'negative'],
    ['12.5', 'fraction'],
    ['1,5', 'fraction'],
    ['0', 'zero'],
    ['3000001', 'too-large'],
    ['99999999999999999999', 'too-large'],
  ])('refuses %j as %s', (value, problem) => {
    expect(parseHeadcount(value)).toEqual({problem});
  });
});

describe('headcountError', () => {
  it.each([
    ['', 'Enter the number of employees in Germany, such as 80.'],
    ['lots', 'Enter the number of employees in Germany in digits, such as 80.'],
    ['-5', 'The number of employees in Germany cannot be negative; enter 1 or more.'],
    ['12.5', 'Enter a whole number of employees in Germany, such as 80.'],
    ['0', 'Enter at least 1 employee in Germany; with no employees there, no rule applies.'],
    [
      '99999999',
      'That is more employees than any employer has; enter at most 3,000,000 for Germany.',
    ],
  ])('says what is wrong with %j', (value, message) => {
    expect(headcountError(value, 'Germany')).toBe(message);
  });

  it('has nothing to say about a usable number', () => {
    expect(headcountError('150', 'Germany')).toBeUndefined();
  });
});

describe('parseFinderQuery', () => {
  it('reads the four-country link in the order given, with nothing to report', () => {
    const {entries, notices, order} = query(
      'c=germany:150&c=france:120&c=poland:80&c=netherlands:50',
    );
    expect(notices).toEqual([]);
    expect(order).toBe('entered');
    expect(entries).toEqual([
      {id: 'germany', headcount: '150', sector: 'private', touched: true},
      {id: 'france', headcount: '120', sector: 'private', touched: true},
      {id: 'poland', headcount: '80', sector: 'private', touched: true},
      {id: 'netherlands', headcount: '50', sector: 'private', touched: true},
    ]);
  });

  it('keeps links in the older form working, sector and all', () => {
    expect(query('c=uk:300:public').entries).toEqual([
      {id: 'uk', headcount: '300', sector: 'public', touched: true},
    ]);
  });

  it('names an unknown country code and answers the rest', () => {
    const {entries, notices} = query('c=atlantis:50&c=uk:300');
    expect(entries.map((e) => e.id)).toEqual(['uk']);
    expect(notices).toEqual([
      '“atlantis” in the link is not a country this page covers; it was left out.',
    ]);
  });

  it('uses the first of two entries for one country and says so', () => {
    const {entries, notices} = query('c=germany:150&c=germany:300');
    expect(entries).toEqual([{id: 'germany', headcount: '150', sector: 'private', touched: true}]);
    expect(notices).toEqual(['Germany is in the link twice; the first entry (“150”) is used.']);
  });

  it.each([
    ['-5', 'The number of employees in Germany cannot be negative; enter 1 or more.'],
    ['12.5', 'Enter a whole number of employees in Germany, such as 80.'],
    ['99999999', 'enter at most 3,000,000 for Germany.'],
    ['lots', 'Enter the number of employees in Germany in digits, such as 80.'],
    ['', 'Enter the number of employees in Germany, such as 80.'],
  ])('keeps an entry with the headcount %j, to correct, and says why', (value, message) => {
    const {entries, notices} = query(`c=germany:${encodeURIComponent(value)}`);
    expect(entries).toEqual([{id: 'germany', headcount: value, sector: 'private', touched: true}]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('The link’s headcount for Germany cannot be used.');
    expect(notices[0]).toContain(message);
  });

  it('says when an entry names no country, or a sector it does not know', () => {
    expect(query('c=').notices).toEqual([
      'The link has an entry with no country; it was left out.',
    ]);
    const {entries, notices} = query('c=uk:300:govt');
    expect(entries[0]!.sector).toBe('private');
    expect(notices).toEqual([
      'The link gives United Kingdom the sector “govt”, which is not “public” or “private”; the private-sector rules are shown.',
    ]);
  });

  it('never quotes more than 30 characters of a value back', () => {
    const [notice] = query(`c=${'x'.repeat(500)}:1`).notices;
    expect(notice).toBe(
      `“${'x'.repeat(30)}…” in the link is not a country this page covers; it was left out.`,
    );
  });
});

describe('the total headcount in a link', () => {
  it('is kept as given, and a bad one is named', () => {
    expect(query('c=germany:150&total=500').total).toBe('500');
    expect(query('c=germany:150&total=-3').notices).toEqual([
      'The link’s total headcount cannot be used. The number of employees in all places together cannot be negative; enter 1 or more.',
    ]);
  });
});

describe('remote roles in a link', () => {
  it('keeps the places named, in order, and names an unknown one', () => {
    const parsed = query('c=germany:150&remote=colorado,washington,atlantis');
    expect(parsed.remoteRoles).toBe(true);
    expect(parsed.remote).toEqual(['colorado', 'washington']);
    expect(parsed.notices).toEqual([
      '“atlantis” in the link is not a country this page covers; it was left out.',
    ]);
  });

  it('keeps a remote-role choice with no place, for the page to ask for one', () => {
    const parsed = query('c=germany:150&remote=');
    expect(parsed).toMatchObject({remoteRoles: true, remote: [], notices: []});
    expect(serialiseFinderQuery(parsed).toString()).toBe('c=germany%3A150&remote=');
  });

  it('is off when the link does not mention it', () => {
    expect(query('c=germany:150')).toMatchObject({remoteRoles: false, remote: []});
  });
});

describe('serialiseFinderQuery', () => {
  it('writes what parseFinderQuery reads back', () => {
    const search =
      'c=germany%3A150&c=uk%3A300%3Apublic&total=900&remote=colorado%2Cwashington&order=next-date';
    const parsed = query(search);
    expect(parsed.order).toBe('next-date');
    expect(serialiseFinderQuery(parsed).toString()).toBe(search);
  });
});
