import path from 'node:path';
import {loadDataset} from './load';
import {generatedDocId} from '../plugins/legal-data/pages';

/** Doc ids equal their routes without the leading slash (docs live at route "/"). */
const docIdOfRoute = (route: string) => route.replace(/^\//, '');

/**
 * Every country's page, A to Z, from the legal dataset: its written guide, or the page generated
 * from its record (src/plugins/legal-data/pages.ts). The sidebar lists all of them and the
 * footer the featured ones, so both follow the data files.
 */
export const countryPages = loadDataset(path.resolve(__dirname, '../..'))
  .jurisdictions.filter((j) => j.membership !== 'eu-law')
  .map((j) => ({
    name: j.name,
    page: j.page,
    docId: j.docPath ? docIdOfRoute(j.docPath) : generatedDocId(j.id),
    featured: j.featured === true,
  }))
  .sort((a, b) => a.name.localeCompare(b.name));
