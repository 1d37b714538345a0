import {transpositionLabels} from '../Jurisdiction/format';
import type {TranspositionStatus} from '../../data/types';

/**
 * How the status map tells the statuses apart without colour: each has a texture of its own,
 * drawn over its colour, and the key names it in words.
 */
export type Texture = 'solid' | 'diagonal' | 'dots' | 'cross' | 'horizontal' | 'vertical';

export const statusTextures: Record<TranspositionStatus, Texture> = {
  transposed: 'solid',
  'partly-transposed': 'diagonal',
  'bill-or-draft': 'dots',
  halted: 'cross',
  'no-draft-reported': 'horizontal',
  'eea-pending': 'vertical',
};

/** The statuses from furthest along to not started, as the labels list them. */
export const STATUS_ORDER = Object.keys(transpositionLabels) as TranspositionStatus[];

/** The id of a status's fill pattern; the map is drawn once per page. */
export const patternId = (status: TranspositionStatus) => `status-map-${status}`;

interface Keyed {
  id: string;
  name: string;
  status: TranspositionStatus;
  page: string;
}

export interface KeyEntry<S extends Keyed> {
  status: TranspositionStatus;
  label: string;
  texture: Texture;
  states: S[];
}

/** One entry per status that some state has, in STATUS_ORDER, its states in the order given. */
export function keyEntries<S extends Keyed>(states: readonly S[]): Array<KeyEntry<S>> {
  return STATUS_ORDER.map((status) => ({
    status,
    label: transpositionLabels[status],
    texture: statusTextures[status],
    states: states.filter((state) => state.status === status),
  })).filter((entry) => entry.states.length > 0);
}
