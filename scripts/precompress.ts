/**
 * Writes `x.gz` (gzip -9) beside each compressible file of a build, which
 * nginx sends as it is (`gzip_static on` in the generated nginx.conf) instead
 * of compressing the file again for every request: about three times the
 * requests per second under load, and smaller downloads (`npm run
 * bench:serve`). Hosts that compress by themselves ignore the files.
 *
 * `npm run build` runs it after `docusaurus build`: plugins' postBuild steps
 * (the search index, the sitemap, the social cards) run side by side, so none
 * of them can be sure to run last.
 *
 *   tsx scripts/precompress.ts [build folder]     # default: build
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {gzip, constants as zlib} from 'node:zlib';
import {COMPRESS_MIN_BYTES, CONTENT_TYPES, isCompressible} from '../src/hosting/serving-rules';
import {listFiles} from './lib/build-files';
import {commandLine} from './lib/command-line';

const gzipAsync = promisify(gzip);

async function precompress(buildDir: string): Promise<{files: number; bytes: number}> {
  const files = (await listFiles(buildDir)).filter((file) => {
    const type = CONTENT_TYPES[path.extname(file)];
    return type !== undefined && isCompressible(type);
  });
  let written = 0;
  let bytes = 0;
  for (const file of files) {
    const full = path.join(buildDir, file);
    const raw = await readFile(full);
    if (raw.length < COMPRESS_MIN_BYTES) continue;
    const compressed = await gzipAsync(raw, {level: zlib.Z_BEST_COMPRESSION});
    if (compressed.length >= raw.length) continue;
    await writeFile(`${full}.gz`, compressed);
    written += 1;
    bytes += compressed.length;
  }
  return {files: written, bytes};
}

const {positionals} = commandLine('Usage: tsx scripts/precompress.ts [build folder]', {
  allowPositionals: true,
});
const buildDir = path.resolve(positionals[0] ?? 'build');
precompress(buildDir).then(
  ({files, bytes}) =>
    console.log(
      `Precompressed ${files} files in ${buildDir} (${Math.round(bytes / 1000)} KB of .gz).`,
    ),
  (error: unknown) => {
    console.error(
      `Precompressing ${buildDir} failed: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  },
);
