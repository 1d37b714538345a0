import path from 'node:path';
import {loadDatasetFrom} from '../../../data/load';
import {
  euMinimumDuties,
  jurisdictionMilestones,
  toolJurisdictions,
} from '../../../plugins/legal-data/tools';
import type {FinderData} from './answer';

/** For the tests: the site's own dataset as the build writes it for the finder, on `today`. */
export function siteFinderData(today: string): FinderData {
  const dataset = loadDatasetFrom(path.resolve(__dirname, '../../../..'));
  return {
    jurisdictions: toolJurisdictions(dataset).filter((j) => j.membership !== 'eu-law'),
    euMinimum: euMinimumDuties(dataset, today),
    milestones: jurisdictionMilestones(dataset),
  };
}
