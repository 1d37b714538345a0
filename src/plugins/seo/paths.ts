/**
 * Where the SEO plugin writes its files; shared by the plugin (Node) and the
 * theme wrappers (browser) that point meta tags at them.
 */

export const SOCIAL_CARD_DIR = '/img/social';

/** The card of the default (site-wide) social image, set as `themeConfig.image`. */
export const DEFAULT_SOCIAL_CARD = `${SOCIAL_CARD_DIR}/default.png`;

/** The organisation logo as a raster image, for structured data. */
export const LOGO_PNG = '/img/logo-512.png';

export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;

/** `/countries/uk` → `/img/social/countries/uk.png`; the root page is `index`. */
export function socialCardPath(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return `${SOCIAL_CARD_DIR}${clean === '' ? '/index' : clean}.png`;
}
