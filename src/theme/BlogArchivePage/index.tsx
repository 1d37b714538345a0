// Ejected, not wrapped: the original's description is the word "Archive" (every page needs its own
// meta description) and its year headings are h3 straight after the h1, a skipped level that
// screen-reader users and the Nu HTML checker flag. Years are h2 here.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';
import useSiteSettings from '@site/src/hooks/useSiteSettings';

type Post = Props['archive']['blogPosts'][number];

function Year({year, posts}: {year: string; posts: Post[]}): ReactNode {
  const format = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({metadata}) => (
          <li key={metadata.permalink}>
            <Link to={metadata.permalink}>
              {format.format(new Date(metadata.date))} - {metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Posts by year, newest year first, each year's posts newest first (the order they come in). */
function postsByYear(posts: readonly Post[]): Array<{year: string; posts: Post[]}> {
  const years = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const {brandName} = useSiteSettings();
  const count = archive.blogPosts.length;
  const description = `Every ${brandName} news post on pay transparency and pay equity law, ${count} in all, listed by year and date.`;
  return (
    <>
      <PageMetadata title="Archive" description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              Archive
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {postsByYear(archive.blogPosts).map((year) => (
                  <Year key={year.year} {...year} />
                ))}
              </div>
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
