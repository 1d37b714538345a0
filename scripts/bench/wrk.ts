/**
 * Load from wrk (Debian's package), a load generator written in C. A
 * generator in Node measured itself: with autocannon, nginx's p99 at 200
 * connections read 108–297 ms on this 2-core machine, while wrk, on one
 * thread against the same nginx and the same request mix, read 12 ms at
 * 38,000 requests per second. The generator must be cheaper than the server.
 */
import {execFile} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {installDebianPackage} from '../lib/debian-packages';

const WRK = '/usr/bin/wrk';

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection, read and write errors and timeouts. */
  errors: number;
  /** Answers other than 2xx and 3xx. */
  failed: number;
}

export function ensureWrk(): string {
  if (existsSync(WRK) || (installDebianPackage('wrk') && existsSync(WRK))) return WRK;
  throw new Error(
    'bench:serve loads the servers with wrk, and none was found. ' +
      'Install it (Debian: apt-get install wrk).',
  );
}

/**
 * The Lua script wrk runs: each connection takes the next path of the mix in
 * turn, and `done` prints the figures as one JSON line (latency in µs).
 */
export function mixScript(paths: readonly string[]): string {
  for (const requestPath of paths) {
    if (!/^\/[\x21-\x7e]*$/.test(requestPath) || /["\\]/.test(requestPath)) {
      throw new Error(`The request mix holds a path wrk cannot be given as it is: ${requestPath}`);
    }
  }
  return `local paths = {
${paths.map((requestPath) => `  "${requestPath}",`).join('\n')}
}
local next_index = 0
request = function()
  next_index = next_index % #paths + 1
  return wrk.format("GET", paths[next_index], {["Accept-Encoding"] = "br, gzip"})
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"failed":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;
}

/** The figures from wrk's output: the JSON line the script's `done` wrote. */
export function parseWrkOutput(stdout: string): LoadResult {
  const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  const raw = JSON.parse(line) as Record<
    'requests' | 'durationUs' | 'p50Us' | 'p99Us' | 'errors' | 'failed',
    number
  >;
  return {
    requests: raw.requests,
    requestsPerSecond: raw.requests / (raw.durationUs / 1e6),
    p50Ms: raw.p50Us / 1000,
    p99Ms: raw.p99Us / 1000,
    errors: raw.errors,
    failed: raw.failed,
  };
}

/** Loads `origin` with the mix over `connections` connections, on one thread (one core). */
export async function runWrk(
  origin: string,
  paths: readonly string[],
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-serve-'));
  try {
    const script = path.join(dir, 'mix.lua');
    await writeFile(script, mixScript(paths));
    const {stdout} = await promisify(execFile)(
      ensureWrk(),
      ['-t1', `-c${connections}`, `-d${durationSeconds}s`, '--timeout', '5s', '-s', script, origin],
      {maxBuffer: 1 << 20},
    );
    return parseWrkOutput(stdout);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
