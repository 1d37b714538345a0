import {loadSite} from './content/site';
import {checkSpelling} from './content/spelling';
const t0 = Date.now();
loadSite('.').then(async (site) => {
  const t1 = Date.now();
  const problems = await checkSpelling('.', site.files);
  console.log('load', t1 - t0, 'spell', Date.now() - t1, problems.length);
  const counts = new Map<string, string[]>();
  for (const p of problems) { const w = p.message.replace(/^unknown word "(.*)"$/, '$1'); counts.set(w, [...(counts.get(w) ?? []), `${p.file.replace(/^.*\//,'').slice(0,30)}:${p.line} ${p.fix.match(/did you mean "([^"]*)"/)?.[1] ?? ''}`]); }
  for (const [w, where] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(w, where.length, where[0]);
});
