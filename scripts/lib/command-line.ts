/**
 * How every command reads its arguments: node:util's parseArgs, strict, with `--help`. A
 * wrong command line stops the command with what was wrong and its usage, so a typo never
 * silently changes what it does.
 */
import {parseArgs, type ParseArgsConfig} from 'node:util';

/** An option that takes a value (`--runs 3` or `--runs=3`). */
export const VALUE = {type: 'string'} as const;
/** An option without a value (`--quick`). */
export const FLAG = {type: 'boolean'} as const;

export type ParsedCommandLine<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/** A command line the command cannot run with; the message says why. */
export class UsageError extends Error {}

function optionNames(config: ParseArgsConfig): string {
  return Object.keys(config.options ?? {})
    .map((name) => `--${name}`)
    .join(', ');
}

/** The arguments as `config` reads them, or 'help' when `--help` or `-h` comes before any `--`. */
export function parseCommandLine<T extends ParseArgsConfig>(
  args: string[],
  config: T,
): ParsedCommandLine<T> | 'help' {
  const optionsEnd = args.indexOf('--');
  const options = optionsEnd === -1 ? args : args.slice(0, optionsEnd);
  if (options.includes('--help') || options.includes('-h')) return 'help';
  try {
    // Strict is parseArgs's default; the config only gains the arguments to read.
    return parseArgs({...config, args}) as ParsedCommandLine<T>;
  } catch (error) {
    const {code, message} = error as NodeJS.ErrnoException;
    if (!code?.startsWith('ERR_PARSE_ARGS_')) throw error;
    const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
    if (unknown) {
      const known = optionNames(config);
      throw new UsageError(
        `Unknown option ${unknown}. ${known ? `Options: ${known}, --help.` : 'It takes none but --help.'}`,
      );
    }
    throw new UsageError(message);
  }
}

/**
 * The command's arguments from process.argv. `--help` prints `usage` and exits 0; a wrong
 * command line prints what was wrong and `usage`, and exits 1.
 */
export function commandLine<T extends ParseArgsConfig>(
  usage: string,
  config: T,
): ParsedCommandLine<T> {
  try {
    const parsed = parseCommandLine(process.argv.slice(2), config);
    if (parsed !== 'help') return parsed;
    console.log(usage);
    process.exit(0);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exit(1);
  }
}
