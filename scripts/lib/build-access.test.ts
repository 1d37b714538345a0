import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {buildReadProblem, readFailure} from './build-access';

const errno = (code: string) => Object.assign(new Error(`${code}: failed`), {code});

describe('readFailure', () => {
  it('tells a missing build from an unreadable one, naming the file, the user and the fix', () => {
    expect(readFailure('/site/build/index.html', errno('ENOENT'), 'root')).toBe(
      'No build found: /site/build/index.html does not exist. Run "npm run build" first.',
    );
    expect(readFailure('/root/site/build/index.html', errno('EACCES'), 'nobody')).toBe(
      'The server cannot read the build: /root/site/build/index.html is not readable by nobody ' +
        '(EACCES, permission denied). Make the build, and every folder above it, readable by ' +
        'that user, or start the server as a user who can read it.',
    );
  });
});

describe('buildReadProblem', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-access-'));
  });
  afterEach(() => rm(root, {recursive: true, force: true}));

  it('finds nothing wrong with a build whose first pages it can read', async () => {
    await writeFile(path.join(root, 'index.html'), '<!doctype html>');
    await writeFile(path.join(root, '404.html'), '<!doctype html>');
    expect(await buildReadProblem(root)).toBeUndefined();
  });

  it('says which first page is missing', async () => {
    await writeFile(path.join(root, 'index.html'), '<!doctype html>');
    expect(await buildReadProblem(root)).toBe(
      `No build found: ${path.join(root, '404.html')} does not exist. Run "npm run build" first.`,
    );
  });
});
