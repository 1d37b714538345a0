import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {writeGeneratedPages} from '../../src/plugins/legal-data/pages';
import {checkDataset} from './data';
import {checkDoc, checkPost, checkTagsFile} from './page-rules';
import {checkHydrationMarkers, ComponentReader} from './hydration';
import {buildRouteTable, checkLinks} from './links';
import {checkMarkdown} from './markdownlint';
import {compareProblems, type Problem} from './problems';
import {TAGS_FILE} from './layout';
import {loadSite, type ContentFile, type Site} from './site';
import {checkSpelling} from './spelling';

export interface LintResult {
  problems: Problem[];
  posts: number;
  docs: number;
}

function fileProblems(file: ContentFile): Problem[] {
  const problems: Problem[] = [];
  if (file.frontMatter.error) {
    problems.push({
      file: file.path,
      line: file.frontMatter.error.line,
      rule: 'syntax',
      message: `front matter is not valid YAML: ${file.frontMatter.error.message}`,
      fix: 'write one `key: value` per line; quote values that contain ": " or start with a symbol',
    });
  }
  if (file.syntaxError) {
    problems.push({
      file: file.path,
      line: file.syntaxError.line,
      rule: 'syntax',
      message: `the build cannot parse this MDX: ${file.syntaxError.message}`,
      fix: 'write < and { in prose as "fewer than" or &lt; and avoid braces; close every JSX tag',
    });
  }
  return problems;
}

/** Runs every check on a loaded site. Tests pass fixture sites here directly. */
export async function lintSite(site: Site): Promise<LintResult> {
  const routes = await buildRouteTable(site);
  const slugOwners = new Map<string, string>();
  const components = new ComponentReader(site.root);
  const problems: Problem[] = [];
  for (const file of site.files) {
    problems.push(...fileProblems(file));
    problems.push(...checkHydrationMarkers(file, site.root, components));
    // Front matter that is not valid YAML is reported once, not as a missing title, tags, ….
    if (file.kind === 'post' && !file.frontMatter.error) {
      problems.push(...checkPost(file, site, slugOwners));
    } else if (file.kind === 'doc' && !file.frontMatter.error) {
      problems.push(...checkDoc(file));
    }
    problems.push(...checkLinks(file, routes));
  }
  const tagsFileText = await readFile(path.join(site.root, TAGS_FILE), 'utf8');
  problems.push(...checkTagsFile(site, tagsFileText));
  problems.push(...(await checkMarkdown(site.files)));
  problems.push(...(await checkSpelling(site.root, site.files)));
  return {
    problems: problems.sort(compareProblems),
    posts: site.files.filter((file) => file.kind === 'post').length,
    docs: site.files.filter((file) => file.kind === 'doc').length,
  };
}

/**
 * Lints the posts in `<root>/news` and the docs in `<root>/docs`, with the pages the build
 * generates from the legal dataset written first as the build writes them, so links to them
 * resolve and they are checked too, on a clean checkout as well. A dataset with problems
 * writes none; lint:content reports its problems.
 */
export async function lintContent(root: string): Promise<LintResult> {
  const {dataset} = checkDataset(root);
  if (dataset) writeGeneratedPages(root, dataset);
  return lintSite(await loadSite(root));
}
