import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {parseFrontMatter} from './front-matter';
import {POST_FILE_NAME, WRITING_PROMPT, isCalendarDate} from './page-rules';
import {AUTHORS_FILE, NEWS_DIR, TAGS_FILE} from './layout';
import {closestMatch} from './suggest';

export const DEFAULT_AUTHOR = 'editorial';

export interface NewPostOptions {
  /** The site root, holding news/, news/tags.yml and news/authors.yml. */
  root: string;
  title: string;
  /** YYYY-MM-DD; today (local time) when omitted. */
  date?: string;
  author?: string;
  tags?: string[];
}

/** A refusal the editor can act on; the CLI prints the message and exits 1. */
export class NewPostError extends Error {}

/** "What's next for the EU Directive?" → "whats-next-for-the-eu-directive" */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function today(): string {
  const now = new Date();
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

async function keysOf(root: string, file: string): Promise<string[]> {
  const data: unknown = parse(await readFile(path.join(root, file), 'utf8'));
  return data && typeof data === 'object' ? Object.keys(data) : [];
}

function requireKnown(kind: string, values: string[], known: string[], file: string): void {
  for (const value of values) {
    if (!known.includes(value)) {
      const nearest = closestMatch(value, known);
      throw new NewPostError(
        `Unknown ${kind} "${value}"${nearest ? ` (did you mean "${nearest}"?)` : ''}. Use a key from ${file}.`,
      );
    }
  }
}

/** The post that already uses `slug`, by front matter or by file name, if any. */
async function postWithSlug(root: string, slug: string): Promise<string | undefined> {
  const fileNames = (await readdir(path.join(root, NEWS_DIR))).filter((name) =>
    /\.mdx?$/.test(name),
  );
  for (const fileName of fileNames) {
    const text = await readFile(path.join(root, NEWS_DIR, fileName), 'utf8');
    if (parseFrontMatter(text).data.slug === slug || POST_FILE_NAME.exec(fileName)?.[2] === slug) {
      return `${NEWS_DIR}/${fileName}`;
    }
  }
  return undefined;
}

export function renderPost({
  slug,
  title,
  author,
  tags,
}: {
  slug: string;
  title: string;
  author: string;
  tags: string[];
}): string {
  // Docusaurus reads front matter as YAML 1.1, where `Yes` or `2027-01-01` is not a string:
  // quoting the title for 1.1 keeps it the text the editor typed.
  const quotedTitle = stringify(title, {lineWidth: 0, singleQuote: true, version: '1.1'});
  // The description stays empty on purpose: the linter rejects it until the editor writes one.
  return [
    '---',
    `slug: ${slug}`,
    `title: ${quotedTitle.trimEnd()}`,
    'description:',
    `authors: [${author}]`,
    `tags: [${tags.join(', ')}]`,
    '---',
    '',
    `<!-- ${WRITING_PROMPT} -->`,
    '',
    '<!-- truncate -->',
    '',
  ].join('\n');
}

/** Creates `news/<date>-<slug>.md` and returns its path from the root. */
export async function createPost(options: NewPostOptions): Promise<string> {
  const title = options.title.trim();
  if (title === '') {
    throw new NewPostError('The post needs a title: npm run new-post -- "Your headline"');
  }
  const slug = slugify(title);
  if (slug === '') {
    throw new NewPostError(`The title "${title}" has no letters or digits to make a slug from.`);
  }
  const date = options.date ?? today();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date)) {
    throw new NewPostError(`--date ${date} is not a real calendar date; write it as YYYY-MM-DD.`);
  }
  const author = options.author ?? DEFAULT_AUTHOR;
  const tags = options.tags ?? [];
  requireKnown('author', [author], await keysOf(options.root, AUTHORS_FILE), AUTHORS_FILE);
  requireKnown('tag', tags, await keysOf(options.root, TAGS_FILE), TAGS_FILE);

  const file = `${NEWS_DIR}/${date}-${slug}.md`;
  if (existsSync(path.join(options.root, file))) {
    throw new NewPostError(`${file} already exists. Edit it, or choose another title.`);
  }
  const owner = await postWithSlug(options.root, slug);
  if (owner) {
    throw new NewPostError(`The slug "${slug}" is already used by ${owner}. Choose another title.`);
  }
  await writeFile(path.join(options.root, file), renderPost({slug, title, author, tags}), {
    flag: 'wx',
  });
  return file;
}
