/**
 * Checks every news post and docs page before the build does, and says how to fix each
 * problem: front matter, tags, authors, links and anchors, Markdown style and spelling. It also
 * checks the legal dataset (data/jurisdictions) and lists, without failing, the facts due for
 * review: those last verified more than 120 days ago, oldest first, and records whose own date
 * has passed while they still say "not yet in force" or "proposed".
 *
 *   npm run lint:content
 */
import path from 'node:path';
import {checkDataset, passedDates, staleFacts} from './content/data';
import {lintContent} from './content/lint';
import {compareProblems, formatProblem} from './content/problems';
import {commandLine} from './lib/command-line';

commandLine('Usage: npm run lint:content', {});

const root = path.resolve(__dirname, '..');
const today = new Date().toISOString().slice(0, 10);

lintContent(root).then(
  ({problems: contentProblems, posts, docs}) => {
    const {dataset, problems: dataProblems} = checkDataset(root);
    if (dataset) {
      const stale = staleFacts(dataset, today);
      console.log(
        stale.length === 0
          ? 'Every legal fact was verified in the last 120 days.'
          : `Due for review (last verified more than 120 days ago, oldest first):\n` +
              stale
                .map((f) => `  ${f.id} — verified ${f.verified} (${f.days} days ago)`)
                .join('\n'),
      );
      const passed = passedDates(dataset, today);
      if (passed.length > 0) {
        console.log(
          `Dates passed (say whether each now applies, was postponed or was dropped):\n` +
            passed.map((p) => `  ${p.id} — ${p.date}, still ${p.says}`).join('\n'),
        );
      }
    }
    const problems = [...contentProblems, ...dataProblems].sort(compareProblems);
    const checked = `${posts} posts, ${docs} docs and the legal dataset`;
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
