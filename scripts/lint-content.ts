/**
 * Checks every news post and docs page before the build does, and says how to fix each
 * problem: front matter, tags, authors, links and anchors, Markdown style and spelling.
 *
 *   npm run lint:content
 */
import path from 'node:path';
import {lintContent} from './content/lint';
import {formatProblem} from './content/problems';

const root = path.resolve(__dirname, '..');

lintContent(root).then(
  ({problems, posts, docs}) => {
    const checked = `${posts} posts and ${docs} docs`;
    if (problems.length === 0) {
      console.log(`Content OK: ${checked} checked.`);
      return;
    }
    problems.forEach((problem) => console.error(formatProblem(problem)));
    const files = new Set(problems.map((problem) => problem.file)).size;
    console.error(`\n${problems.length} problem(s) in ${files} file(s); ${checked} checked.`);
    process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
