/**
 * The Nu HTML checker (the `vnu-jar` npm package, which ships the checker's
 * jar) over every page of a build, errors only. Java comes from the system:
 * `ensureJava()` (run by scripts/e2e-setup.ts) installs Debian's
 * default-jre-headless where it is missing. The command is scripts/html-check.ts.
 */
import {execFile} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {routeOfFile} from '../lib/build-files';
import {installDebianPackage} from '../lib/debian-packages';

const JAVA = '/usr/bin/java';
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Errors the checker gives for HTML the standard allows, each with the reason.
 * `<link rel=expect blocking=render>` (src/plugins/performance/ssrTemplate.ts)
 * is in the WHATWG HTML standard (the "expect" link type), which the checker
 * does not know yet: it allows `blocking` on stylesheets only.
 */
const CHECKER_GAPS: readonly RegExp[] = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

export interface HtmlError {
  line?: number;
  message: string;
  extract?: string;
}

export function ensureJava(): string {
  const fromEnv = process.env.JAVA_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync(JAVA) || (installDebianPackage('default-jre-headless') && existsSync(JAVA))) {
    return JAVA;
  }
  throw new Error(
    'The HTML check runs the Nu HTML checker, which needs Java, and none was found. ' +
      'Install it (Debian: apt-get install default-jre-headless) or set JAVA_PATH to its binary.',
  );
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's JSON report as errors by route (`/news/archive`), known checker gaps left out. */
export function errorsByRoute(report: string, buildDir: string): Map<string, HtmlError[]> {
  const {messages} = JSON.parse(report) as {messages: VnuMessage[]};
  const byRoute = new Map<string, HtmlError[]>();
  for (const {type, url, lastLine, message, extract} of messages) {
    if (type !== 'error' || CHECKER_GAPS.some((gap) => gap.test(message))) continue;
    const file = path.relative(buildDir, fileURLToPath(url));
    const route = routeOfFile(file) ?? file;
    byRoute.set(route, [...(byRoute.get(route) ?? []), {line: lastLine, message, extract}]);
  }
  return byRoute;
}

/** Checks every HTML file under `buildDir` in one run of the checker. */
export async function checkHtml(buildDir: string): Promise<Map<string, HtmlError[]>> {
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', buildDir];
  // The checker writes its report to stderr and exits 1 when it found errors.
  const report = await promisify(execFile)(ensureJava(), args, {maxBuffer: 64 << 20}).then(
    ({stderr}) => stderr,
    (error: {stderr?: string; message: string}) => {
      if (error.stderr?.startsWith('{')) return error.stderr;
      throw new Error(`The Nu HTML checker failed: ${error.message}`);
    },
  );
  return errorsByRoute(report, buildDir);
}
