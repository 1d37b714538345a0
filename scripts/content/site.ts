import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {isRecord, parseFrontMatter, type FrontMatter, type YamlRecord} from './front-matter';
import {AUTHORS_FILE, DOCS_DIR, NEWS_DIR, TAGS_FILE} from './layout';

/** Partials (a path segment starting with `_`) are imported by pages, never routed. */
export type FileKind = 'post' | 'doc' | 'partial';

export interface ContentFile {
  kind: FileKind;
  /** From the site root, with forward slashes. */
  path: string;
  text: string;
  frontMatter: FrontMatter;
  /** The text the tree's positions refer to: `text` with heading ids escaped as Docusaurus does. */
  parsedText: string;
  /** Missing when the file is not valid MDX; `syntaxError` then says why. */
  tree?: Root;
  syntaxError?: {line: number; message: string};
}

export interface Site {
  root: string;
  files: ContentFile[];
  /** news/tags.yml: tag key → {label, permalink, description}. */
  tags: Record<string, YamlRecord>;
  /** news/authors.yml: author key → {name, title, page, …}. */
  authors: Record<string, YamlRecord>;
}

// The remark plugins Docusaurus 3.8 reads Markdown with in its default `mdx` format, so MDX
// syntax errors show up here as they would in the build, with the same line numbers.
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment);

function errorLine(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'line' in error) {
    const {line} = error;
    if (typeof line === 'number') {
      return line;
    }
  }
  return 1;
}

export function parseContentFile(kind: FileKind, filePath: string, text: string): ContentFile {
  const frontMatter = parseFrontMatter(text);
  // Docusaurus escapes `{#id}` in headings before MDX sees it (markdown.mdx1Compat.headingIds).
  const parsedText = escapeMarkdownHeadingIds(text);
  try {
    return {kind, path: filePath, text, frontMatter, parsedText, tree: mdxParser.parse(parsedText)};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      kind,
      path: filePath,
      text,
      frontMatter,
      parsedText,
      syntaxError: {line: errorLine(error), message},
    };
  }
}

async function listMarkdownFiles(root: string, directory: string): Promise<string[]> {
  const entries = await readdir(path.join(root, directory), {recursive: true});
  return entries
    .filter((entry) => /\.mdx?$/.test(entry))
    .map((entry) => `${directory}/${entry.split(path.sep).join('/')}`)
    .sort();
}

function isPartial(filePath: string): boolean {
  return filePath.split('/').some((segment) => segment.startsWith('_'));
}

async function readYamlRecord(root: string, file: string): Promise<Record<string, YamlRecord>> {
  const data: unknown = parse(await readFile(path.join(root, file), 'utf8'));
  if (!isRecord(data)) {
    throw new Error(`${file} must map keys to entries`);
  }
  return Object.fromEntries(
    Object.entries(data).map(([key, entry]) => [key, isRecord(entry) ? entry : {}]),
  );
}

/** Reads and parses every post and doc under `root` (a site root or a test fixture). */
export async function loadSite(root: string): Promise<Site> {
  const [docPaths, newsPaths, tags, authors] = await Promise.all([
    listMarkdownFiles(root, DOCS_DIR),
    listMarkdownFiles(root, NEWS_DIR),
    readYamlRecord(root, TAGS_FILE),
    readYamlRecord(root, AUTHORS_FILE),
  ]);
  const files = await Promise.all(
    [...docPaths, ...newsPaths].map(async (filePath) => {
      const kind: FileKind = isPartial(filePath)
        ? 'partial'
        : filePath.startsWith(`${NEWS_DIR}/`)
          ? 'post'
          : 'doc';
      return parseContentFile(kind, filePath, await readFile(path.join(root, filePath), 'utf8'));
    }),
  );
  return {root, files, tags, authors};
}
