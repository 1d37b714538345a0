import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {cspHash, inlineScripts} from './inline-scripts';

describe('inlineScripts', () => {
  it('returns the inline scripts a browser runs and skips external scripts and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"Thing"}</script>',
      '<script type="module">b()</script>',
      "<SCRIPT type='text/javascript'>c()</SCRIPT>",
      '<script type="text/template"><p></p></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact script text, quoted as a CSP source', () => {
    const expected = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
    expect(cspHash('alert("é")')).toBe(`'sha256-${expected}'`);
  });
});
