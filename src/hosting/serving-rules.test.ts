import {describe, expect, it} from 'vitest';
import {cacheControl, cleanPath, IMMUTABLE_CACHE, REVALIDATE_CACHE} from './serving-rules';

describe('cleanPath', () => {
  it.each([
    ['/glossary.html', '/glossary'],
    ['/news/index.html', '/news'],
    ['/index.html', '/'],
    ['/glossary/', '/glossary'],
    ['/news/tags/', '/news/tags'],
    ['/', '/'],
    ['/news/page/2', '/news/page/2'],
  ])('names %s by %s', (path, clean) => {
    expect(cleanPath(path)).toBe(clean);
  });
});

describe('cacheControl', () => {
  it('keeps files named by their content for a year and revalidates the rest', () => {
    expect(cacheControl('/assets/js/main.1a2b3c.js')).toBe(IMMUTABLE_CACHE);
    expect(cacheControl('/pagefind/fragment/en_0bcda12.pf_fragment')).toBe(IMMUTABLE_CACHE);
    for (const path of ['/glossary', '/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind']) {
      expect(cacheControl(path), path).toBe(REVALIDATE_CACHE);
    }
  });
});
