import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {countryPages, type CountryPage} from './src/data/guides';

/** A country's page, or a collapsed category opening on it with the places inside it below. */
type CountryItem =
  | {type: 'doc'; id: string; label: string}
  | {
      type: 'category';
      label: string;
      collapsed: boolean;
      link: {type: 'doc'; id: string};
      items: CountryItem[];
    };
const countryItem = (p: CountryPage): CountryItem =>
  p.inside.length === 0
    ? {type: 'doc' as const, id: p.docId, label: p.name}
    : {
        type: 'category' as const,
        label: p.name,
        collapsed: true,
        link: {type: 'doc' as const, id: p.docId},
        items: p.inside.map(countryItem),
      };

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Country guides',
      collapsible: true,
      collapsed: false,
      // Written guides and the pages generated from the records, in one list A to Z; states,
      // provinces and cities sit under their country.
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
