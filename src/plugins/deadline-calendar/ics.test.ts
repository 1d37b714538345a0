import {describe, expect, it} from 'vitest';
import type {Jurisdiction} from '../../data/types';
import {buildCalendar, escapeText, foldLine} from './ics';

const sample: Jurisdiction = {
  id: 'uk',
  name: 'United Kingdom',
  docPath: '/countries/uk-pay-transparency-reporting',
  page: '/countries/uk-pay-transparency-reporting',
  within: [],
  membership: 'non-eu',
  level: 'country',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Regulations',
      url: 'https://www.legislation.gov.uk/uksi/2017/172',
      role: 'Sets reporting.',
    },
  ],
  regulator: {title: 'Gender pay gap service', url: 'https://gender-pay-gap.service.gov.uk/'},
  coverage: 'Employers with 250 or more employees.',
  reporting: 'Six figures.',
  enforcement: 'EHRC.',
  obligations: [],
  changes: [],
  deadlines: [
    {
      key: 'uk.private-sector',
      id: 'private-sector',
      date: '2027-04-04',
      title: 'Private sector deadline',
      description: 'Publish figures; snapshot 5 April, one year earlier.',
      recurrence: 'yearly',
      status: 'confirmed',
      binding: {status: 'in-force', label: 'In force'},
      source: {title: 'SI 2017/172, reg. 2', url: 'https://www.legislation.gov.uk/uksi/2017/172'},
    },
  ],
  sources: [],
  newsTags: ['united-kingdom'],
};

describe('escapeText', () => {
  it('escapes the characters RFC 5545 reserves', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});

describe('foldLine', () => {
  it('keeps short lines and folds long ones at 75 octets without splitting characters', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });
});

describe('buildCalendar', () => {
  const ics = buildCalendar('Deadlines', [sample], 'https://docs.example.com');

  it('is a CRLF-delimited VCALENDAR with one all-day, yearly event', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270404');
    expect(ics).toContain('DTEND;VALUE=DATE:20270405');
    expect(ics).toContain('RRULE:FREQ=YEARLY');
    expect(ics).toContain('UID:uk-private-sector@docs.example.com');
  });

  it('names the legal source in every event', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'Legal source: SI 2017/172\\, reg. 2 — https://www.legislation.gov.uk/uksi/2017/172',
    );
    expect(unfolded).toContain('URL:https://www.legislation.gov.uk/uksi/2017/172');
  });
});
