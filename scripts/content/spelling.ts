import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {ValidationIssue} from 'cspell-lib';
import type {Problem} from './problems';
import {walk} from './mdast';
import type {ContentFile} from './site';

export const SPELLING_CONFIG = 'cspell.json';
export const PROJECT_WORDS = 'project-words.txt';

/** Front matter values that readers see; keys, slugs, tags and dates are not prose. */
const PROSE_KEYS = /^(title|description|sidebar_label|keywords)\s*:/;

/**
 * Inside kept prose: web and mail addresses and domain names (which covers GFM's bare-address
 * links), and Docusaurus heading ids (`{#id}`).
 */
const NOT_WORDS =
  /https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b|\{#[^}]*\}/g;

/**
 * The file's text with everything that is not prose blanked out (same length, same line
 * breaks, so offsets and lines stay true): code, JSX and import lines, link targets and
 * front matter keys go; text, image alt text and the reader-facing front matter values stay.
 */
export function proseText(file: ContentFile): string {
  const source = file.parsedText;
  const keep = new Uint8Array(source.length);
  const keepRange = (start: number, end: number) => keep.fill(1, start, end);

  let offset = 0;
  source.split('\n').forEach((line, index) => {
    const fileLine = index + 1;
    const inFrontMatter = fileLine > 1 && fileLine < file.frontMatter.bodyLine - 1;
    const key = inFrontMatter ? PROSE_KEYS.exec(line) : null;
    if (key) {
      keepRange(offset + key[0].length, offset + line.length);
    }
    offset += line.length + 1;
  });

  for (const node of file.tree ? walk(file.tree) : []) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) {
      continue;
    }
    if (node.type === 'text') {
      keepRange(start, end);
    } else if (node.type === 'image' && node.alt) {
      keepRange(start + 2, start + 2 + node.alt.length);
    }
  }

  let prose = '';
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    prose += keep[index] || character === '\n' ? character : ' ';
  }
  return prose.replace(NOT_WORDS, (match) => ' '.repeat(match.length));
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index += 1) {
    if (text.charCodeAt(index) === 10) {
      line += 1;
    }
  }
  return line;
}

function toProblem(file: ContentFile, prose: string, issue: ValidationIssue): Problem {
  const suggestion = issue.suggestions?.[0];
  return {
    file: file.path,
    line: lineAt(prose, issue.offset),
    rule: 'spelling',
    message: `unknown word "${issue.text}"`,
    fix: `${suggestion ? `did you mean "${suggestion}"? ` : ''}correct the spelling, or if "${issue.text}" is right (a name, a legal term, a foreign title) add it to ${PROJECT_WORDS}`,
  };
}

/** Spell checks the prose of each file with cspell, using the `cspell.json` at `root`. */
export async function checkSpelling(root: string, files: ContentFile[]): Promise<Problem[]> {
  // cspell-lib is ESM-only and exports no `require` entry, and tsx runs this package's
  // scripts as CommonJS, so it has to be loaded with import().
  const {spellCheckDocument} = await import('cspell-lib');
  const configFile = path.join(root, SPELLING_CONFIG);
  const problems: Problem[] = [];
  for (const file of files) {
    const prose = proseText(file);
    const result = await spellCheckDocument(
      {uri: pathToFileURL(path.join(root, file.path)).href, text: prose, languageId: 'plaintext'},
      {configFile, noConfigSearch: true, generateSuggestions: true, numSuggestions: 1},
      {},
    );
    const [error] = [
      ...(result.errors ?? []),
      ...(result.configErrors ?? []).map((entry) => entry.error),
    ];
    if (error) {
      throw new Error(`cspell could not check ${file.path}: ${error.message}`);
    }
    problems.push(...result.issues.map((issue) => toProblem(file, prose, issue)));
  }
  return problems;
}
