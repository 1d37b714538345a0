import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {countryPages, type CountryPage} from './src/data/guides';

type SidebarItem = Extract<SidebarsConfig[string], readonly unknown[]>[number];

/**
 * A country's entry: its page, or, when states, provinces or cities have pages of their own, a
 * category that opens on the country's page and lists them, so the list of countries stays short.
 */
function countryItem(p: CountryPage): SidebarItem {
  return p.inside.length === 0
    ? {type: 'doc', id: p.docId, label: p.name}
    : {
        type: 'category',
        label: p.name,
        link: {type: 'doc', id: p.docId},
        collapsed: true,
        items: p.inside.map(countryItem),
      };
}

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Country guides',
      collapsible: true,
      collapsed: false,
      // Written guides and the pages generated from the records, in one list A to Z.
      items: countryPages.map(countryItem),
    },
    {
      type: 'category',
      label: 'EU law',
      collapsed: false,
      items: ['eu-pay-transparency-directive', 'eu-corporate-sustainability-reporting-directive'],
    },
    {
      type: 'category',
      label: 'Compare and decide',
      collapsed: false,
      items: [
        {type: 'doc', id: 'directive-grid', label: 'Directive grid'},
        {type: 'doc', id: 'compare', label: 'Compare countries'},
        {type: 'doc', id: 'which-rules-apply', label: 'Which rules apply?'},
        {type: 'doc', id: 'deadlines', label: 'Deadlines and calendars'},
      ],
    },
    {type: 'doc', id: 'glossary', label: 'Glossary'},
    {
      type: 'category',
      label: 'Open data',
      collapsed: false,
      items: [
        {type: 'doc', id: 'open-data', label: 'The dataset'},
        {type: 'doc', id: 'changes', label: 'What changed'},
      ],
    },
    {
      type: 'category',
      label: 'Legal',
      collapsed: true,
      items: ['resources/privacy-policy', 'resources/security-statement', 'resources/terms-of-use'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
