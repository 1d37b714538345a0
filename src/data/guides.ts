import path from 'node:path';
import {loadDataset} from './load';

/**
 * The country guides, A to Z, from the legal dataset: the sidebar lists all of them and the
 * footer the featured ones, so both follow the data files.
 */
export const countryGuides = loadDataset(path.resolve(__dirname, '../..'))
  .jurisdictions.flatMap((j) =>
    j.docPath && j.membership !== 'eu-law'
      ? [{name: j.name, docPath: j.docPath, featured: j.featured === true}]
      : [],
  )
  .sort((a, b) => a.name.localeCompare(b.name));
