import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadDatasetFrom} from '../../data/load';
import type {Dataset, Jurisdiction} from '../../data/types';
import {ATLAS} from './index';
import {DEFAULT_OPTIONS, joinNumbers, mapPaths, mapStates, type Atlas, type MapState} from './map';

const dataset = loadDatasetFrom(path.resolve(__dirname, '../../..'));
const atlas = JSON.parse(readFileSync(createRequire(__filename).resolve(ATLAS), 'utf8')) as Atlas;
const states = mapStates(dataset);
const drawn = mapPaths(atlas, states);

/** The absolute points of each ring of SVG path data written as "M x,y l dx,dy … z". */
function rings(d: string): Array<Array<[number, number]>> {
  return d
    .split('M')
    .filter(Boolean)
    .map((ring) => {
      const [x0 = NaN, y0 = NaN, ...steps] = (ring.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(
        Number,
      );
      const points: Array<[number, number]> = [[x0, y0]];
      for (let i = 0; i < steps.length; i += 2) {
        const [x, y] = points[points.length - 1]!;
        points.push([x + steps[i]!, y + steps[i + 1]!]);
      }
      return points;
    });
}

function bounds(d: string) {
  const points = rings(d).flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

describe('mapStates', () => {
  it('lists the 27 Member States and the 3 EEA states by name, each with its status and page', () => {
    expect(states).toHaveLength(30);
    expect(states.filter((s) => s.membership === 'eea').map((s) => s.name)).toEqual([
      'Iceland',
      'Liechtenstein',
      'Norway',
    ]);
    expect(states.map((s) => s.name)).toEqual(
      [...states.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    for (const state of states) {
      const record = dataset.jurisdictions.find((j) => j.id === state.id)!;
      expect(state.status).toBe(record.directive!.status);
      expect(state.page).toBe(record.page);
    }
  });

  it('stops on a status the map has no texture for, naming the record, the field and the fix', () => {
    const malta = dataset.jurisdictions.find((j) => j.id === 'malta')!;
    const repealed = {
      ...malta,
      directive: {...malta.directive!, status: 'repealed'},
    } as unknown as Jurisdiction;
    const broken: Dataset = {jurisdictions: [repealed]};
    expect(() => mapStates(broken)).toThrow(
      /^data\/jurisdictions\/malta\.yaml — directive\.status: "repealed" has no texture on the status map — write one of: transposed, .*eea-pending/,
    );
  });
});

describe('mapPaths', () => {
  it('draws every state inside the frame, in the order given', () => {
    expect(drawn.states.map((s) => s.id)).toEqual(states.map((s) => s.id));
    for (const state of drawn.states) {
      expect(state.d, state.id).toMatch(/^M[\d.]+,[\d.]+l/);
      const box = bounds(state.d);
      expect(box.left, state.id).toBeGreaterThanOrEqual(0);
      expect(box.top, state.id).toBeGreaterThanOrEqual(0);
      expect(box.right, state.id).toBeLessThanOrEqual(drawn.width);
      expect(box.bottom, state.id).toBeLessThanOrEqual(drawn.height);
    }
  });

  it('keeps the frame on Europe: overseas regions and Svalbard are left out, Iceland and Cyprus kept', () => {
    const box = (id: string) => bounds(drawn.states.find((s) => s.id === id)!.d);
    // With French Guiana or Réunion, France would span most of the frame.
    expect(box('france').right - box('france').left).toBeLessThan(drawn.width / 3);
    // Svalbard would make the frame taller (1.27 times its width), the Canaries or the Azores wider.
    expect(drawn.height / drawn.width).toBeGreaterThan(0.95);
    expect(drawn.height / drawn.width).toBeLessThan(1.1);
    expect(box('iceland').left).toBeLessThan(drawn.width / 8);
    expect(box('cyprus').right).toBeGreaterThan(drawn.width * 0.9);
  });

  it('gives the states too small to click a marker inside the frame, and no other state one', () => {
    const marked = drawn.states.filter((s) => s.marker);
    expect(marked.map((s) => s.id)).toEqual(['liechtenstein', 'luxembourg', 'malta']);
    for (const {marker, id} of marked) {
      expect(marker!.x - drawn.markerRadius, id).toBeGreaterThanOrEqual(0);
      expect(marker!.y + drawn.markerRadius, id).toBeLessThanOrEqual(drawn.height);
    }
  });

  it('draws the neighbours as context, and stays small enough to inline in a page', () => {
    expect(drawn.land).toMatch(/^M/);
    const bytes = drawn.land.length + drawn.states.reduce((sum, s) => sum + s.d.length, 0);
    expect(bytes).toBeLessThan(15_000);
  });

  it('draws a small island state even where simplification would erase it', () => {
    const malta = states.filter((s) => s.id === 'malta');
    const coarse = mapPaths(atlas, malta, {...DEFAULT_OPTIONS, minWeight: 1e-3});
    expect(rings(coarse.states[0]!.d).length).toBeGreaterThan(0);
  });

  it('stops on a state it has no outline for, naming the record and where to add one', () => {
    const atlantis: MapState = {
      id: 'atlantis',
      name: 'Atlantis',
      membership: 'eu',
      status: 'no-draft-reported',
      page: '/countries/atlantis',
    };
    expect(() => mapPaths(atlas, [atlantis])).toThrow(
      /data\/jurisdictions\/atlantis\.yaml — id: "atlantis" has no outline on the status map — add its ISO 3166-1 numeric code to OUTLINES in src\/plugins\/status-map\/outlines\.ts/,
    );
  });
});

describe('joinNumbers', () => {
  it('rounds to one decimal and drops separators and zeros SVG does not need', () => {
    expect(joinNumbers([12.34, -0.54, 0.46, 3, -0])).toBe('12.3-.5,.5,3,0');
  });
});
