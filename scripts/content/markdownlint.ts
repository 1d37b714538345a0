import type {Configuration, LintError} from 'markdownlint';
import {lint} from 'markdownlint/promise';
import type {Problem} from './problems';
import type {ContentFile} from './site';

/** markdownlint's defaults, minus the rules that misread MDX or fight how this content is written. */
export const MARKDOWNLINT_CONFIG: Configuration = {
  default: true,
  // Prose is written one paragraph per line.
  MD013: false,
  // MDX components (<AtAGlance />, <BrandName />) are part of the content.
  MD033: false,
  // The page title comes from front matter; MD025 still rejects a second, in-body h1.
  MD041: false,
  // "Sources" or "Checklist" may repeat under different parents.
  MD024: {siblings_only: true},
  // An admonition (`:::note`) may open straight onto a list; markdown-it does not know directives.
  MD032: false,
  // Italic formula lines and datelines are not headings.
  MD036: false,
  // Alt text and anchors are checked with Docusaurus's rules by front-matter.ts and links.ts.
  MD045: false,
  MD051: false,
};

/** What to do about the rules editors meet most; others point to the rule's documentation. */
const FIXES: Record<string, string> = {
  MD001: 'step down one level at a time: ## for sections, ### inside them',
  MD003: 'write headings as `## Heading`',
  MD004: 'use `-` for every bullet in the list',
  MD005: 'indent items of the same list by the same amount',
  MD007: 'indent nested bullets by two spaces',
  MD009: 'delete the spaces at the end of the line',
  MD010: 'replace tabs with spaces',
  MD011: 'write links as [text](url), brackets first',
  MD012: 'leave a single blank line',
  MD018: 'put a space after the # of the heading',
  MD019: 'put a single space after the # of the heading',
  MD022: 'leave a blank line before and after the heading',
  MD023: 'start the heading at the beginning of the line',
  MD025: 'the title comes from front matter; use ## for sections in the body',
  MD026: 'remove the punctuation at the end of the heading',
  MD027: 'put a single space after > in quotes',
  MD029: 'number ordered lists 1, 2, 3',
  MD030: 'put a single space after the list marker',
  MD031: 'leave a blank line before and after the code block',
  MD034: 'write the address as a link: [description](https://…)',
  MD037: 'remove the spaces just inside the * or _ markers',
  MD038: 'remove the spaces just inside the backticks',
  MD039: 'remove the spaces just inside the link brackets',
  MD040: 'name the language after the opening fence, e.g. ```bash',
  MD042: 'give the link a real destination',
  MD047: 'end the file with a single newline',
  MD049: 'use _ or * for italics consistently within the file',
  MD050: 'use ** for bold consistently within the file',
  MD052: 'define the reference label, or write the link inline',
  MD053: 'remove the unused link reference definition',
  MD055: 'start and end every table row with |',
  MD056: 'give every table row the same number of cells as the header',
  MD058: 'leave a blank line before and after the table',
  MD059: 'make the link text say where the link goes, not "click here"',
};

// markdown-it reads `{/* … */}` as emphasis; an HTML comment of the same shape keeps lines intact.
function maskMdxComments(text: string): string {
  return text.replace(/\{\/\*([\s\S]*?)\*\/\}/g, '<!--$1-->');
}

function toProblem(file: string, error: LintError): Problem {
  const [rule, alias] = error.ruleNames;
  const detail = error.errorDetail ? ` (${error.errorDetail})` : '';
  return {
    file,
    line: error.lineNumber,
    rule: 'markdownlint',
    message: `${rule}/${alias}: ${error.ruleDescription}${detail}`,
    fix: FIXES[rule] ?? `see ${error.ruleInformation ?? 'the markdownlint documentation'}`,
  };
}

export async function checkMarkdown(files: ContentFile[]): Promise<Problem[]> {
  const results = await lint({
    strings: Object.fromEntries(files.map((file) => [file.path, maskMdxComments(file.text)])),
    config: MARKDOWNLINT_CONFIG,
  });
  return Object.entries(results).flatMap(([file, errors]) =>
    errors.map((error) => toProblem(file, error)),
  );
}
