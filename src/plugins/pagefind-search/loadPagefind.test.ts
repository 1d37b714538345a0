import {afterEach, describe, expect, it, vi} from 'vitest';
import {isFailedDownload, loadPagefind} from './loadPagefind';

afterEach(() => vi.unstubAllEnvs());

describe('loadPagefind', () => {
  it('fails at once on the dev server, which has no index, without fetching anything', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(loadPagefind('/')).rejects.toThrow('The dev server has no search index');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('isFailedDownload', () => {
  const chunk = 'https://docs.example.com/pagefind/index/en_1a2b.pf_index';
  const entry = (name: string, responseStatus?: number) =>
    ({name, responseStatus}) as PerformanceResourceTiming;

  it('counts a download from the index folder that got no answer or an error status', () => {
    expect(isFailedDownload(entry(chunk, 0), '/pagefind/')).toBe(true);
    expect(isFailedDownload(entry(chunk, 404), '/pagefind/')).toBe(true);
    expect(isFailedDownload(entry(chunk, 503), '/pagefind/')).toBe(true);
  });

  it('does not count answered downloads, nor other files, nor browsers that give no status', () => {
    expect(isFailedDownload(entry(chunk, 200), '/pagefind/')).toBe(false);
    expect(isFailedDownload(entry(chunk, 304), '/pagefind/')).toBe(false);
    expect(
      isFailedDownload(entry('https://docs.example.com/assets/js/main.js', 0), '/pagefind/'),
    ).toBe(false);
    expect(isFailedDownload(entry(chunk, 0), '/docs/pagefind/')).toBe(false);
    expect(isFailedDownload(entry(chunk), '/pagefind/')).toBe(false);
  });
});
