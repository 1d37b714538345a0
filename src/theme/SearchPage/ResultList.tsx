import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ResultItem} from './useSearchResults';
import styles from './styles.module.css';

/** The results as articles: the heading links to the page, its parents as breadcrumbs, then the snippet. */
export default function ResultList({items}: {items: readonly ResultItem[]}): ReactNode {
  return (
    <main>
      {items.map(({title, url, summary, breadcrumbs}, i) => (
        <article key={i} className={styles.searchResultItem}>
          <Heading as="h2" className={styles.searchResultItemHeading}>
            {/* Engine output: escaped text with highlight tags only. */}
            <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
          </Heading>

          {breadcrumbs.length > 0 && (
            <nav aria-label="breadcrumbs">
              <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                {breadcrumbs.map((html, index) => (
                  <li
                    key={index}
                    className="breadcrumbs__item"
                    dangerouslySetInnerHTML={{__html: html}}
                  />
                ))}
              </ul>
            </nav>
          )}

          {summary && (
            <p
              className={styles.searchResultItemSummary}
              dangerouslySetInnerHTML={{__html: summary}}
            />
          )}
        </article>
      ))}
    </main>
  );
}
