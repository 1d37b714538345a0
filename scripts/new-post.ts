/**
 * Starts a news post with complete front matter, so editors begin from a file the
 * build accepts once they have written it.
 *
 *   npm run new-post -- "Title" [--date YYYY-MM-DD] [--author key] [--tags a,b]
 */
import path from 'node:path';
import {DESCRIPTION_LENGTH, TAG_COUNT} from './content/page-rules';
import {NewPostError, createPost} from './content/new-post';
import {TAGS_FILE} from './content/layout';
import {commandLine, VALUE} from './lib/command-line';

const USAGE = 'Usage: npm run new-post -- "Title" [--date YYYY-MM-DD] [--author key] [--tags a,b]';

async function main(): Promise<void> {
  const {values, positionals} = commandLine(USAGE, {
    options: {date: VALUE, author: VALUE, tags: VALUE},
    allowPositionals: true,
  });
  const tags = values.tags
    ?.split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const file = await createPost({
    root: path.resolve(__dirname, '..'),
    title: positionals.join(' '),
    date: values.date,
    author: values.author,
    tags,
  });
  const steps = [
    `Write the description (${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters). It is left empty on purpose, and npm run lint:content fails until it is written.`,
    ...(tags && tags.length >= TAG_COUNT.min
      ? []
      : [`Add ${TAG_COUNT.min}–${TAG_COUNT.max} tags from ${TAGS_FILE}.`]),
    'Replace the comment with your opening paragraph(s), keeping <!-- truncate --> after them, then write the rest.',
    'Run npm run lint:content and fix what it reports.',
  ];
  console.log(`Created ${file}\n\nBefore you open a pull request:`);
  steps.forEach((step, index) => console.log(`  ${index + 1}. ${step}`));
}

main().catch((error: unknown) => {
  if (error instanceof NewPostError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
