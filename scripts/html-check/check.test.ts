import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {errorsByRoute} from './check';

const buildDir = path.resolve('/tmp/site-build');
const message = (file: string, text: string, type = 'error') => ({
  type,
  url: pathToFileURL(path.join(buildDir, file)).href,
  lastLine: 7,
  message: text,
});

describe('errorsByRoute', () => {
  it('groups errors by the clean route of their page', () => {
    const report = JSON.stringify({
      messages: [
        message('index.html', 'Stray end tag “div”.'),
        message('news/archive.html', 'Duplicate ID “x”.'),
        message('news/archive.html', 'Bad value “” for attribute “href”.'),
        message('glossary.html', 'Consider adding a “lang” attribute.', 'info'),
      ],
    });
    const byRoute = errorsByRoute(report, buildDir);
    expect([...byRoute.keys()]).toEqual(['/', '/news/archive']);
    expect(byRoute.get('/news/archive')!.map((error) => error.message)).toEqual([
      'Duplicate ID “x”.',
      'Bad value “” for attribute “href”.',
    ]);
  });

  it('leaves out only the checker gaps it names', () => {
    const gap =
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
    const report = JSON.stringify({
      messages: [message('index.html', gap), message('index.html', `${gap} And more.`)],
    });
    expect(errorsByRoute(report, buildDir).get('/')).toHaveLength(1);
  });
});
