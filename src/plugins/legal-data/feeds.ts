import {Feed} from 'feed';
import type {DatedChange} from '../../data/types';
import {
  CHANGES_PAGE,
  changesFeed,
  LICENCE,
  WHAT_CHANGED_ANCHOR,
  type FeedScope,
} from '../../data/paths';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FeedOptions {
  siteUrl: string;
  brandName: string;
  scope: FeedScope;
  /** "all jurisdictions" or the jurisdiction's name. */
  scopeName: string;
  /** Newest first. */
  changes: readonly DatedChange[];
}

/** RSS 2.0 and Atom 1.0 feeds of recorded changes to the legal facts. */
export function changeFeeds({siteUrl, brandName, scope, scopeName, changes}: FeedOptions) {
  const page = (c: DatedChange) => `${siteUrl}${c.jurisdiction.page}#${WHAT_CHANGED_ANCHOR}`;
  const feed = new Feed({
    title: `${brandName}: changes to the law, ${scopeName}`,
    description: `Every recorded change to the legal facts for ${scopeName}, with its date, what changed and the source.`,
    id: `${siteUrl}${changesFeed(scope, 'atom')}`,
    link: `${siteUrl}${CHANGES_PAGE}`,
    language: 'en',
    copyright: `Data under ${LICENCE.name}`,
    // The newest change, not the build time, so an unchanged dataset gives an unchanged feed.
    updated: new Date(`${changes[0]?.date ?? '2026-01-01'}T00:00:00Z`),
    feedLinks: {
      rss: `${siteUrl}${changesFeed(scope, 'rss')}`,
      atom: `${siteUrl}${changesFeed(scope, 'atom')}`,
    },
  });
  for (const c of changes) {
    // A change to a duty or date says whether it binds now, as every page does.
    const status = c.binding ? `Status now: ${c.binding.label}.` : '';
    feed.addItem({
      title: `${c.jurisdiction.name}: ${c.summary}`,
      id: `${siteUrl}${CHANGES_PAGE}#${c.key}`,
      link: page(c),
      date: new Date(`${c.date}T00:00:00Z`),
      description: escapeHtml(`Before: ${c.before} After: ${c.after}${status && ` ${status}`}`),
      content:
        `<p><strong>Before:</strong> ${escapeHtml(c.before)}</p>` +
        `<p><strong>After:</strong> ${escapeHtml(c.after)}</p>` +
        (c.binding ? `<p><strong>Status now:</strong> ${escapeHtml(c.binding.label)}</p>` : '') +
        `<p>Source: <a href="${escapeHtml(c.source.url)}">${escapeHtml(c.source.title)}</a></p>`,
    });
  }
  return {rss: feed.rss2(), atom: feed.atom1()};
}
