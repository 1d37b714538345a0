import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseTarget, serve} from './serve';

describe('serve', () => {
  it('refuses to start on a build it cannot read, saying why', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'serve-'));
    try {
      await expect(serve({root, port: 0})).rejects.toThrow(
        `No build found: ${path.join(root, 'index.html')} does not exist. Run "npm run build" first.`,
      );
    } finally {
      await rm(root, {recursive: true, force: true});
    }
  });
});

describe('parseTarget', () => {
  it.each([
    ['/glossary', '/glossary', ''],
    ['/news/?page=2', '/news/', '?page=2'],
    ['//news//team', '/news/team', ''],
    ['/news/../glossary', '/glossary', ''],
    ['/news/./tags/', '/news/tags/', ''],
    ['/news/tags/..', '/news/', ''],
    ['/caf%C3%A9', '/café', ''],
    ['/%252e%252e/x', '/%2e%2e/x', ''],
    ['http://docs.example.com/glossary?q=1', '/glossary', '?q=1'],
  ])('reads %s as the path %s', (target, path, query) => {
    expect(parseTarget(target)).toEqual({kind: 'path', path, query});
  });

  it.each([
    '/../etc/passwd',
    '/news/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%zz',
    '/glossary%',
    '*',
    'glossary',
  ])('refuses %s with 400', (target) => {
    expect(parseTarget(target)).toEqual({kind: 'refused', status: 400});
  });

  it('refuses a URL longer than nginx reads with 414', () => {
    expect(parseTarget(`/${'a'.repeat(9000)}`)).toEqual({kind: 'refused', status: 414});
  });
});
