import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';

/** Where content lives and is served; mirrors the docs and blog options in docusaurus.config.ts. */
export const DOCS_DIR = 'docs';
export const NEWS_DIR = 'news';
export const NEWS_ROUTE = '/news';
export const POSTS_PER_PAGE = 12;
export const TAGS_FILE = `${NEWS_DIR}/tags.yml`;
export const AUTHORS_FILE = `${NEWS_DIR}/authors.yml`;

/** Partials (a path segment starting with `_`) are imported by pages, never routed. */
export type FileKind = 'post' | 'doc' | 'partial';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The lines between the `---` fences; index 0 is line 2 of the file. */
  lines: string[];
  /** The first line after the closing fence (1 when there is no front matter). */
  bodyLine: number;
  error?: {line: number; message: string};
}

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

export type YamlRecord = Record<string, unknown>;

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

const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export function isRecord(value: unknown): value is YamlRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseFrontMatter(text: string): FrontMatter {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {data: {}, lines: [], bodyLine: 1};
  }
  const block = match[1] ?? '';
  const lines = block === '' ? [] : block.split(/\r?\n/);
  const bodyLine = lines.length + 3;
  try {
    // CORE_SCHEMA keeps dates as the strings the editor typed, so `2025-02-30` can be
    // reported instead of silently rolling over to 2 March.
    const data: unknown = yaml.load(block, {schema: yaml.CORE_SCHEMA}) ?? {};
    if (!isRecord(data)) {
      return {
        data: {},
        lines,
        bodyLine,
        error: {line: 2, message: 'is not a list of `key: value` lines'},
      };
    }
    return {data, lines, bodyLine};
  } catch (error) {
    const yamlError = error as yaml.YAMLException;
    return {
      data: {},
      lines,
      bodyLine,
      error: {
        line: (yamlError.mark?.line ?? 0) + 2,
        message: yamlError.reason || yamlError.message,
      },
    };
  }
}

/** The file line of a top-level front matter key, or line 1 (the opening fence) when it is absent. */
export function keyLine(frontMatter: FrontMatter, key: string): number {
  const index = frontMatter.lines.findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
  return index === -1 ? 1 : index + 2;
}

/** The file line where `text` first appears in the value of `key`, which may span several lines. */
export function valueLine(frontMatter: FrontMatter, key: string, text: string): number {
  const start = keyLine(frontMatter, key) - 2;
  if (start < 0) {
    return 1;
  }
  for (let index = start; index < frontMatter.lines.length; index += 1) {
    const line = frontMatter.lines[index];
    if (index > start && !/^[\s-]/.test(line)) {
      break;
    }
    if (line.includes(text)) {
      return index + 2;
    }
  }
  return start + 2;
}

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
  const data: unknown = yaml.load(await readFile(path.join(root, file), 'utf8'));
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
