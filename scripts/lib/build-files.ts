import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The clean URL of an HTML file of the build (`news/team.html` → `/news/team`), else undefined. */
export function routeOfFile(file: string): string | undefined {
  if (!file.endsWith('.html')) return undefined;
  const clean = `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return clean === '' ? '/' : clean;
}
