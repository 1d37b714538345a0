/**
 * Runs a command and measures its wall time, its CPU time (robust when other
 * work shares the machine; sampled, so up to 100 ms short) and the peak memory of its whole
 * process tree (resident set size summed over the command and its children,
 * sampled from /proc every 100 ms; Linux only, elsewhere memory is unknown).
 */
import {spawn} from 'node:child_process';
import {readdir, readFile} from 'node:fs/promises';

export interface Measured {
  ms: number;
  /** CPU time (user + system) of the command's own process, all its threads, in ms. */
  cpuMs?: number;
  /** The part of cpuMs spent in the kernel (system time). */
  systemMs?: number;
  /** Peak RSS of the process tree in bytes, or undefined without /proc. */
  peakBytes?: number;
  code: number | null;
}

/** User and system CPU time of one process (all threads) in ms, from /proc. */
async function cpuTime(pid: number): Promise<{userMs: number; systemMs: number} | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 1/100 s on Linux.
    return {userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10};
  } catch {
    return undefined;
  }
}

async function treeRss(root: number): Promise<number | undefined> {
  let entries: string[];
  try {
    entries = (await readdir('/proc')).filter((e) => /^\d+$/.test(e));
  } catch {
    return undefined;
  }
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  await Promise.all(
    entries.map(async (pid) => {
      try {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command name (which may hold spaces) start at the last ')'.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parent.set(Number(pid), Number(fields[1]));
        rss.set(Number(pid), Number(fields[21]) * 4096);
      } catch {
        // The process ended while we looked.
      }
    }),
  );
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p: number | undefined = pid; p; p = parent.get(p)) {
      if (p === root) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

/**
 * Samples the resident memory of a process and its children every 100 ms
 * until the returned function is called, which gives the peak in bytes
 * (undefined without /proc).
 */
export function watchPeakRss(pid: number): () => number | undefined {
  let peak: number | undefined;
  const timer = setInterval(() => {
    void treeRss(pid).then((bytes) => {
      if (bytes !== undefined) peak = Math.max(peak ?? 0, bytes);
    });
  }, 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export async function measure(
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; log?: (line: string) => void},
): Promise<Measured> {
  const start = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const peakRss = child.pid ? watchPeakRss(child.pid) : () => undefined;
  let cpu: {userMs: number; systemMs: number} | undefined;
  const timer = setInterval(() => {
    if (!child.pid) return;
    void cpuTime(child.pid).then((sample) => {
      // Keep the latest sample: CPU time only grows, and reads may settle out of order.
      if (sample && (!cpu || sample.userMs + sample.systemMs >= cpu.userMs + cpu.systemMs)) {
        cpu = sample;
      }
    });
  }, 100);
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output.push(chunk);
      options.log?.(chunk);
    });
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  clearInterval(timer);
  const peak = peakRss();
  const ms = performance.now() - start;
  if (code !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${code}:\n${output.join('').slice(-4000)}`,
    );
  }
  return {
    ms,
    ...(cpu && {cpuMs: cpu.userMs + cpu.systemMs, systemMs: cpu.systemMs}),
    peakBytes: peak,
    code,
  };
}
