import {cp, mkdir, mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {lintSite} from './lint';
import {NewPostError, createPost, slugify} from './new-post';
import {formatProblem} from './problems';
import {parseFrontMatter} from './front-matter';
import {loadSite, parseContentFile} from './site';

const GOOD_SITE = path.join(__dirname, 'fixtures', 'site');
const TITLE = 'Pay gap reports: what changes in 2027?';
const FILE = 'news/2026-11-21-pay-gap-reports-what-changes-in-2027.md';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'new-post-'));
  await mkdir(path.join(root, 'news'));
  for (const file of ['news/tags.yml', 'news/authors.yml']) {
    await cp(path.join(GOOD_SITE, file), path.join(root, file));
  }
});

afterEach(async () => {
  await rm(root, {recursive: true, force: true});
});

describe('slugify', () => {
  it('keeps lower-case letters and digits, joined by single hyphens', () => {
    expect(slugify(TITLE)).toBe('pay-gap-reports-what-changes-in-2027');
    expect(slugify("Sweden's lönekartläggning explained")).toBe(
      'swedens-lonekartlaggning-explained',
    );
  });
});

describe('new-post', () => {
  it('creates a post with complete front matter, the prompt and the truncate marker', async () => {
    const file = await createPost({
      root,
      title: TITLE,
      date: '2026-11-21',
      tags: ['pay-gap', 'gender-pay-gap'],
    });
    expect(file).toBe(FILE);

    const text = await readFile(path.join(root, file), 'utf8');
    expect(parseFrontMatter(text).data).toEqual({
      slug: 'pay-gap-reports-what-changes-in-2027',
      title: TITLE,
      description: null,
      authors: ['editorial'],
      tags: ['pay-gap', 'gender-pay-gap'],
    });
    expect(text).toMatch(/\n<!-- Write the opening paragraph here: .+ -->\n\n<!-- truncate -->\n$/);
  });

  it(
    'writes a post the linter rejects until the description and opening are written',
    {timeout: 60_000},
    async () => {
      const file = await createPost({
        root,
        title: TITLE,
        date: '2026-11-21',
        tags: ['pay-gap', 'gender-pay-gap'],
      });
      const post = parseContentFile('post', file, await readFile(path.join(root, file), 'utf8'));
      const site = await loadSite(GOOD_SITE);
      const {problems} = await lintSite({...site, files: [...site.files, post]});
      expect(problems.map(formatProblem)).toEqual([
        expect.stringContaining(`${FILE}:4 — description is missing or empty`),
        expect.stringContaining(`${FILE}:9 — the new-post writing prompt is still here`),
      ]);
    },
  );

  it('refuses an existing file or slug', async () => {
    await createPost({root, title: TITLE, date: '2026-11-21'});
    await expect(createPost({root, title: TITLE, date: '2026-11-21'})).rejects.toThrow(
      `${FILE} already exists`,
    );
    await expect(createPost({root, title: TITLE, date: '2026-11-22'})).rejects.toThrow(
      `The slug "pay-gap-reports-what-changes-in-2027" is already used by ${FILE}`,
    );
  });

  it('refuses an empty title, a bad date and unknown tags or authors', async () => {
    await expect(createPost({root, title: '  '})).rejects.toThrow(NewPostError);
    await expect(createPost({root, title: TITLE, date: '2026-02-30'})).rejects.toThrow(
      'not a real calendar date',
    );
    await expect(createPost({root, title: TITLE, tags: ['pay-equality']})).rejects.toThrow(
      'Unknown tag "pay-equality" (did you mean "pay-equity"?)',
    );
    await expect(createPost({root, title: TITLE, author: 'jane'})).rejects.toThrow(
      'Unknown author "jane"',
    );
  });
});
