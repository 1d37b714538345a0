/**
 * Checks external links politely: one request at a time per host, a pause
 * between requests to the same host, a few hosts at once, a timeout on each
 * request, and redirects followed by hand so that a permanent move (the
 * link should name the new address) is told apart from a temporary redirect
 * (a language or session hop the link can keep).
 */

export type LinkStatus =
  | {kind: 'live'}
  /** Permanent redirects (301, 308) to a page that answers: the link should name `to`. */
  | {kind: 'moved'; to: string}
  /** Temporary redirects to a page that answers. */
  | {kind: 'redirected'; to: string}
  /** The site turned the checker away (401, 403, 429): a person should look. */
  | {kind: 'refused'; status: number}
  | {kind: 'dead'; reason: string};

export interface CheckOptions {
  /** Pause between two requests to the same host. */
  delayMs: number;
  timeoutMs: number;
  /** Hosts checked at the same time. */
  hostsAtOnce: number;
  userAgent: string;
}

const MAX_REDIRECTS = 5;
const PERMANENT = new Set([301, 308]);
const REFUSED = new Set([401, 403, 429]);
// Servers that will not answer HEAD, or answer it wrongly, get a GET.
const HEAD_NOT_SUPPORTED = new Set([403, 404, 405, 501]);

type Answer = {status: number; location?: string} | {error: string};

async function request(
  url: string,
  method: 'HEAD' | 'GET',
  options: CheckOptions,
): Promise<Answer> {
  // A timer of our own rather than AbortSignal.timeout, whose clock tests cannot fake.
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('request timed out', 'TimeoutError')),
    options.timeoutMs,
  );
  try {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {'user-agent': options.userAgent, accept: 'text/html,*/*'},
      signal: timeout.signal,
    });
    // Only the status and headers matter; the body is never read.
    await response.body?.cancel();
    return {status: response.status, location: response.headers.get('location') ?? undefined};
  } catch (error) {
    const cause = (error as {cause?: {code?: string}}).cause?.code;
    const name = (error as Error).name;
    return {
      error:
        name === 'TimeoutError'
          ? `no answer in ${options.timeoutMs / 1000} s`
          : (cause ?? String(error)),
    };
  } finally {
    clearTimeout(timer);
  }
}

async function answerOf(url: string, options: CheckOptions): Promise<Answer> {
  const head = await request(url, 'HEAD', options);
  return 'status' in head && HEAD_NOT_SUPPORTED.has(head.status)
    ? request(url, 'GET', options)
    : head;
}

export async function checkLink(url: string, options: CheckOptions): Promise<LinkStatus> {
  let current = url;
  let permanent = true;
  for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
    const answer = await answerOf(current, options);
    if ('error' in answer) return {kind: 'dead', reason: answer.error};
    const {status, location} = answer;
    if (status >= 300 && status < 400 && location) {
      permanent &&= PERMANENT.has(status);
      current = new URL(location, current).href;
      continue;
    }
    if (status >= 200 && status < 300) {
      if (current === url) return {kind: 'live'};
      return permanent ? {kind: 'moved', to: current} : {kind: 'redirected', to: current};
    }
    if (REFUSED.has(status)) return {kind: 'refused', status};
    return {kind: 'dead', reason: `HTTP ${status}${current === url ? '' : ` at ${current}`}`};
  }
  return {kind: 'dead', reason: `more than ${MAX_REDIRECTS} redirects`};
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks every URL, each host's in turn with a pause between them. */
export async function checkLinks(
  urls: readonly string[],
  options: CheckOptions,
  onChecked?: (url: string, status: LinkStatus) => void,
): Promise<Map<string, LinkStatus>> {
  const byHost = new Map<string, string[]>();
  for (const url of new Set(urls)) {
    const {host} = new URL(url);
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const results = new Map<string, LinkStatus>();
  const queue = [...byHost.values()];
  const worker = async () => {
    for (let hostUrls = queue.shift(); hostUrls; hostUrls = queue.shift()) {
      for (const [i, url] of hostUrls.entries()) {
        if (i > 0) await pause(options.delayMs);
        let status = await checkLink(url, options);
        // One more try before calling a link dead: servers have bad seconds too.
        if (status.kind === 'dead') {
          await pause(options.delayMs);
          status = await checkLink(url, options);
        }
        results.set(url, status);
        onChecked?.(url, status);
      }
    }
  };
  await Promise.all(Array.from({length: options.hostsAtOnce}, worker));
  return results;
}

/**
 * Whether the internet can be reached: true as soon as any of up to three of
 * the hosts answers anything at all over HTTP. Cheap: without a network the
 * name lookups fail at once.
 */
export async function canReach(urls: readonly string[], options: CheckOptions): Promise<boolean> {
  const origins = [...new Set(urls.map((url) => new URL(url).origin))].slice(0, 3);
  const answers = await Promise.all(
    origins.map((origin) => request(`${origin}/`, 'HEAD', options)),
  );
  return answers.some((answer) => 'status' in answer);
}
