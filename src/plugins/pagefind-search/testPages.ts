/** Built pages in this theme's markup, trimmed to what search reads; for the unit tests. */

const SITE = 'https://docs.example.com';

interface PageOptions {
  path: string;
  htmlClass?: string;
  canonicalPath?: string;
  /** Inner HTML of the docs sidebar's top-level list. */
  sidebar?: string;
  navbarActive?: string;
  contentType?: string;
  jurisdiction?: string;
  /** Other names: of the page (key "") or of a section (key: its heading id). */
  searchTerms?: Record<string, string>;
  title: string;
  markdown: string;
}

export function builtPage({
  path,
  htmlClass = 'docs-wrapper plugin-docs docs-doc-page',
  canonicalPath = path,
  sidebar = '',
  navbarActive = 'Docs',
  contentType = htmlClass.includes('blog') ? 'News' : 'Resources',
  jurisdiction,
  searchTerms = {},
  title,
  markdown,
}: PageOptions): string {
  const tag = htmlClass.includes('blog') ? 'default' : 'docs-default-current';
  const terms = Object.entries(searchTerms)
    .map(([id, names]) => `<meta name="search:terms${id && `#${id}`}" content="${names}">`)
    .join('');
  return `<!doctype html><html lang=en dir=ltr class="${htmlClass}"><head>
<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=${tag}>
<meta name=docsearch:content_type content="${contentType}">${jurisdiction ? `<meta name=docsearch:jurisdiction content="${jurisdiction}">` : ''}${terms}
<link rel=canonical href="${SITE}${canonicalPath}"><title>${title} | Fairpay Atlas</title></head><body>
<nav class="navbar"><div class="navbar__items"><a class="navbar__item navbar__link navbar__link--active" href="/">${navbarActive}</a><a class="navbar__item navbar__link" href="/news">News</a></div></nav>
<aside><nav class="menu"><ul class="theme-doc-sidebar-menu menu__list">${sidebar}</ul></nav></aside>
<main><article><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li>Home</li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${markdown}</div>
<footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;
}

export function heading(level: number, id: string, text: string): string {
  return `<h${level} class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}">\u200B</a></h${level}>`;
}

export const categorySidebar = (label: string) =>
  `<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="/x">${label}</a></div><ul class="menu__list"><li class="menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/x">Page</a></li></ul></li><li class="menu__list-item"><a class="menu__link" href="/glossary">Glossary</a></li>`;

export const linkSidebar = (label: string) =>
  `<li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/glossary">${label}</a></li>`;

export const australiaPage = builtPage({
  path: '/countries/australia-wgea-gender-pay-reports-due-may-31',
  sidebar: categorySidebar('Country guides'),
  contentType: 'Country guides',
  jurisdiction: 'Australia',
  searchTerms: {'': 'Workplace Gender Equality Act 2012; WGEA'},
  title: 'Australia — WGEA gender pay gap reporting, due 31 May',
  markdown: `<p>Employers with 100 or more staff report to the Workplace Gender Equality Agency.</p>
${heading(2, 'at-a-glance', 'At a glance')}<table><tr><th>Regulator</th><td>WGEA</td></tr><tr><th>Deadline</th><td>31 May</td></tr></table>
${heading(3, 'who-reports', 'Who reports')}<ul><li>Private employers</li><li>with 100+ staff</li></ul>
${heading(2, 'key-dates', 'Key dates')}<p>Reports are due by <strong>31 May</strong> each year.</p>`,
});

export const directivePage = builtPage({
  path: '/eu-pay-transparency-directive',
  sidebar: categorySidebar('EU law'),
  contentType: 'EU law',
  jurisdiction: 'European Union',
  title: 'EU Pay Transparency Directive',
  markdown: `<p>Directive (EU) 2023/970.</p>
${heading(2, 'reporting', 'Pay gap reporting')}<p>Employers report the gender pay gap.</p>
${heading(3, 'joint-pay-assessment', 'Joint pay assessment')}<p>Where the gap is 5% or more and not justified, the employer carries out a joint pay assessment with workers' representatives.</p>`,
});

export const glossaryPage = builtPage({
  path: '/glossary',
  sidebar: linkSidebar('Glossary'),
  contentType: 'Glossary',
  searchTerms: {'compa-ratio': 'comparative ratio; CR'},
  title: 'Glossary of pay transparency and pay equity terms',
  markdown: `<p>Plain definitions.</p>${heading(2, 'letter-c', 'C')}${heading(3, 'compa-ratio', 'Compa-ratio')}<p>Pay divided by the midpoint of the pay range.</p>`,
});

export const postPage = builtPage({
  path: '/news/netherlands-delay',
  htmlClass: 'blog-wrapper blog-post-page plugin-blog',
  navbarActive: 'News',
  jurisdiction: 'Netherlands, European Union',
  title: 'Netherlands delays the directive to 2027',
  markdown: `<p>The Dutch bill slips.</p>${heading(2, 'what-changes', 'What changes')}<p>Nothing before 2027.</p>`,
});

export const testSite: [string, string][] = [
  [australiaPage, '/countries/australia-wgea-gender-pay-reports-due-may-31'],
  [directivePage, '/eu-pay-transparency-directive'],
  [glossaryPage, '/glossary'],
  [postPage, '/news/netherlands-delay'],
];
