import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {countryPages} from './src/data/guides';

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Country guides',
      collapsible: true,
      collapsed: false,
      // Written guides and the pages generated from the records, in one list A to Z.
      items: countryPages.map((p) => ({type: 'doc' as const, id: p.docId, label: p.name})),
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
