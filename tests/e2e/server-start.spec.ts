import {spawn, type ChildProcess} from 'node:child_process';
import {chmod, mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {nginxServerBlock} from '../../src/hosting/host-config';
import {NGINX_FILE} from '../../src/hosting/serving-rules';

/**
 * nginx as the tests start it (scripts/nginx.ts) serving a build in a private
 * folder (mode 700, as root's home is), and stopping at once, with the cause,
 * when its workers cannot read the build. Part of the `nginx` project.
 */

const isRoot = process.getuid?.() === 0;

let privateFolder: string;
let build: string;
let nginx: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts scripts/nginx.ts on the build; resolves with what it printed once it serves or exits. */
function startNginx(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/nginx.ts'], {
    env: {...process.env, PORT: String(port), BUILD_DIR: build, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const settled = new Promise<{exitCode: number | null; output: string}>((resolve) => {
    child.once('exit', (exitCode) => resolve({exitCode, output}));
    child.stdout.on('data', () => {
      if (output.includes('nginx serving')) resolve({exitCode: null, output});
    });
  });
  return {child, settled};
}

test.beforeEach(async () => {
  privateFolder = await mkdtemp(path.join(tmpdir(), 'private-'));
  await chmod(privateFolder, 0o700);
  build = path.join(privateFolder, 'build');
  await mkdir(build);
  await writeFile(path.join(build, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(build, '404.html'), '<!doctype html><title>Page Not Found</title>');
  await writeFile(path.join(build, NGINX_FILE), nginxServerBlock([]));
});

test.afterEach(async () => {
  nginx?.kill('SIGTERM');
  nginx = undefined;
  await rm(privateFolder, {recursive: true, force: true});
});

test('serves a build in a private folder: its workers run as the user who starts it', async () => {
  const port = await freePort();
  const {child, settled} = startNginx(port);
  nginx = child;
  expect((await settled).exitCode).toBeNull();
  const response = await fetch(`http://127.0.0.1:${port}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<title>Home</title>');
});

test('stops at once, naming the cause, when its workers cannot read the build', async () => {
  const started = Date.now();
  // Root's workers run as nobody here (nginx's own default), who cannot enter the folder; anyone else's cannot read the page.
  if (!isRoot) await chmod(path.join(build, 'index.html'), 0o000);
  const {child, settled} = startNginx(
    await freePort(),
    isRoot ? {NGINX_USER: 'nobody nogroup'} : {},
  );
  nginx = child;
  const {exitCode, output} = await settled;
  expect(exitCode).toBe(1);
  expect(output).toMatch(
    isRoot
      ? /the home page answered \d+\. nginx said:[\s\S]*Permission denied[\s\S]*run as nobody/
      : /index\.html is not readable by .* \(EACCES, permission denied\)/,
  );
  // On nginx's first answer or its own refusal, not at the end of a wait: the test runner gives a
  // server 30 s, which starting Node alone may take much of on a busy machine.
  expect(output).not.toMatch(/did not answer/);
  expect(Date.now() - started).toBeLessThan(30_000);
});
