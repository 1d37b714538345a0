import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Pagefind's browser code builds, for every result whose data is loaded, an
 * excerpt of the page and of each matched section, splitting the page's whole
 * text into words each time. The search client never reads those excerpts
 * (the hits write their own snippets, hits.ts), and on the
 * long guides building them was the largest part of a search's time. After
 * the index is written, its `pagefind.js` gets an excerpt builder that
 * returns empty excerpts, and a finder of each excerpt's densest region
 * (only the builder reads it) that returns the start; Pagefind's own stay in
 * the file, unused.
 */

/** pagefind.js as Pagefind 1.6.0 writes it: first 16 hex digits of its SHA-256. */
export const PAGEFIND_JS_SHA256 = '02746cc529f88f85';

/** Each replaced function's first line in pagefind.js, and what it becomes. */
const REPLACEMENTS: [original: string, replacement: string][] = [
  [
    'var build_excerpt=(content,start,length,locations,not_before,not_from,ellipsis)=>{',
    'var build_excerpt=()=>({excerpt:"",plain_excerpt:""}),' +
      'unused_build_excerpt=(content,start,length,locations,not_before,not_from,ellipsis)=>{',
  ],
  [
    'var calculate_excerpt_region=(word_positions,excerpt_length)=>{',
    'var calculate_excerpt_region=()=>0,' +
      'unused_calculate_excerpt_region=(word_positions,excerpt_length)=>{',
  ],
];

export function sha256Prefix(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The code with empty excerpts, or an error naming what changed. */
export function withoutExcerpts(code: string): string {
  const hash = sha256Prefix(code);
  if (hash !== PAGEFIND_JS_SHA256) {
    throw new Error(
      `pagefind-search plugin (the pagefind-excerpts measure): Pagefind's pagefind.js changed (SHA-256 ${hash}, ` +
        `pinned ${PAGEFIND_JS_SHA256}). Check in the new file that build_excerpt still only ` +
        'builds excerpts, that calculate_excerpt_region only feeds it, and that both keep ' +
        'their signatures, then update PAGEFIND_JS_SHA256 in ' +
        'src/plugins/pagefind-search/skipExcerpts.ts; or build with PERFORMANCE_WITHOUT=pagefind-excerpts.',
    );
  }
  return REPLACEMENTS.reduce(
    (patched, [original, replacement]) => patched.replace(original, replacement),
    code,
  );
}

/** Rewrites `<bundle>/pagefind.js` in place. */
export async function skipPagefindExcerpts(bundle: string): Promise<void> {
  const file = path.join(bundle, 'pagefind.js');
  await writeFile(file, withoutExcerpts(await readFile(file, 'utf8')));
}
