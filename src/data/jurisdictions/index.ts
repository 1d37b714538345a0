import type {Jurisdiction} from './types';
import australia from './australia';
import canada from './canada';
import denmark from './denmark';
import euCsrd from './eu-csrd';
import euPtd from './eu-ptd';
import france from './france';
import germany from './germany';
import iceland from './iceland';
import ireland from './ireland';
import italy from './italy';
import netherlands from './netherlands';
import norway from './norway';
import spain from './spain';
import sweden from './sweden';
import switzerland from './switzerland';
import uk from './uk';

export type * from './types';

/** Every jurisdiction the site covers: country guides A–Z, then the EU instruments. */
export const jurisdictions: readonly Jurisdiction[] = [
  australia,
  canada,
  denmark,
  france,
  germany,
  iceland,
  ireland,
  italy,
  netherlands,
  norway,
  spain,
  sweden,
  switzerland,
  uk,
  euPtd,
  euCsrd,
];

export function getJurisdiction(id: string): Jurisdiction {
  const found = jurisdictions.find((j) => j.id === id);
  if (!found) {
    const known = jurisdictions.map((j) => j.id).join(', ');
    throw new Error(`Unknown jurisdiction "${id}". Known ids: ${known}.`);
  }
  return found;
}
