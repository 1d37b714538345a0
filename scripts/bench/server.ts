/**
 * Serving a build for the benchmarks: the repo's compressing static server
 * (what production sees), nginx with the build's generated nginx.conf, or
 * `docusaurus serve` (no compression), for comparison with the stock
 * template's figures.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';
import path from 'node:path';
import {listFiles, routeOfFile} from '../lib/build-files';
import {spawnNginx} from '../nginx';
import {serve} from '../serve';

export type ServerKind = 'static' | 'nginx' | 'docusaurus';

export interface RunningServer {
  kind: ServerKind;
  origin: string;
  /** The server's own process, when it has one (its memory is the server's). */
  pid?: number;
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * Runs scripts/serve.ts in a process of its own, with the build's security
   * headers as nginx sends them, instead of inside the benchmark's process:
   * for load tests, whose client would otherwise share its event loop.
   */
  ownProcess?: boolean;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/**
 * Starts a server for `buildDir`. `siteDir` is the Docusaurus project that
 * built it (`docusaurus serve` needs its config).
 */
export async function startServer(
  kind: ServerKind,
  buildDir: string,
  siteDir: string,
  {ownProcess = false}: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  if (kind === 'static' && !ownProcess) {
    const server = await serve({root: buildDir, port});
    return {
      kind,
      origin,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  if (kind !== 'docusaurus') {
    const child =
      kind === 'nginx'
        ? await spawnNginx({root: buildDir, port})
        : spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../serve.ts')], {
            stdio: ['ignore', 'ignore', 'inherit'],
            env: {...process.env, PORT: String(port), BUILD_DIR: buildDir, SECURITY_HEADERS: '1'},
          });
    await waitFor(`${origin}/`, 30_000);
    return {kind, origin, pid: child.pid, close: () => stopChild(child)};
  }
  const child = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: siteDir,
      detached: true,
      stdio: 'ignore',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none'},
    },
  );
  await waitFor(`${origin}/`, 60_000);
  return {
    kind,
    origin,
    close: async () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Requests every asset once, so the static server has its brotli output cached
 * before anything is measured; compressing at quality 11 on the first request
 * would otherwise count as server time in the first run.
 */
export async function warmUp(server: RunningServer, buildDir: string): Promise<void> {
  if (server.kind !== 'static') return;
  const files = (await listFiles(buildDir)).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
  const headers = {'accept-encoding': 'br, gzip'};
  for (let i = 0; i < files.length; i += 8) {
    await Promise.all(
      files.slice(i, i + 8).map(async (file) => {
        const urlPath =
          routeOfFile(file) ?? `/${file.split(path.sep).map(encodeURIComponent).join('/')}`;
        const response = await fetch(`${server.origin}${urlPath}`, {headers, redirect: 'manual'});
        await response.arrayBuffer();
      }),
    );
  }
}
