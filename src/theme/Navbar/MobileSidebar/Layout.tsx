// Wraps the mobile menu for keyboard users, which no config option does: focus moves into it and between its panels, Escape closes it, and the page behind is inert while it is open.
import {useEffect, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

type Props = Parameters<typeof LayoutType>[0];

/** Everything on the page except the open menu. */
const BEHIND_THE_MENU = [
  'a[href="#__docusaurus_skipToContent_fallback"]',
  '.theme-announcement-bar',
  '.navbar__inner',
  '#__docusaurus_skipToContent_fallback',
  '.footer',
];

const toggleButton = () => document.querySelector<HTMLElement>('.navbar__toggle');

export default function LayoutWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {shown: secondaryShown} = useNavbarSecondaryMenu();

  useEffect(() => {
    if (!shown) return undefined;
    const behind = document.querySelectorAll<HTMLElement>(BEHIND_THE_MENU.join(','));
    behind.forEach((element) => {
      element.inert = true;
    });
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle();
      toggleButton()?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      behind.forEach((element) => {
        element.inert = false;
      });
      // The close button leaves focus nowhere; give it back to the menu button.
      if (
        document.activeElement === document.body ||
        document.activeElement?.closest('.navbar-sidebar')
      ) {
        toggleButton()?.focus();
      }
    };
  }, [shown, toggle]);

  // On opening and on switching panels, focus would stay behind or on a control that just became inert.
  useEffect(() => {
    if (!shown) return undefined;
    const sidebar = document.querySelector<HTMLElement>('.navbar-sidebar');
    const first = sidebar?.querySelector<HTMLElement>(
      '.navbar-sidebar__item:not([inert]) :is(a[href], button)',
    );
    if (!sidebar || !first) return undefined;
    first.focus();
    // While the menu fades in it is still visibility: hidden and cannot take focus. A reader who
    // has already tabbed into the menu by the time it is visible keeps their place.
    const focusWhenVisible = () => {
      if (!sidebar.contains(document.activeElement)) first.focus();
    };
    if (document.activeElement !== first) {
      sidebar.addEventListener('transitionend', focusWhenVisible, {once: true});
    }
    return () => sidebar.removeEventListener('transitionend', focusWhenVisible);
  }, [shown, secondaryShown]);

  return <Layout {...props} />;
}
