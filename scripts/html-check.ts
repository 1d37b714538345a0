/**
 * The Nu HTML checker over every page of a build (scripts/html-check/check.ts):
 * prints the errors by page and exits 1 on any.
 *
 *   npx tsx scripts/html-check.ts [build folder]   # default: build
 */
import path from 'node:path';
import {checkHtml} from './html-check/check';
import {commandLine} from './lib/command-line';

const {positionals} = commandLine('Usage: npx tsx scripts/html-check.ts [build folder]', {
  allowPositionals: true,
});
const buildDir = path.resolve(positionals[0] ?? 'build');
checkHtml(buildDir).then(
  (byRoute) => {
    for (const [route, errors] of byRoute) {
      for (const {line, message} of errors) console.log(`${route}:${line ?? '?'} ${message}`);
    }
    const count = [...byRoute.values()].reduce((n, errors) => n + errors.length, 0);
    console.log(`${count} HTML error(s) in ${byRoute.size} page(s) of ${buildDir}.`);
    process.exit(count === 0 ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
