/**
 * Where content lives and is served. docusaurus.config.ts gives these to the docs and blog
 * plugins; the content linter, the post generator and the tests read them from here.
 */
export const DOCS_DIR = 'docs';
export const NEWS_DIR = 'news';
export const NEWS_ROUTE = '/news';
export const POSTS_PER_PAGE = 12;
/** The news tags and the teams that sign posts, by name inside NEWS_DIR and from the site root. */
export const TAGS_FILE_NAME = 'tags.yml';
export const AUTHORS_FILE_NAME = 'authors.yml';
export const TAGS_FILE = `${NEWS_DIR}/${TAGS_FILE_NAME}`;
export const AUTHORS_FILE = `${NEWS_DIR}/${AUTHORS_FILE_NAME}`;
