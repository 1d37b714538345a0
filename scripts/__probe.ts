import {readFileSync} from 'node:fs';
import {parseContentFile} from './content/site';
const text = readFileSync('docs/glossary.mdx', 'utf8');
for (let i = 0; i < 5; i++) {
  const t = Date.now();
  parseContentFile('doc', 'x', text);
  console.log(Date.now() - t);
}
