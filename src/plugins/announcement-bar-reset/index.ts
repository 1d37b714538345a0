import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * Makes a new announcement visible on the first page load after its id
 * changes. The theme's inline script hides the bar before hydration whenever
 * the previous one was dismissed, and its CSS keeps it hidden for that whole
 * load even though React knows the id is new; clearing the stale dismissal
 * before paint lets the new bar show at once.
 */
export function resetScript(id: string): string {
  const key = JSON.stringify(id);
  return (
    "(function(){try{var s=localStorage;if(s.getItem('docusaurus.announcement.id')!==" +
    key +
    "){s.setItem('docusaurus.announcement.dismiss','false');" +
    "document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false');}}catch(e){}})();"
  );
}

export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      return {preBodyTags: [{tagName: 'script', innerHTML: resetScript(announcementBar.id)}]};
    },
  };
}
