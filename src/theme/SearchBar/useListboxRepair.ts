import {useEffect} from 'react';

/**
 * DocSearch 3.9 renders each option as an `li` that holds the hit, so a hit
 * that is a link is an interactive element inside an option (axe
 * "nested-interactive"; algolia/docsearch#1014, open), and it gives every
 * result list the id "docsearch-list" while the search box's aria-controls
 * names "docsearch-<source>-list" (axe "aria-valid-attr-value" and duplicate
 * ids; algolia/docsearch#2485, merged after 3.9.0, passes each list its
 * source: on upgrade, check whether the ids still need this). As #1014 proposes, the link becomes the option: its `li` hands it
 * the role, id and selection state, and each list gets the id its options'
 * ids imply, whenever DocSearch renders.
 */
export default function useListboxRepair(container: HTMLElement | null): void {
  useEffect(() => {
    if (!container) return undefined;
    const repair = () => {
      container.querySelectorAll('li.DocSearch-Hit').forEach((item) => {
        const link = item.querySelector(':scope > .DocSearch-Hit-Link');
        if (!link) return;
        for (const name of ['role', 'id', 'aria-selected']) {
          const value = item.getAttribute(name);
          if (value === null || (name === 'role' && value === 'none')) continue;
          link.setAttribute(name, value);
          if (name === 'role') item.setAttribute('role', 'none');
          else item.removeAttribute(name);
        }
      });
      container.querySelectorAll('[role="listbox"]').forEach((list) => {
        const option = list.querySelector('[role="option"][id]');
        const id = option?.id.replace(/-item-\d+$/, '-list');
        if (id && list.id !== id) list.id = id;
      });
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'id', 'aria-selected'],
    });
    return () => observer.disconnect();
  }, [container]);
}
