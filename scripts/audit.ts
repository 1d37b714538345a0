/**
 * `npm audit --omit=dev`, judged: exits 1 when a package that reaches the
 * built site has a high or critical advisory, names each one, and says how to
 * proceed. A registry without the audit endpoint (some mirrors answer 405) is
 * reported as "no result", never as a clean tree.
 *
 *   npm run audit
 */
import {spawnSync} from 'node:child_process';
import {auditVerdict} from './audit/report';
import {commandLine} from './lib/command-line';

commandLine('Usage: npm run audit', {});

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8'});
const verdict = auditVerdict(run.stdout);

switch (verdict.kind) {
  case 'clean':
    console.log(
      `npm audit --omit=dev: no high or critical advisory (${JSON.stringify(verdict.counts)})`,
    );
    break;
  case 'blocked':
    console.error(
      `npm audit --omit=dev: high or critical advisories in ${verdict.packages.join(', ')}.\n` +
        'Fix: run `npm audit fix --omit=dev` or raise the package in package.json "overrides", ' +
        'then `npm ci` and `npm test`.',
    );
    process.exitCode = 1;
    break;
  case 'unavailable':
    console.warn(
      `npm audit --omit=dev: no result, the registry did not answer the audit request (${verdict.reason}). ` +
        'Run `npm run audit` against the public npm registry to check.',
    );
    break;
}
