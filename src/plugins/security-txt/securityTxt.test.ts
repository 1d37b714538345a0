import {describe, expect, it} from 'vitest';
import {securityTxt} from './securityTxt';

describe('securityTxt', () => {
  const text = securityTxt({
    contact: 'security@example.com',
    siteUrl: 'https://docs.example.com',
    policyPath: '/resources/security-statement',
    builtAt: new Date('2026-11-21T13:45:30.250Z'),
  });

  it('has the RFC 9116 fields, with canonical and policy URLs on the site', () => {
    expect(text).toBe(
      [
        'Contact: mailto:security@example.com',
        'Expires: 2027-11-20T13:45:30Z',
        'Preferred-Languages: en',
        'Canonical: https://docs.example.com/.well-known/security.txt',
        'Policy: https://docs.example.com/resources/security-statement',
        '',
      ].join('\n'),
    );
  });

  it('expires within a year of the build', () => {
    const expires = new Date(/^Expires: (.*)$/m.exec(text)![1]!);
    const year = 365 * 24 * 60 * 60 * 1000;
    expect(expires.getTime() - new Date('2026-11-21T13:45:30Z').getTime()).toBeLessThan(year);
  });
});
