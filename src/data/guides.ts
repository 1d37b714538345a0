import path from 'node:path';
import {loadDataset} from './load';
import type {Jurisdiction} from './types';
import {generatedDocId} from '../plugins/legal-data/pages';

/** Doc ids equal their routes without the leading slash (docs live at route "/"). */
const docIdOfRoute = (route: string) => route.replace(/^\//, '');

export interface CountryPage {
  name: string;
  page: string;
  /** The docs plugin's id: the written guide's, or that of the page generated from the record. */
  docId: string;
  featured: boolean;
  /** The states, provinces and cities that lie in it, A to Z, each with its own. */
  inside: CountryPage[];
}

const byName = (a: {name: string}, b: {name: string}) => a.name.localeCompare(b.name);

function pagesIn(jurisdictions: readonly Jurisdiction[], parent?: string): CountryPage[] {
  return jurisdictions
    .filter((j) => j.membership !== 'eu-law' && j.parent === parent)
    .map((j) => ({
      name: j.name,
      page: j.page,
      docId: j.docPath ? docIdOfRoute(j.docPath) : generatedDocId(j.id),
      featured: j.featured === true,
      inside: pagesIn(jurisdictions, j.id),
    }))
    .sort(byName);
}

/**
 * Every country's page, A to Z, from the legal dataset: its written guide, or the page generated
 * from its record (src/plugins/legal-data/pages.ts), with the pages of the states, provinces and
 * cities inside it. The sidebar lists all of them and the footer the featured ones, so both
 * follow the data files.
 */
export const countryPages = pagesIn(loadDataset(path.resolve(__dirname, '../..')).jurisdictions);

/** Every page of the tree, countries first and each followed by what lies in it. */
export const allCountryPages = (pages: readonly CountryPage[] = countryPages): CountryPage[] =>
  pages.flatMap((p) => [p, ...allCountryPages(p.inside)]);
