import {describe, expect, it} from 'vitest';
import {cardSvg, escapeXml, layoutTitle, wrapText} from './card';
import {socialCardPath} from './paths';
import {mkdtemp, mkdir, writeFile} from 'node:fs/promises';
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fillMissingLastmod, gitLastCommitTimes, parseGitLog, withLastCommitTimes} from './sitemap';
import {completeBlogPosting, website} from './structuredData';
import {llmsTxt, robotsTxt} from './text';
import {sectionsByDocId} from './index';

describe('social cards', () => {
  it('maps permalinks to card paths, the root page to index', () => {
    expect(socialCardPath('/')).toBe('/img/social/index.png');
    expect(socialCardPath('/news/team')).toBe('/img/social/news/team.png');
  });

  it('wraps titles within the width and ends a cut title with an ellipsis', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 60, 400, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(wrapText('Short title', 72, 1040, 3)).toEqual(['Short title']);
  });

  it('uses a large size for short titles and a smaller one for long titles', () => {
    expect(layoutTitle('Glossary', 1040).fontSize).toBe(72);
    const long = 'Adjusted and unadjusted pay gaps: '.repeat(4);
    expect(layoutTitle(long, 1040).fontSize).toBeLessThan(72);
  });

  it('escapes markup in the title and brand', () => {
    expect(escapeXml('Pay & <gaps> "quoted"')).toBe('Pay &amp; &lt;gaps&gt; &quot;quoted&quot;');
    const svg = cardSvg({
      brand: 'A & B',
      section: 'News',
      title: 'Q&A <draft>',
      host: 'docs.example.com',
      logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('Q&amp;A &lt;draft&gt;');
    expect(svg).not.toContain('<draft>');
    expect(svg).toMatch(/width="1200" height="630"/);
  });
});

describe('robots.txt and llms.txt', () => {
  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://docs.example.com')).toContain(
      'Sitemap: https://docs.example.com/sitemap.xml',
    );
  });

  it('lists entries one per line with their description, skipping empty sections', () => {
    const text = llmsTxt({
      brand: 'Brand',
      summary: 'Summary\nline',
      details: 'Details',
      sections: [
        {
          heading: 'Docs',
          entries: [{title: 'Glossary', url: 'https://x.test/glossary', description: 'Terms.'}],
        },
        {heading: 'Empty', entries: []},
        {
          heading: 'News',
          entries: [
            {
              title: 'Post',
              url: 'https://x.test/news/p',
              description: 'A post.',
              date: '2025-01-02',
            },
          ],
        },
      ],
    });
    expect(text.startsWith('# Brand\n\n> Summary line\n')).toBe(true);
    expect(text).toContain('- [Glossary](https://x.test/glossary): Terms.');
    expect(text).toContain('- [Post](https://x.test/news/p): A post. (2025-01-02)');
    expect(text).not.toContain('## Empty');
  });
});

describe('sectionsByDocId', () => {
  it('labels docs with their top-level category, others as Reference', () => {
    const sections = sectionsByDocId({
      docs: [
        {
          type: 'category',
          label: 'Country guides',
          collapsible: true,
          collapsed: false,
          items: [
            {type: 'doc', id: 'countries/uk'},
            {
              type: 'category',
              label: 'United States',
              collapsible: true,
              collapsed: true,
              link: {type: 'doc', id: 'countries/generated/united-states'},
              items: [{type: 'doc', id: 'countries/generated/california'}],
            },
          ],
        },
        {type: 'doc', id: 'glossary'},
      ],
    });
    expect(sections.get('countries/uk')).toBe('Country guides');
    expect(sections.get('countries/generated/united-states')).toBe('Country guides');
    expect(sections.get('countries/generated/california')).toBe('Country guides');
    expect(sections.get('glossary')).toBe('Reference');
  });
});

