/**
 * Serves a build with Debian's nginx and the server block the build
 * generated (`build/nginx.conf`), changed only in its `root` and `listen`
 * lines (127.0.0.1 and a chosen port), inside an http block like Debian's
 * default one. The end-to-end tests and `npm run bench:serve` use it, so the
 * configuration the README tells site owners to deploy is the one tested.
 *
 *   PORT=4177 npx tsx scripts/nginx.ts          # serves build/ until stopped
 *   BUILD_DIR=build-services PORT=4177 npx tsx scripts/nginx.ts
 *
 * `ensureNginx()` (run by scripts/e2e-setup.ts) installs Debian's package
 * when nginx is missing, as the setup does for Chromium.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {NGINX_FILE} from '../src/plugins/security-headers/serving-rules';
import {installDebianPackage} from './debian-packages';

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

/** nginx's main configuration: the directives of Debian's default http block, then the site. */
function mainConfig(dir: string, siteConf: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`,
  );
  return `# Written by scripts/nginx.ts.
daemon off;
worker_processes auto;
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
}

/** Starts nginx in the foreground, with its files in a temporary folder named after the port. */
export async function spawnNginx({root, port}: NginxOptions): Promise<ChildProcess> {
  const binary = nginxPath();
  if (!binary) throw new Error('nginx is not installed: run `npx tsx scripts/e2e-setup.ts`.');
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
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir, siteConf));
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', () => void rm(dir, {recursive: true, force: true}));
  return child;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  const port = Number(process.env.PORT ?? 3000);
  spawnNginx({root, port}).then(
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
