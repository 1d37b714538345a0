import {connect} from 'node:net';

/**
 * HTTP/1.1 over a plain socket, byte for byte: browsers and HTTP clients
 * normalise paths, encode URLs and refuse malformed headers, so they cannot
 * send the bad input the servers must refuse.
 */

export interface RawResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `head` (and `body`) as they are and reads the answer until the server closes. */
export function sendRaw(baseURL: string, head: string, body = ''): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer to ${head.split('\r\n')[0]}`)),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server may close while a long request is still being written; its answer came first.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      const headEnd = data.indexOf('\r\n\r\n');
      if (headEnd === -1) {
        reject(new Error(`no HTTP answer to ${head.split('\r\n')[0].slice(0, 80)}`));
        return;
      }
      const [statusLine = '', ...lines] = data
        .subarray(0, headEnd)
        .toString('latin1')
        .split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]),
        headers,
        body: data.subarray(headEnd + 4),
      });
    });
    socket.write(head + body);
  });
}

/** A request with the given request line target and header lines, closing the connection after it. */
export function rawRequest(
  baseURL: string,
  method: string,
  target: string,
  headerLines: string[] = [`Host: ${new URL(baseURL).host}`],
): Promise<RawResponse> {
  const head = [`${method} ${target} HTTP/1.1`, ...headerLines, 'Connection: close', '', ''];
  return sendRaw(baseURL, head.join('\r\n'));
}
