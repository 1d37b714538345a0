/** Plain-text files the SEO plugin writes at the site root: robots.txt and llms.txt. */

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Search result pages are endless and thin; the pages they list are in the sitemap.
    'Disallow: /search',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface LlmsEntry {
  title: string;
  /** Absolute URL. */
  url: string;
  description: string;
  /** ISO date shown after the description (news posts). */
  date?: string;
}

export interface LlmsSection {
  heading: string;
  entries: LlmsEntry[];
}

/** One line per entry, as the llms.txt proposal (llmstxt.org) lays out: `- [title](url): description`. */
export function llmsTxt({
  brand,
  summary,
  details,
  sections,
}: {
  brand: string;
  summary: string;
  details: string;
  sections: LlmsSection[];
}): string {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const out = [`# ${brand}`, '', `> ${oneLine(summary)}`, '', oneLine(details), ''];
  for (const section of sections) {
    if (section.entries.length === 0) continue;
    out.push(`## ${section.heading}`, '');
    for (const e of section.entries) {
      const date = e.date ? ` (${e.date})` : '';
      out.push(`- [${oneLine(e.title)}](${e.url}): ${oneLine(e.description)}${date}`);
    }
    out.push('');
  }
  return out.join('\n');
}
