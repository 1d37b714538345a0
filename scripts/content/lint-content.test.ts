import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {lintSite} from './lint';
import {formatProblem} from './problems';
import {loadSite, parseContentFile, type Site} from './site';

const FIXTURES = path.join(__dirname, 'fixtures');
const GOOD_SITE = path.join(FIXTURES, 'site');
// The first run loads the spelling dictionaries, which takes a few seconds on a busy machine.
const SLOW = 60_000;

let goodSite: Site;

beforeAll(async () => {
  goodSite = await loadSite(GOOD_SITE);
});

/** Lints the good fixture site with one post from fixtures/bad-posts added to its news/. */
async function lintWithBadPost(fileName: string): Promise<string[]> {
  const text = await readFile(path.join(FIXTURES, 'bad-posts', fileName), 'utf8');
  const post = parseContentFile('post', `news/${fileName}`, text);
  const {problems} = await lintSite({...goodSite, files: [...goodSite.files, post]});
  return problems.map(formatProblem);
}

describe('content linter on fixtures', () => {
  it('passes the good fixture site', {timeout: SLOW}, async () => {
    const result = await lintSite(goodSite);
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result).toMatchObject({posts: 1, docs: 1});
  });

  it('rejects an unknown tag and suggests the nearest one', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-unknown-tag.md')).toEqual([
      'news/2025-06-03-unknown-tag.md:6 — unknown tag pay-equality — use a tag from news/tags.yml (nearest: pay-equity), or add pay-equality there with a label, permalink and description',
    ]);
  });

  it('rejects an unknown author', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-unknown-author.md')).toEqual([
      expect.stringMatching(
        /^news\/2025-06-03-unknown-author\.md:5 — unknown author jane-doe — use a team key from news\/authors\.yml \(nearest: .+\); posts are signed by teams/,
      ),
    ]);
  });

  it('rejects a missing description', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-missing-description.md')).toEqual([
      'news/2025-06-03-missing-description.md:1 — description is missing or empty — write `description:` as a 50–160 character summary; it is the search result and social card text',
    ]);
  });

  it('rejects a link to a route that does not exist', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-broken-link.md')).toEqual([
      'news/2025-06-03-broken-link.md:15 — broken link /pay-gap-guides: no page has the route /pay-gap-guides — link to an existing route, e.g. /pay-gap-guide (the nearest one)',
    ]);
  });

  it('rejects a link to an anchor the page does not have', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-broken-anchor.md')).toEqual([
      'news/2025-06-03-broken-anchor.md:15 — broken anchor /pay-gap-guide#median-gap: /pay-gap-guide has no heading with the id #median-gap — use /pay-gap-guide#median-pay-gap (the nearest id on that page), or link without the anchor',
    ]);
  });

  it('rejects a date that is not on the calendar', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-02-30-bad-date.md')).toEqual([
      'news/2025-02-30-bad-date.md:1 — file name date 2025-02-30 is not a real calendar date — rename the file with a real YYYY-MM-DD date',
    ]);
  });

  it('rejects a post without a truncate marker', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-missing-truncate.md')).toEqual([
      'news/2025-06-03-missing-truncate.md:8 — the post has no truncate marker, so the news list would show all of it — put <!-- truncate --> on its own line after the opening paragraph(s)',
    ]);
  });

  it('rejects a dated update note below the opening paragraphs', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-update-note-at-end.md')).toEqual([
      'news/2025-06-03-update-note-at-end.md:17 — a dated update note sits below the opening paragraphs, where readers of the news list and of the top of the post miss it — move it to the top of the post, just below the front matter, newest note first',
    ]);
  });

  it(
    'rejects an interactive component without the data-hydrate marker, naming it and the fix',
    {timeout: SLOW},
    async () => {
      // GapCalculator needs the browser and carries the marker; PayBand needs nothing.
      expect(await lintWithBadPost('2025-06-03-unmarked-component.mdx')).toEqual([
        'news/2025-06-03-unmarked-component.mdx:25 — <ShowWorking> (src/components/ShowWorking/index.tsx) needs the browser (onClick handler, useState) but renders no data-hydrate marker, so on a first load the page keeps its server HTML and it does not respond — add data-hydrate to the element ShowWorking renders around itself, e.g. <div data-hydrate>, so pages that use it hydrate',
      ]);
    },
  );

  it('rejects a misspelling and suggests the correction', {timeout: SLOW}, async () => {
    expect(await lintWithBadPost('2025-06-03-misspelling.md')).toEqual([
      'news/2025-06-03-misspelling.md:15 — unknown word "recieve" — did you mean "receive"? correct the spelling, or if "recieve" is right (a name, a legal term, a foreign title) add it to project-words.txt',
    ]);
  });
});
