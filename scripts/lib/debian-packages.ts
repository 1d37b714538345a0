/**
 * Installs a Debian package for the test setup, when it can: as root on
 * Debian, with apt. Used for Chromium (scripts/lib/browser.ts) and nginx
 * (scripts/nginx.ts), which the end-to-end tests run from the system.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {stdio: 'inherit'});
}

/** Installs `name` with apt-get; false when this is not a Debian machine or not root. */
export function installDebianPackage(name: string): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return false;
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', name]);
  return true;
}
