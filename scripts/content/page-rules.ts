/**
 * The rules for a single post or docs page: front matter, dates, tags and authors, the truncate
 * marker, leftover prompts and placeholders, and image alt text.
 */
import path from 'node:path';
import type {Problem, Rule} from './problems';
import {codeLineRanges, hasJsxAttribute, isJsxElement, jsxTextAttribute, walk} from './mdast';
import {isRecord, keyLine, valueLine} from './front-matter';
import {AUTHORS_FILE, TAGS_FILE} from './layout';
import type {ContentFile, Site} from './site';
import {closestMatch} from './suggest';

export const DESCRIPTION_LENGTH = {min: 50, max: 160};
export const TAG_COUNT = {min: 2, max: 6};
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const POST_FILE_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)\.mdx?$/;
/** Written by `npm run new-post` as the body; a post still containing it is unfinished. */
export const WRITING_PROMPT =
  'Write the opening paragraph here: what happened, who it affects and why it matters now.';
/** Words that mark unfinished text; the editors' brief bans them everywhere. */
const PLACEHOLDER = /\b(?:TODO|TBD|FIXME)\b|\bcoming soon\b|\blorem ipsum\b/i;
/** Docusaurus's default truncate marker, on a line of its own. */
const TRUNCATE_MARKER = /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;
/** The opening line of a dated update note: `:::info[Update, 24 November 2026]`. */
const UPDATE_NOTE = /^\s*:::\w+\[Update, /;
/** Slugs the blog uses for its own list pages. */
const RESERVED_POST_SLUGS = new Set(['archive', 'authors', 'page', 'tags']);

type Report = (rule: Rule, line: number, message: string, fix: string) => void;

function reporter(file: string, problems: Problem[]): Report {
  return (rule, line, message, fix) => problems.push({file, line, rule, message, fix});
}

/** True for `YYYY-MM-DD` (optionally followed by a time) naming a day that exists. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = match.slice(1, 4).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function characterCount(text: string): number {
  return [...text].length;
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function checkTitle(file: ContentFile, report: Report): void {
  if (isBlank(file.frontMatter.data.title)) {
    report(
      'front-matter',
      keyLine(file.frontMatter, 'title'),
      'title is missing',
      'add `title:` with the headline',
    );
  }
}

function checkDescription(file: ContentFile, report: Report): void {
  const {description} = file.frontMatter.data;
  const line = keyLine(file.frontMatter, 'description');
  const {min, max} = DESCRIPTION_LENGTH;
  if (typeof description !== 'string' || isBlank(description)) {
    report(
      'front-matter',
      line,
      'description is missing or empty',
      `write \`description:\` as a ${min}–${max} character summary; it is the search result and social card text`,
    );
    return;
  }
  const length = characterCount(description.trim());
  if (length < min || length > max) {
    report(
      'front-matter',
      line,
      `description is ${length} characters; it must be ${min}–${max}`,
      length < min
        ? 'say a little more about what the page answers'
        : 'shorten it to one or two plain sentences',
    );
  }
}

function checkDateValue(key: string, value: unknown, line: number, report: Report): void {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    report(
      'date',
      line,
      `${key} ${JSON.stringify(value ?? null)} is not a real calendar date`,
      'write it as YYYY-MM-DD, e.g. 2026-11-21',
    );
  }
}

function checkPostFileName(file: ContentFile, slug: unknown, report: Report): void {
  const fileName = path.posix.basename(file.path);
  const match = POST_FILE_NAME.exec(fileName);
  if (!match) {
    report(
      'date',
      1,
      `file name ${fileName} does not start with a date`,
      'rename it to news/YYYY-MM-DD-<slug>.md (or .mdx), dated the day of publication',
    );
    return;
  }
  const [, date, nameSlug] = match;
  if (!isCalendarDate(date)) {
    report(
      'date',
      1,
      `file name date ${date} is not a real calendar date`,
      'rename the file with a real YYYY-MM-DD date',
    );
  }
  if (typeof slug === 'string' && slug !== nameSlug) {
    report(
      'slug',
      keyLine(file.frontMatter, 'slug'),
      `slug ${slug} does not match the file name ${fileName}`,
      `rename the file to news/${date}-${slug}${path.posix.extname(fileName)} or make the slug ${nameSlug}`,
    );
  }
}

function checkSlug(file: ContentFile, slugOwners: Map<string, string>, report: Report): void {
  const {slug} = file.frontMatter.data;
  const line = keyLine(file.frontMatter, 'slug');
  if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug)) {
    report(
      'slug',
      line,
      slug === undefined
        ? 'slug is missing'
        : `slug ${JSON.stringify(slug)} is not lower-case words joined by hyphens`,
      'set `slug:` to the file name without date and extension, e.g. eu-pay-transparency-directive-explained',
    );
    return;
  }
  if (RESERVED_POST_SLUGS.has(slug)) {
    report(
      'slug',
      line,
      `slug ${slug} is the address of a news list page`,
      'choose a slug that describes the post',
    );
  }
  const owner = slugOwners.get(slug);
  if (owner) {
    report(
      'slug',
      line,
      `slug ${slug} is already used by ${owner}`,
      'give this post a slug of its own',
    );
  } else {
    slugOwners.set(slug, file.path);
  }
}

/** Reads a front matter list; a single string counts as a list of one (Docusaurus allows both for authors). */
function asList(value: unknown): unknown[] | undefined {
  if (typeof value === 'string') {
    return [value];
  }
  return Array.isArray(value) ? value : undefined;
}

function checkTags(file: ContentFile, site: Site, report: Report): void {
  const {tags} = file.frontMatter.data;
  const line = keyLine(file.frontMatter, 'tags');
  const known = Object.keys(site.tags);
  const {min, max} = TAG_COUNT;
  if (!Array.isArray(tags)) {
    report(
      'tags',
      line,
      'tags are missing',
      `add \`tags: [a, b]\` with ${min}–${max} keys from ${TAGS_FILE}`,
    );
    return;
  }
  if (tags.length < min || tags.length > max) {
    report(
      'tags',
      line,
      `the post has ${tags.length} ${tags.length === 1 ? 'tag' : 'tags'}; it needs ${min}–${max}`,
      tags.length < min
        ? `add tags from ${TAGS_FILE}`
        : 'keep the tags that say most about the post',
    );
  }
  const seen = new Set<unknown>();
  for (const tag of tags) {
    const tagLine = valueLine(file.frontMatter, 'tags', String(tag));
    if (typeof tag !== 'string') {
      report(
        'tags',
        tagLine,
        'inline tag objects are not allowed',
        `use a tag key from ${TAGS_FILE}`,
      );
    } else if (!(tag in site.tags)) {
      report(
        'tags',
        tagLine,
        `unknown tag ${tag}`,
        `use a tag from ${TAGS_FILE} (nearest: ${closestMatch(tag, known) ?? 'none'}), or add ${tag} there with a label, permalink and description`,
      );
    } else if (seen.has(tag)) {
      report('tags', tagLine, `tag ${tag} is listed twice`, 'remove the repeat');
    }
    seen.add(tag);
  }
}

function checkAuthors(file: ContentFile, site: Site, report: Report): void {
  const authors = asList(file.frontMatter.data.authors);
  const line = keyLine(file.frontMatter, 'authors');
  const known = Object.keys(site.authors);
  if (!authors || authors.length === 0) {
    report(
      'authors',
      line,
      'authors are missing',
      `add \`authors: [editorial]\` with team keys from ${AUTHORS_FILE}`,
    );
    return;
  }
  for (const author of authors) {
    const authorLine = valueLine(file.frontMatter, 'authors', String(author));
    if (typeof author !== 'string') {
      report(
        'authors',
        authorLine,
        'inline author objects are not allowed',
        `use a team key from ${AUTHORS_FILE}`,
      );
    } else if (!(author in site.authors)) {
      report(
        'authors',
        authorLine,
        `unknown author ${author}`,
        `use a team key from ${AUTHORS_FILE} (nearest: ${closestMatch(author, known) ?? 'none'}); posts are signed by teams, not people`,
      );
    }
  }
}

function isInRanges(line: number, ranges: Array<[number, number]>): boolean {
  return ranges.some(([start, end]) => line >= start && line <= end);
}

/** Lines outside code blocks, numbered from 1, front matter included. */
function textLines(file: ContentFile): Array<{line: number; text: string}> {
  const codeLines = file.tree ? codeLineRanges(file.tree) : [];
  return file.text
    .split(/\r?\n/)
    .map((text, index) => ({line: index + 1, text}))
    .filter(({line}) => !isInRanges(line, codeLines));
}

function checkPlaceholders(file: ContentFile, report: Report): void {
  for (const {line, text} of textLines(file)) {
    const placeholder = PLACEHOLDER.exec(text);
    if (placeholder) {
      report(
        'placeholder',
        line,
        `placeholder text "${placeholder[0]}"`,
        'write the real text; where a fact is not known yet, say what is pending and when it was last checked',
      );
    }
  }
}

function checkOpeningNotesAndPrompt(file: ContentFile, report: Report): void {
  const body = textLines(file).filter(({line}) => line >= file.frontMatter.bodyLine);
  const marker = body.find(({text}) => TRUNCATE_MARKER.test(text));
  for (const {line, text} of body) {
    if (marker && line > marker.line && UPDATE_NOTE.test(text)) {
      report(
        'update-note',
        line,
        'a dated update note sits below the opening paragraphs, where readers of the news list and of the top of the post miss it',
        'move it to the top of the post, just below the front matter, newest note first',
      );
    }
  }
  if (!marker) {
    const marker = file.path.endsWith('.mdx') ? '{/* truncate */}' : '<!-- truncate -->';
    report(
      'truncate',
      file.frontMatter.bodyLine,
      'the post has no truncate marker, so the news list would show all of it',
      `put ${marker} on its own line after the opening paragraph(s)`,
    );
  }
  for (const {line, text} of body) {
    if (text.includes(WRITING_PROMPT)) {
      report(
        'writing-prompt',
        line,
        'the new-post writing prompt is still here',
        'replace the comment with your opening paragraph',
      );
    }
  }
}

function checkImageAlt(file: ContentFile, report: Report): void {
  for (const node of file.tree ? walk(file.tree) : []) {
    const line = node.position?.start.line ?? 1;
    const fix = 'describe what the image shows in its alt text, for readers who cannot see it';
    if (node.type === 'image' && !node.alt?.trim()) {
      report(
        'image-alt',
        line,
        `image ${node.url} has no alt text`,
        `write it between the brackets: ![…](${node.url}); ${fix}`,
      );
    } else if (isJsxElement(node) && node.name === 'img') {
      const alt = jsxTextAttribute(node, 'alt');
      if (!hasJsxAttribute(node, 'alt') || alt?.trim() === '') {
        report('image-alt', line, '<img> has no alt text', `add alt="…"; ${fix}`);
      }
    }
  }
}

/** The rules for one news post. Slugs are tracked across posts to catch repeats. */
export function checkPost(
  file: ContentFile,
  site: Site,
  slugOwners: Map<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(file.path, problems);
  const {data} = file.frontMatter;
  checkTitle(file, report);
  checkDescription(file, report);
  checkSlug(file, slugOwners, report);
  checkPostFileName(file, data.slug, report);
  if (data.date !== undefined) {
    checkDateValue('date', data.date, keyLine(file.frontMatter, 'date'), report);
  }
  checkTags(file, site, report);
  checkAuthors(file, site, report);
  checkOpeningNotesAndPrompt(file, report);
  checkPlaceholders(file, report);
  checkImageAlt(file, report);
  return problems;
}

/** The rules for one docs page. */
export function checkDoc(file: ContentFile): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(file.path, problems);
  checkTitle(file, report);
  checkDescription(file, report);
  const lastUpdate = file.frontMatter.data.last_update;
  if (lastUpdate !== undefined) {
    const line = valueLine(file.frontMatter, 'last_update', 'date');
    if (isRecord(lastUpdate) && lastUpdate.date !== undefined) {
      checkDateValue('last_update.date', lastUpdate.date, line, report);
    } else if (!isRecord(lastUpdate)) {
      report(
        'front-matter',
        line,
        'last_update must hold `date:` and `author:` lines',
        'indent `date: YYYY-MM-DD` under `last_update:`',
      );
    }
  }
  checkPlaceholders(file, report);
  checkImageAlt(file, report);
  return problems;
}

/** Every tag needs a label, a permalink and a description: the tag page shows them. */
export function checkTagsFile(site: Site, tagsFileText: string): Problem[] {
  const lines = tagsFileText.split(/\r?\n/);
  const problems: Problem[] = [];
  for (const [key, tag] of Object.entries(site.tags)) {
    const missing = ['label', 'permalink', 'description'].filter((field) => isBlank(tag[field]));
    if (missing.length > 0) {
      problems.push({
        file: TAGS_FILE,
        line: lines.findIndex((line) => line.startsWith(`${key}:`)) + 1 || 1,
        rule: 'tags',
        message: `tag ${key} has no ${missing.join(', ')}`,
        fix: 'give every tag a label, a permalink (/<key>) and a one-sentence description',
      });
    }
  }
  return problems;
}
