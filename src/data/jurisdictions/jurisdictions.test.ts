import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {transpositionRows} from '../transposition';
import {getJurisdiction, jurisdictions} from '.';

const root = path.resolve(__dirname, '../../..');
const newsTags = Object.keys(
  yaml.load(readFileSync(path.join(root, 'news/tags.yml'), 'utf8')) as object,
);

/** Every string leaf of a record, with its path, so an empty one can be named. */
function stringLeaves(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, at ? `${at}.${k}` : k));
  }
  return [];
}

function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

const DATE_KEYS = /(^|\.)(lastReviewed|date|asOf)$/;
const URL_KEYS = /(^|\.)url$/;

describe.each(jurisdictions.map((j) => [j.id, j] as const))('jurisdiction %s', (_id, j) => {
  const leaves = stringLeaves(j);

  it('has no empty text', () => {
    expect(leaves.filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('links only https sources', () => {
    const urls = leaves.filter(([k]) => URL_KEYS.test(k));
    expect(urls.length).toBeGreaterThan(0);
    for (const [key, url] of urls) {
      expect(new URL(url).protocol, `${key}: ${url}`).toBe('https:');
    }
  });

  it('uses real calendar dates', () => {
    for (const [key, value] of leaves.filter(([k]) => DATE_KEYS.test(k))) {
      expect(isRealDate(value), `${key}: ${value}`).toBe(true);
    }
  });

  it('has laws, deadlines with unique ids, and sources for each deadline', () => {
    expect(j.laws.length).toBeGreaterThan(0);
    expect(j.deadlines.length).toBeGreaterThan(0);
    const ids = j.deadlines.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a Directive status exactly when it is an EU or EEA member', () => {
    expect(Boolean(j.directive)).toBe(j.membership === 'eu' || j.membership === 'eea');
  });

  it('points at an existing guide and known news tags', () => {
    expect(existsSync(path.join(root, 'docs', `${j.docPath}.mdx`)), j.docPath).toBe(true);
    expect(j.newsTags.length).toBeGreaterThan(0);
    for (const tag of j.newsTags) expect(newsTags).toContain(tag);
  });
});

describe('the jurisdiction list', () => {
  it('has unique ids and routes', () => {
    const ids = jurisdictions.map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(jurisdictions.map((j) => j.docPath)).size).toBe(ids.length);
  });

  it('lists the country guides A–Z', () => {
    const names = jurisdictions.filter((j) => j.membership !== 'eu-law').map((j) => j.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(14);
  });

  it('names an unknown id and the known ones', () => {
    expect(() => getJurisdiction('atlantis')).toThrow(
      /Unknown jurisdiction "atlantis". Known ids: australia/,
    );
  });
});

describe('transposition rows', () => {
  const withGuide = new Set(jurisdictions.filter((j) => j.directive).map((j) => j.name));

  it('cover all 27 member states once, with the EEA states', () => {
    const euStates = [
      ...transpositionRows.filter((r) => r.membership === 'eu').map((r) => r.country),
      ...jurisdictions.filter((j) => j.membership === 'eu').map((j) => j.name),
    ];
    expect(new Set(euStates).size).toBe(27);
    expect(euStates).toHaveLength(27);
    for (const row of transpositionRows) expect(withGuide.has(row.country)).toBe(false);
  });

  it('are dated, sourced and complete', () => {
    for (const row of transpositionRows) {
      expect(isRealDate(row.asOf), row.country).toBe(true);
      expect(new URL(row.source.url).protocol).toBe('https:');
      for (const [key, value] of stringLeaves(row))
        expect(value.trim(), `${row.country} ${key}`).not.toBe('');
    }
  });
});
