import {describe, expect, it} from 'vitest';
import {parseCommandLine, UsageError} from './command-line';

const config = {
  options: {runs: {type: 'string'}, routes: {type: 'string'}, quick: {type: 'boolean'}},
} as const;

describe('parseCommandLine', () => {
  it('reads values in both spellings and boolean flags', () => {
    const parsed = parseCommandLine(['--runs', '3', '--routes=/,/news', '--quick'], config);
    expect(parsed).not.toBe('help');
    expect(parsed !== 'help' && parsed.values).toEqual({runs: '3', routes: '/,/news', quick: true});
  });

  it('answers --help and -h before any --, whatever else is there', () => {
    expect(parseCommandLine(['--rusn', '--help'], config)).toBe('help');
    expect(parseCommandLine(['-h'], {})).toBe('help');
    const positional = {allowPositionals: true} as const;
    const parsed = parseCommandLine(['--', '--help'], positional);
    expect(parsed !== 'help' && parsed.positionals).toEqual(['--help']);
  });

  it('names an unknown option and the ones the command takes', () => {
    expect(() => parseCommandLine(['--rusn', '3'], config)).toThrow(
      new UsageError('Unknown option --rusn. Options: --runs, --routes, --quick, --help.'),
    );
    expect(() => parseCommandLine(['--port', '80'], {})).toThrow(
      new UsageError('Unknown option --port. It takes none but --help.'),
    );
  });

  it('refuses a missing value and unexpected arguments', () => {
    expect(() => parseCommandLine(['--runs'], config)).toThrow(UsageError);
    expect(() => parseCommandLine(['build'], config)).toThrow(/Unexpected argument 'build'/);
  });
});
