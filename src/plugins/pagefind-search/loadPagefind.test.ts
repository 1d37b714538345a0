import {afterEach, describe, expect, it, vi} from 'vitest';
import {loadPagefind} from './loadPagefind';

afterEach(() => vi.unstubAllEnvs());

describe('loadPagefind', () => {
  it('fails at once on the dev server, which has no index, without fetching anything', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(loadPagefind('/')).rejects.toThrow('The dev server has no search index');
    expect(fetch).not.toHaveBeenCalled();
  });
});
