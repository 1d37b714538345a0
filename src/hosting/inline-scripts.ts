import {createHash} from 'node:crypto';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;
// Types a browser executes; anything else (application/ld+json, …) is a data block CSP ignores.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of each inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const match = TYPE.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

/** CSP source expression allowing exactly this script text. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files;
}

/** Hashes of every distinct inline script across the built pages, sorted for stable output. */
export async function inlineScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(cspHash(script));
  }
  return [...hashes].sort();
}
