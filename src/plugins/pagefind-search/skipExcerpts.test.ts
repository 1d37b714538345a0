import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type * as PagefindApi from 'pagefind';
import {describe, expect, it} from 'vitest';
import {PAGEFIND_JS_SHA256, sha256Prefix, withoutExcerpts} from './skipExcerpts';

const importPagefind = createRequire(__filename)('./importPagefind.cjs') as () => Promise<
  typeof PagefindApi
>;

/** pagefind.js as the installed Pagefind writes it with an index. */
async function installedPagefindJs(): Promise<string> {
  const pagefind = await importPagefind();
  const dir = await mkdtemp(path.join(tmpdir(), 'pagefind-js-'));
  try {
    const {index} = await pagefind.createIndex({});
    await index!.addCustomRecord({url: '/a', content: 'Pay gap', language: 'en'});
    await index!.writeFiles({outputPath: dir});
    return await readFile(path.join(dir, 'pagefind.js'), 'utf8');
  } finally {
    await pagefind.close();
    await rm(dir, {recursive: true, force: true});
  }
}

describe('pagefind-excerpts', () => {
  it("is pinned to the installed Pagefind's pagefind.js, and empties its excerpts", async () => {
    const code = await installedPagefindJs();
    // On an upgrade: read the new build_excerpt and its callers, then move the pin.
    expect(sha256Prefix(code), 'pagefind.js changed: re-check pagefind-excerpts.ts').toBe(
      PAGEFIND_JS_SHA256,
    );
    const patched = withoutExcerpts(code);
    expect(patched).toContain('var build_excerpt=()=>({excerpt:"",plain_excerpt:""})');
    // The original builder stays, renamed and unused; the search tests run the patched file.
    expect(patched).toContain('unused_build_excerpt=(content,start,length,locations');
    expect(patched).toContain(
      'var calculate_excerpt_region=()=>0,unused_calculate_excerpt_region=',
    );
  }, 30_000);

  it('refuses a pagefind.js it was not written for, saying what to do', () => {
    expect(() => withoutExcerpts('var build_excerpt=1;')).toThrow(
      /pagefind\.js changed.*PAGEFIND_JS_SHA256.*PERFORMANCE_WITHOUT=pagefind-excerpts/s,
    );
  });
});
