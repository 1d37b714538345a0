/**
 * Serves a build with Debian's nginx and the server block the build
 * generated (`build/nginx.conf`), changed only in its `root` and `listen`
 * lines (127.0.0.1 and a chosen port), inside an http block like Debian's
 * default one. The end-to-end tests and `npm run bench:serve` use it, so the
 * configuration dev-docs/hosting.md tells site owners to deploy is the one tested.
 *
 *   PORT=4177 npx tsx scripts/nginx.ts          # serves build/ until stopped
 *   BUILD_DIR=build-services PORT=4177 npx tsx scripts/nginx.ts
 *   NGINX_USER='www-data www-data' PORT=4177 npx tsx scripts/nginx.ts  # root only: the workers' user and group
 *
 * `ensureNginx()` (run by scripts/e2e-setup.ts) installs Debian's package
 * when nginx is missing, as the setup does for Chromium.
 *
 * nginx started by root runs its workers as `nobody`, who cannot read a
 * build under a private folder (root's home is mode 700), and answers every
 * request with an error. Here the workers run as the user who starts nginx,
 * and nginx is asked for the home page before it counts as started: if it
 * cannot serve it, it is stopped with nginx's own account of why.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {NGINX_FILE} from '../src/hosting/serving-rules';
import {buildReadProblem} from './lib/build-access';
import {installDebianPackage} from './lib/debian-packages';
import {commandLine} from './lib/command-line';

const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** Path of the nginx binary: NGINX_PATH, else Debian's. */
export function nginxPath(): string | undefined {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`NGINX_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return NGINX_BINARIES.find((file) => existsSync(file));
}

export function ensureNginx(): void {
  if (nginxPath() || (installDebianPackage('nginx') && nginxPath())) {
    console.log(`nginx: ${nginxPath()}`);
    return;
  }
  throw new Error(
    'The end-to-end tests serve the build with nginx too, and none was found. ' +
      'Install it (Debian: apt-get install nginx) or set NGINX_PATH to its binary.',
  );
}

/** The generated server block with only its listen address and root replaced. */
export function adjustServerBlock(conf: string, root: string, port: number): string {
  const replace = (text: string, line: RegExp, replacement: string) => {
    if ((text.match(line) ?? []).length !== 1) {
      throw new Error(
        `${NGINX_FILE}: expected one line matching ${line}; was the generator changed?`,
      );
    }
    return text.replace(line, replacement);
  };
  const listening = replace(conf, /^ {4}listen 80;$/gm, `    listen 127.0.0.1:${port};`);
  return replace(listening, /^ {4}root \/var\/www\/site;$/gm, `    root ${root};`);
}

/** The group with this id, from /etc/group; undefined where there is no such file or entry. */
function groupName(gid: number): string | undefined {
  const groups = existsSync('/etc/group') ? readFileSync('/etc/group', 'utf8') : '';
  return groups
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[2] === String(gid))?.[0];
}

/**
 * nginx's `user` line: the user (and group) its workers run as. Only a master
 * started by root can choose; any other runs its workers as itself.
 */
export function userDirective(user?: string): string {
  if (user) return `user ${user};`;
  if (process.getuid?.() !== 0) return '';
  const group = groupName(process.getgid!());
  return `user ${userInfo().username}${group ? ` ${group}` : ''};`;
}

/** nginx's main configuration: the directives of Debian's default http block, then the site. */
export function mainConfig(dir: string, siteConf: string, user = ''): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`,
  );
  return `# Written by scripts/nginx.ts.
daemon off;
${user ? `${user}\n` : ''}worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr error;
events {
    worker_connections 768;
}
http {
    sendfile on;
    tcp_nopush on;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    gzip on;
${temp.join('\n')}
    include ${siteConf};
}
`;
}

export interface NginxOptions {
  /** The build folder, holding the nginx.conf the build generated. */
  root: string;
  port: number;
  /**
   * The user nginx's workers run as when root starts it; by default root's
   * own name, so that they read whatever the caller can.
   */
  user?: string;
}

/** How long nginx may take to answer its first request. */
const START_TIMEOUT_MS = 10_000;

/**
 * Resolves once nginx answers the home page with 200. Rejects as soon as it
 * exits or answers anything else, with nginx's last error lines, which say
 * why (for example `stat() "…/index.html" failed (13: Permission denied)`).
 */
async function untilServing(
  child: ChildProcess,
  port: number,
  errors: string[],
  workers: string,
): Promise<void> {
  const said = () => (errors.length ? ` nginx said:\n${errors.join('\n')}` : '');
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx stopped (exit code ${code}).${said()}`))),
  );
  const answered = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (child.exitCode === null) {
      const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
      if (response?.ok) return;
      if (response) {
        // nginx writes its error line just after the answer.
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error(
          `nginx cannot serve the build: the home page answered ${response.status}.${said()}\n` +
            `Its worker processes run as ${workers}; ` +
            'make the build, and every folder above it, readable by that user.',
        );
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port}.${said()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([exited, answered]);
}

/**
 * Starts nginx in the foreground, with its files in a temporary folder named
 * after the port, and resolves once it serves the build's home page.
 */
export async function spawnNginx({root, port, user}: NginxOptions): Promise<ChildProcess> {
  const binary = nginxPath();
  if (!binary) throw new Error('nginx is not installed: run `npx tsx scripts/e2e-setup.ts`.');
  const unreadable = await buildReadProblem(root);
  if (unreadable) throw new Error(unreadable);
  const generated = await readFile(path.join(root, NGINX_FILE), 'utf8').catch(() => {
    throw new Error(`No ${path.join(root, NGINX_FILE)}: build the site first.`);
  });
  // One folder per port, emptied on each start and removed when nginx exits; a run stopped with
  // SIGKILL (as Playwright stops its servers) leaves it for the next start on that port.
  const dir = path.join(tmpdir(), `site-nginx-${port}`);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir);
  const siteConf = path.join(dir, 'site.conf');
  await writeFile(siteConf, adjustServerBlock(generated, root, port));
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir, siteConf, userDirective(user)));
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  child.on('exit', () => void rm(dir, {recursive: true, force: true}));
  // Passed on as it comes; the last lines are kept to say why nginx failed to start.
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    errors.push(...chunk.toString().trim().split('\n'));
    errors.splice(0, errors.length - 10);
  });
  try {
    await untilServing(child, port, errors, user ?? userInfo().username);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  commandLine(
    "Usage: [PORT=3000] [BUILD_DIR=build] [NGINX_USER='user group'] npx tsx scripts/nginx.ts",
    {},
  );
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  const port = Number(process.env.PORT ?? 3000);
  spawnNginx({root, port, user: process.env.NGINX_USER}).then(
    (child) => {
      console.log(`nginx serving ${root} at http://127.0.0.1:${port}/`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => child.kill(signal));
      }
      child.on('exit', (code) => process.exit(code ?? 0));
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
