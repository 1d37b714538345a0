import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Pagefind's browser code builds, for every result whose data is loaded, an
 * excerpt of the page and of each matched section, splitting the page's whole
 * text into words each time. The search client never reads those excerpts
 * (the hits write their own snippets, pagefind-search/hits.ts), and on the
 * long guides building them was the largest part of a search's time. After
 * the index is written, its `pagefind.js` gets an excerpt builder that
 * returns empty excerpts; Pagefind's own stays in the file, unused.
 */

/** pagefind.js as Pagefind 1.5.2 writes it: first 16 hex digits of its SHA-256. */
export const PAGEFIND_JS_SHA256 = '252d272bd34d483d';

const EXCERPT_BUILDER = 'var build_excerpt=(content,start,length,locations,not_before,not_from)=>{';
const EMPTY_EXCERPTS =
  'var build_excerpt=()=>({excerpt:"",plain_excerpt:""}),' +
  'unused_build_excerpt=(content,start,length,locations,not_before,not_from)=>{';

export function sha256Prefix(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The code with empty excerpts, or an error naming what changed. */
export function withoutExcerpts(code: string): string {
  const hash = sha256Prefix(code);
  if (hash !== PAGEFIND_JS_SHA256) {
    throw new Error(
      `performance plugin (pagefind-excerpts): Pagefind's pagefind.js changed (SHA-256 ${hash}, ` +
        `pinned ${PAGEFIND_JS_SHA256}). Check in the new file that build_excerpt still only ` +
        'builds excerpts and still has this signature, then update PAGEFIND_JS_SHA256 in ' +
        'src/plugins/performance/pagefind-excerpts.ts; or build with PERFORMANCE_WITHOUT=pagefind-excerpts.',
    );
  }
  return code.replace(EXCERPT_BUILDER, EMPTY_EXCERPTS);
}

/** Rewrites `<bundle>/pagefind.js` in place. */
export async function skipPagefindExcerpts(bundle: string): Promise<void> {
  const file = path.join(bundle, 'pagefind.js');
  await writeFile(file, withoutExcerpts(await readFile(file, 'utf8')));
}