describe('fillMissingLastmod', () => {
  it('gives list pages the newest date below them, keeping existing dates', () => {
    const items = fillMissingLastmod([
      {url: 'https://x.test/news', lastmod: null},
      {url: 'https://x.test/news/authors/editorial', lastmod: null},
      {url: 'https://x.test/news/a', lastmod: '2025-05-01'},
      {url: 'https://x.test/news/b', lastmod: '2025-09-01'},
      {url: 'https://x.test/glossary', lastmod: '2026-01-01'},
    ]);
    expect(items.map((i) => i.lastmod)).toEqual([
      '2025-09-01',
      '2025-09-01',
      '2025-05-01',
      '2025-09-01',
      '2026-01-01',
    ]);
  });
});

describe('git dates for the sitemap', () => {
  it('keeps the newest commit time of each file', () => {
    const log = '\x00300\n\nnews/b.md\n\x00200\n\nnews/a.md\nnews/b.md\n';
    expect([...parseGitLog(log)]).toEqual([
      ['news/b.md', 300_000],
      ['news/a.md', 200_000],
    ]);
  });

  it('dates routes that have a source file and no date, in nested routes too', () => {
    const times = new Map([['news/a.md', 5]]);
    const [parent] = withLastCommitTimes(
      [
        {
          path: '/news',
          component: 'List',
          routes: [
            {path: '/news/a', component: 'Post', metadata: {sourceFilePath: 'news/a.md'}},
            {path: '/news/new', component: 'Post', metadata: {sourceFilePath: 'news/new.md'}},
            {
              path: '/guide',
              component: 'Doc',
              metadata: {sourceFilePath: 'docs/g.md', lastUpdatedAt: 9},
            },
          ],
        },
      ],
      times,
    );
    expect(parent!.metadata).toBeUndefined();
    expect(parent!.routes!.map((r) => r.metadata?.lastUpdatedAt)).toEqual([5, null, 9]);
  });

  it('reads commit times from a real repository with one git log', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'git-dates-'));
    await mkdir(path.join(dir, 'news'));
    await writeFile(path.join(dir, 'news', 'ä post.md'), 'text');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
        cwd: dir,
        env: {...process.env, GIT_COMMITTER_DATE: '2025-03-04T05:06:07Z'},
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'post');
    expect(await gitLastCommitTimes(dir)).toEqual(
      new Map([['news/ä post.md', Date.parse('2025-03-04T05:06:07Z')]]),
    );
    const notARepository = await mkdtemp(path.join(tmpdir(), 'no-git-'));
    expect((await gitLastCommitTimes(notARepository)).size).toBe(0);
  });
});

describe('structured data', () => {
  const site = 'https://docs.example.com';

  it('gives the home page a WebSite with a SearchAction on /search?q=', () => {
    const data = website('Brand', 'Tagline', site, 'https://www.example.com');
    expect(data['@type']).toBe('WebSite');
    expect(data.potentialAction.target.urlTemplate).toBe(`${site}/search?q={search_term_string}`);
    expect(data.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('completes a BlogPosting with publisher, image and dateModified; teams are organisations', () => {
    const data = completeBlogPosting(
      {'@type': 'BlogPosting', headline: 'H', datePublished: '2025-01-02T00:00:00.000Z'},
      {
        brandName: 'Brand',
        siteUrl: site,
        homeUrl: 'https://www.example.com',
        image: `${site}/img/social/news/p.png`,
        authors: [{name: 'Editorial team', page: {permalink: '/news/authors/editorial'}}],
      },
    );
    expect(data.dateModified).toBe('2025-01-02T00:00:00.000Z');
    expect(data.publisher).toMatchObject({'@type': 'Organization', name: 'Brand'});
    expect(data.image).toMatchObject({url: `${site}/img/social/news/p.png`});
    expect(data.author).toMatchObject({
      '@type': 'Organization',
      name: 'Editorial team',
      url: `${site}/news/authors/editorial`,
    });
  });
});
