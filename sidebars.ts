import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {jurisdictions} from './src/data/jurisdictions';

/** Doc ids equal their routes without the leading slash (docs live at route "/"). */
const docId = (docPath: string) => docPath.replace(/^\//, '');

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Country guides',
      collapsible: true,
      collapsed: false,
      items: jurisdictions
        .filter((j) => j.membership !== 'eu-law')
        .map((j) => ({type: 'doc' as const, id: docId(j.docPath), label: j.name})),
    },
    {
      type: 'category',
      label: 'EU law',
      collapsed: false,
      items: ['eu-pay-transparency-directive', 'eu-corporate-sustainability-reporting-directive'],
    },
    {type: 'doc', id: 'glossary', label: 'Glossary'},
    {
      type: 'category',
      label: 'Legal',
      collapsed: true,
      items: ['resources/privacy-policy', 'resources/security-statement', 'resources/terms-of-use'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
