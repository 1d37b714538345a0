/**
 * Synthetic news posts and docs for the build benchmark: realistic length
 * (about 700 words, headings, a list, a table, internal links), valid front
 * matter, existing tags and authors, a truncate marker, so the build's checks
 * pass and each page costs what a real one does.
 */

export interface GeneratedFile {
  /** Relative to the site directory. */
  path: string;
  content: string;
}

export interface SyntheticOptions {
  /** How many pages to generate; alternately a post and a doc. */
  count: number;
  tags: readonly string[];
  authors: readonly string[];
  /** Existing routes the pages may link to (they must exist, broken links fail the build). */
  linkTargets: readonly string[];
}

const TOPICS = [
  'pay gap reporting',
  'job architecture',
  'pay range disclosure',
  'equal pay for work of equal value',
  'joint pay assessments',
  'worker information rights',
  'pay structures',
  'bonus gaps',
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function paragraph(i: number, seed: number, links: readonly string[]): string {
  const topic = TOPICS[(i + seed) % TOPICS.length]!;
  const link = links[(i * 7 + seed) % links.length]!;
  return (
    `Employers preparing for ${topic} need data they can explain. Section ${i + 1} of this ` +
    `synthetic page describes how an organisation might collect pay records, group roles into ` +
    `categories of workers and compare average and median pay across them. The numbers are ` +
    `illustrative only and exist so the build benchmark measures pages of realistic length. ` +
    `See [the related guide](${link}) for the real rules, and check the official sources before ` +
    `acting on anything here. Item ${seed}-${i} keeps this text unique.`
  );
}

function body(seed: number, links: readonly string[]): string {
  const parts: string[] = [];
  for (let s = 0; s < 4; s++) {
    parts.push(`## Part ${s + 1}: ${TOPICS[(seed + s) % TOPICS.length]}`, '');
    parts.push(paragraph(s * 2, seed, links), '', paragraph(s * 2 + 1, seed, links), '');
    if (s === 1) {
      parts.push('- Collect the pay data', '- Group comparable roles', '- Explain any gap', '');
    }
    if (s === 2) {
      parts.push(
        '| Quartile | Women | Men |',
        '| --- | --- | --- |',
        `| Lower | ${40 + (seed % 20)}% | ${60 - (seed % 20)}% |`,
        `| Upper | ${30 + (seed % 15)}% | ${70 - (seed % 15)}% |`,
        '',
      );
    }
  }
  return parts.join('\n');
}

export function syntheticPages({count, tags, authors, linkTargets}: SyntheticOptions) {
  const files: GeneratedFile[] = [];
  const width = String(count).length;
  for (let i = 0; i < count; i++) {
    const n = pad(i + 1, width);
    const day = new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
    const description = `Synthetic page ${n} for the build benchmark: how employers approach ${TOPICS[i % TOPICS.length]}.`;
    if (i % 2 === 0) {
      const postTags = [0, 1, 2].map((k) => tags[(i + k * 17) % tags.length]!);
      files.push({
        path: `news/${day}-synthetic-post-${n}.md`,
        content: [
          '---',
          `slug: synthetic-post-${n}`,
          `title: "Synthetic post ${n}: ${TOPICS[i % TOPICS.length]}"`,
          `description: "${description}"`,
          `authors: [${authors[i % authors.length]}]`,
          `tags: [${[...new Set(postTags)].join(', ')}]`,
          '---',
          '',
          paragraph(0, i, linkTargets),
          '',
          '<!-- truncate -->',
          '',
          body(i, linkTargets),
          '',
        ].join('\n'),
      });
    } else {
      files.push({
        path: `docs/synthetic/page-${n}.md`,
        content: [
          '---',
          `title: "Synthetic guide ${n}: ${TOPICS[i % TOPICS.length]}"`,
          `description: "${description}"`,
          'last_update:',
          `  date: ${day}`,
          '  author: Benchmark',
          '---',
          '',
          paragraph(0, i, linkTargets),
          '',
          body(i, linkTargets),
          '',
        ].join('\n'),
      });
    }
  }
  return files;
}
