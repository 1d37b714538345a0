/**
 * Whether a server of the build can read it, checked before the server starts,
 * so that it stops at once with the cause instead of answering errors until
 * the test runner's 30 s wait for it runs out.
 */
import {constants} from 'node:fs';
import {access} from 'node:fs/promises';
import {userInfo} from 'node:os';
import path from 'node:path';

/** The files every build has and every server reads first. */
const FIRST_FILES = ['index.html', '404.html'];

/** Who the server runs as, for messages: `root`, or `alice (uid 1000)`. */
export function currentUser(): string {
  const {username, uid} = userInfo();
  return uid === 0 ? username : `${username} (uid ${uid})`;
}

/** What to tell the person starting a server when reading `file` failed with `error`. */
export function readFailure(file: string, error: unknown, user = currentUser()): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return `No build found: ${file} does not exist. Run "npm run build" first.`;
  if (code === 'EACCES' || code === 'EPERM') {
    return (
      `The server cannot read the build: ${file} is not readable by ${user} (${code}, permission denied). ` +
      'Make the build, and every folder above it, readable by that user, or start the server as a user who can read it.'
    );
  }
  return `The server cannot read the build: ${file}: ${(error as Error).message}`;
}

/** Undefined when the current user can read the build in `root`, else what is wrong. */
export async function buildReadProblem(root: string): Promise<string | undefined> {
  for (const name of FIRST_FILES) {
    const file = path.join(root, name);
    try {
      await access(file, constants.R_OK);
    } catch (error) {
      return readFailure(file, error);
    }
  }
  return undefined;
}
