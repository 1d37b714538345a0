import {describe, expect, it} from 'vitest';
import {mixScript, parseWrkOutput} from './wrk';

describe('wrk load script', () => {
  it('cycles through the paths it is given and asks for compressed answers', () => {
    const script = mixScript(['/', '/assets/js/main.js', '/glossary']);
    expect(script).toContain('  "/assets/js/main.js",');
    expect(script).toContain('["Accept-Encoding"] = "br, gzip"');
  });

  it('refuses a path that would break out of its Lua string', () => {
    expect(() => mixScript(['/a"b'])).toThrow('/a"b');
    expect(() => mixScript(['/with space'])).toThrow('cannot be given as it is');
  });

  it('reads the figures from the line the script prints, in milliseconds', () => {
    const stdout =
      'Running 10s test @ http://127.0.0.1:4199/\n' +
      '{"requests":380000,"durationUs":10000000,"p50Us":3530,"p99Us":11690,"errors":2,"failed":5}\n';
    expect(parseWrkOutput(stdout)).toEqual({
      requests: 380000,
      requestsPerSecond: 38000,
      p50Ms: 3.53,
      p99Ms: 11.69,
      errors: 2,
      failed: 5,
    });
  });

  it('says so when wrk printed no figures', () => {
    expect(() => parseWrkOutput('unable to connect')).toThrow('wrk printed no figures');
  });
});
