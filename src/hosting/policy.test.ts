import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, securityHeaders} from './policy';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  const base = {scriptHashes: ["'sha256-abc='"], analytics: false};

  it('allows inline scripts by hash only, never unsafe-inline or eval', () => {
    const scripts = directive(contentSecurityPolicy(base), 'script-src');
    expect(scripts).toEqual(["'self'", "'sha256-abc='", "'wasm-unsafe-eval'"]);
  });

  it('keeps every source on the site itself by default and forbids framing', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).not.toMatch(/https:/);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('adds Google Analytics hosts only when analytics is configured', () => {
    const csp = contentSecurityPolicy({...base, analytics: true});
    expect(directive(csp, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(csp).not.toMatch(/algolia/);
  });

  it('adds the Algolia hosts of the configured application only', () => {
    const csp = contentSecurityPolicy({...base, algoliaAppId: 'APP1'});
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://APP1-dsn.algolia.net',
      'https://APP1.algolia.net',
      'https://APP1-1.algolianet.com',
      'https://APP1-2.algolianet.com',
      'https://APP1-3.algolianet.com',
    ]);
    expect(csp).not.toMatch(/google/);
  });
});

describe('securityHeaders', () => {
  it('lists the headers the security statement promises', () => {
    const names = securityHeaders({scriptHashes: [], analytics: false}).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });
});
