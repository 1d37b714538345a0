/**
 * Infima's and theme-common's desktop breakpoint: up to this width the navbar collapses into
 * the mobile menu. Script and tests use this constant; CSS media queries cannot read it, so the
 * stylesheets write 996px and 997px, as Infima's own do.
 */
export const DESKTOP_BREAKPOINT = 996;

/** The media query that matches phone and tablet widths, below the desktop layout. */
export const NARROW_MEDIA = `(max-width: ${DESKTOP_BREAKPOINT}px)`;
