import path from 'node:path';
import {loadDataset} from './load';
import {generatedDocId} from './paths';

/** Doc ids equal their routes without the leading slash (docs live at route "/"). */
const docIdOfRoute = (route: string) => route.replace(/^\//, '');

export interface CountryPage {
  name: string;
  page: string;
  docId: string;
  featured: boolean;
  /** The states, provinces and cities inside it, A to Z, each with its own. */
  inside: CountryPage[];
}

const jurisdictions = loadDataset(path.resolve(__dirname, '../..')).jurisdictions.filter(
  (j) => j.membership !== 'eu-law',
);

function pagesInside(parent: string | undefined): CountryPage[] {
  return jurisdictions
    .filter((j) => j.parent === parent)
    .map((j) => ({
      name: j.name,
      page: j.page,
      docId: j.docPath ? docIdOfRoute(j.docPath) : generatedDocId(j.id),
      featured: j.featured === true,
      inside: pagesInside(j.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every country's page, A to Z, from the legal dataset: its written guide, or the page generated
 * from its record (src/plugins/legal-data/pages.ts), with the states, provinces and cities inside
 * it below it. The sidebar lists all of them and the footer the featured ones, so both follow the
 * data files.
 */
export const countryPages = pagesInside(undefined);
