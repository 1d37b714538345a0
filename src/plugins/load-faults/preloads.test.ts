import {describe, expect, it} from 'vitest';
import {catchPreloadFailures, type PreloadableRoute} from './preloads';

const failure = new Error('Loading chunk 123 failed.');

function routes(): PreloadableRoute[] {
  return [
    {
      component: {preload: () => Promise.reject(failure)},
      routes: [{component: {preload: () => Promise.resolve('the doc')}}, {component: {}}],
    },
  ];
}

describe('catchPreloadFailures', () => {
  it('hands a failed download to onFailure while catching, and lets the others through', async () => {
    const list = routes();
    const seen: unknown[] = [];
    catchPreloadFailures(
      list,
      () => true,
      async (error) => void seen.push(error),
    );
    await expect(list[0]!.component.preload!()).resolves.toBeUndefined();
    await expect(list[0]!.routes![0]!.component.preload!()).resolves.toBe('the doc');
    expect(list[0]!.routes![1]!.component.preload).toBeUndefined();
    expect(seen).toEqual([failure]);
  });

  it('rejects as before once it no longer catches, so a failed navigation reloads the page', async () => {
    const list = routes();
    let catching = true;
    const seen: unknown[] = [];
    catchPreloadFailures(
      list,
      () => catching,
      async (error) => void seen.push(error),
    );
    catching = false;
    await expect(list[0]!.component.preload!()).rejects.toBe(failure);
    expect(seen).toEqual([]);
  });
});
