import {describe, expect, it} from 'vitest';
import {
  escapeHtml,
  parseSnippetAttributes,
  snippetWindow,
  toHit,
  type PagefindFragment,
} from './hits';

const options = {
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  snippetWords: parseSnippetAttributes(['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10']),
  queryWordCount: 1,
};

/** A fragment as Pagefind returns it: the hierarchy's words, then the content's. */
function fragment(
  meta: PagefindFragment['meta'],
  content: string,
  matchedWords: string[],
): PagefindFragment {
  const text = [...Object.values(meta), content].filter(Boolean).join(' ');
  const words = text.split(' ');
  return {
    url: '/ignored',
    raw_url: 'https://docs.example.com/eu-pay-transparency-directive#joint-pay-assessment',
    content: text,
    meta,
    locations: words.flatMap((word, i) => (matchedWords.includes(word.toLowerCase()) ? [i] : [])),
  };
}

const section = {
  lvl0: 'EU law',
  lvl1: 'EU Pay Transparency Directive',
  lvl2: 'Joint pay assessment',
};
const body =
  'Where the gap is 5% or more and not justified, the employer carries out a joint pay assessment with workers representatives.';

describe('toHit', () => {
  it('returns a DocSearch hit: absolute URL, anchor, hierarchy and content', () => {
    const hit = toHit(fragment(section, body, ['assessment']), options);
    expect(hit).toMatchObject({
      objectID: 'https://docs.example.com/eu-pay-transparency-directive#joint-pay-assessment',
      url: 'https://docs.example.com/eu-pay-transparency-directive#joint-pay-assessment',
      url_without_anchor: 'https://docs.example.com/eu-pay-transparency-directive',
      anchor: 'joint-pay-assessment',
      hierarchy: {...section, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: body,
    });
  });

  it('is a heading hit when the query names the heading, else a content hit', () => {
    expect(toHit(fragment(section, body, ['assessment']), options).type).toBe('lvl2');
    expect(toHit(fragment(section, body, ['employer']), options).type).toBe('content');
    expect(toHit(fragment(section, body, ['directive']), options).type).toBe('lvl2');
  });

  it('highlights the matched words of each field', () => {
    const hit = toHit(fragment(section, body, ['joint']), options);
    expect(hit._highlightResult.hierarchy.lvl2).toEqual({
      value: '<mark>Joint</mark> pay assessment',
      matchLevel: 'full',
      matchedWords: ['joint'],
    });
    expect(hit._highlightResult.hierarchy.lvl1!.matchLevel).toBe('none');
    expect(hit._highlightResult.content!.value).toContain('a <mark>joint</mark> pay');
  });

  it('snippets the content to the requested words around the match, with ellipses', () => {
    const hit = toHit(fragment(section, body, ['employer']), options);
    expect(hit._snippetResult.content).toEqual({
      value: '…and not justified, the <mark>employer</mark> carries out a joint pay…',
      matchLevel: 'full',
    });
    const short = toHit(fragment(section, body, ['employer']), {
      ...options,
      snippetWords: parseSnippetAttributes(['content:5']),
    });
    expect(short._snippetResult.content!.value).toBe(
      '…justified, the <mark>employer</mark> carries out…',
    );
  });

  it('keeps punctuation outside the highlight', () => {
    const hit = toHit(
      fragment({lvl0: 'EU law', lvl1: 'Scope'}, 'It applies (employer).', ['(employer).']),
      options,
    );
    expect(hit._highlightResult.content!.value).toBe('It applies (<mark>employer</mark>).');
  });

  it('escapes text from the index: only the highlight tags are markup', () => {
    const hostile = {lvl0: 'Glossary', lvl1: '<img src=x onerror=alert(1)>'};
    const hit = toHit(fragment(hostile, '"quoted" & <b>bold</b>', ['<b>bold</b>']), options);
    expect(hit.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit.content).toBe('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    const markup = (value: string) => value.replaceAll('<mark>', '').replaceAll('</mark>', '');
    for (const value of [hit._snippetResult.content!.value, hit._highlightResult.content!.value]) {
      expect(value).toContain('<mark>');
      expect(markup(value)).not.toMatch(/[<>"]/);
    }
  });

  it('has no content for a heading without text under it', () => {
    const hit = toHit(
      fragment({lvl0: 'Glossary', lvl1: 'Glossary', lvl2: 'C'}, '', ['c']),
      options,
    );
    expect(hit.content).toBeNull();
    expect(hit._snippetResult.content).toBeUndefined();
    expect(hit.type).toBe('lvl2');
  });
});

describe('snippetWindow', () => {
  it('centres the densest run of matches', () => {
    expect(snippetWindow(100, new Set([50]), 10)).toBe(46);
    expect(snippetWindow(100, new Set([2, 60, 62]), 10)).toBe(57);
    expect(snippetWindow(100, new Set([98]), 10)).toBe(90);
    expect(snippetWindow(8, new Set([5]), 10)).toBe(0);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
