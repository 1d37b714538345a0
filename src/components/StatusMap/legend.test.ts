import {describe, expect, it} from 'vitest';
import {transpositionLabels} from '../Jurisdiction/format';
import {STATUS_ORDER, keyEntries, patternId, statusTextures} from './legend';

const state = (id: string, status: (typeof STATUS_ORDER)[number]) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  status,
  page: `/countries/${id}`,
});

describe('the status map key', () => {
  it('gives every status its own texture, so no status is told by colour alone', () => {
    expect(STATUS_ORDER).toEqual(Object.keys(transpositionLabels));
    const textures = STATUS_ORDER.map((status) => statusTextures[status]);
    expect(new Set(textures).size).toBe(STATUS_ORDER.length);
  });

  it('lists the statuses from furthest along, each with its label and states, leaving out empty ones', () => {
    const entries = keyEntries([
      state('norway', 'eea-pending'),
      state('greece', 'transposed'),
      state('italy', 'transposed'),
      state('sweden', 'halted'),
    ]);
    expect(entries.map((e) => [e.label, e.texture, e.states.map((s) => s.name)])).toEqual([
      ['Transposed', 'solid', ['Greece', 'Italy']],
      ['Bill halted', 'cross', ['Sweden']],
      ['Awaiting EEA incorporation', 'vertical', ['Norway']],
    ]);
  });

  it('names each status pattern after the status', () => {
    expect(patternId('partly-transposed')).toBe('status-map-partly-transposed');
  });
});
