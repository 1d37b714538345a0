import {
  geoAzimuthalEqualArea,
  geoCentroid,
  geoPath,
  geoStream,
  type GeoProjection,
  type GeoStream,
} from 'd3-geo';
import {merge} from 'topojson-client';
import {presimplify, simplify, sphericalTriangleArea} from 'topojson-simplify';
import type {GeometryObject, Objects, Topology} from 'topojson-specification';
import type {MultiPolygon} from 'geojson';
import {STATUS_ORDER, statusTextures} from '../../components/StatusMap/legend';
import {DATA_DIR} from '../../data/load';
import type {Dataset, TranspositionStatus} from '../../data/types';
import {transpositionRows} from '../../data/transposition';
import {OUTLINES} from './outlines';

/**
 * The status map's shapes, computed at build time so that the browser gets finished SVG path
 * strings and never the atlas or the projection code.
 */

/** A state on the map, as the dataset describes it. */
export interface MapState {
  id: string;
  name: string;
  membership: 'eu' | 'eea';
  status: TranspositionStatus;
  /** Its page: the written guide or the page generated from the record. */
  page: string;
}

/** A state with its outline, ready to draw. */
export interface DrawnState extends MapState {
  /** SVG path data in the map's coordinates. */
  d: string;
  /** Centre of the circle that stands in for a state too small to click on its own outline. */
  marker?: {x: number; y: number};
}

export interface StatusMapData {
  width: number;
  height: number;
  markerRadius: number;
  /** Every other country inside the frame, as one path: context, not a link. */
  land: string;
  /** In the order given, by name from mapStates. */
  states: DrawnState[];
}

/** The EU and EEA states, by name, as the transposition table lists them; a status without a colour stops the build. */
export function mapStates(dataset: Dataset): MapState[] {
  const pageOf = new Map(dataset.jurisdictions.map((j) => [j.id, j.page]));
  return transpositionRows(dataset).map(({id, country, membership, status}) => {
    if (!Object.hasOwn(statusTextures, status)) {
      throw new Error(
        `${DATA_DIR}/${id}.yaml — directive.status: "${status}" has no texture on the status map — ` +
          `write one of: ${STATUS_ORDER.join(', ')}, or give the new status a texture in src/components/StatusMap/legend.ts`,
      );
    }
    return {id, name: country, membership, status, page: pageOf.get(id)!};
  });
}

/**
 * Where the mainland and nearby islands lie, in degrees. Parts of a state outside it (French
 * overseas regions, Svalbard, the Canaries, Madeira and the Azores) are left off the map so the
 * frame stays on Europe; a part counts as inside when its centre does.
 */
export const EUROPE = {west: -25, east: 45, south: 34, north: 72} as const;

export interface MapOptions {
  /** Width of the map in SVG units; the height follows from the shapes. */
  width: number;
  /** Empty space around the states, in SVG units; at least the marker's radius. */
  margin: number;
  /** A state whose drawn area is below this many square units gets a marker. */
  markerBelowArea: number;
  markerRadius: number;
  /**
   * Simplification: a point goes when the triangle it makes with its neighbours covers less than
   * this many steradians (1e-6 is about 41 km²). Borders are shared, so neighbours stay flush.
   */
  minWeight: number;
  /** Points closer than this to the previous one are dropped, in SVG units. */
  minStep: number;
}

export const DEFAULT_OPTIONS: MapOptions = {
  width: 600,
  margin: 10,
  markerBelowArea: 80,
  markerRadius: 8,
  minWeight: 1e-5,
  minStep: 1,
};

/** One decimal is well below a pixel at any size the map is shown. */
const round = (value: number) => Math.round(value * 10) / 10;

/** "-0.5" as "-.5": SVG path data allows it, and it adds up over thousands of numbers. */
function num(value: number): string {
  return String(round(value) || 0).replace(/^(-?)0\./, '$1.');
}

/** Joins path numbers, leaving out the separator before a minus sign, which already separates. */
export function joinNumbers(values: readonly number[]): string {
  return values.map((v, i) => (i > 0 && v >= 0 ? ',' : '') + num(v)).join('');
}

/**
 * A d3-geo stream that writes compact SVG path data: each ring one absolute move followed by
 * relative lines, coordinates to one decimal, points closer than `minStep` to the last one kept
 * dropped. A ring left with fewer than three points is too small to see and is dropped.
 */
class CompactPath implements GeoStream {
  private readonly rings: string[] = [];
  private ring: Array<[number, number]> = [];

  constructor(private readonly minStep: number) {}

  // Only areas are drawn, so every line is a ring and a polygon's start and end add nothing.
  polygonStart(): void {}
  polygonEnd(): void {}

  lineStart(): void {
    this.ring = [];
  }

  point(x: number, y: number): void {
    const point: [number, number] = [round(x), round(y)];
    const last = this.ring[this.ring.length - 1];
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= this.minStep) {
      this.ring.push(point);
    }
  }

  lineEnd(): void {
    const ring = this.ring;
    if (ring.length < 3) return;
    const [[x0, y0]] = ring as [[number, number]];
    const steps = ring.slice(1).flatMap(([x, y], i) => {
      const [px, py] = ring[i]!;
      return [x - px, y - py];
    });
    this.rings.push(`M${joinNumbers([x0, y0])}l${joinNumbers(steps)}z`);
  }

  result(): string {
    return this.rings.join('');
  }
}

function inEurope(polygon: MultiPolygon['coordinates'][number]): boolean {
  const [lon, lat] = geoCentroid({type: 'Polygon', coordinates: polygon});
  return lon >= EUROPE.west && lon <= EUROPE.east && lat >= EUROPE.south && lat <= EUROPE.north;
}

/** The Natural Earth shapes of one state, by ISO 3166-1 numeric code or, lacking one, by name. */
function outlineOf(topology: Atlas, state: MapState): MultiPolygon {
  const names = OUTLINES[state.id];
  if (!names) {
    throw new Error(
      `${DATA_DIR}/${state.id}.yaml — id: "${state.id}" has no outline on the status map — add its ISO 3166-1 numeric code to OUTLINES in src/plugins/status-map/outlines.ts`,
    );
  }
  const countries = countryGeometries(topology);
  const parts = names.map((name) => {
    const found = countries.find((g) => g.id === name || nameOf(g) === name);
    if (!found)
      throw new Error(
        `The atlas has no country "${name}" for ${state.id} (src/plugins/status-map/outlines.ts)`,
      );
    return found;
  });
  const merged = merge(topology, parts as Parameters<typeof merge>[1]);
  return {type: 'MultiPolygon', coordinates: merged.coordinates.filter(inEurope)};
}

/** A world-atlas topology: countries by ISO 3166-1 numeric code, each with its name. */
export type Atlas = Topology<Objects>;

type Country = GeometryObject;

const nameOf = (country: Country) =>
  (country.properties as {name?: string} | undefined)?.name ?? '';

function countryGeometries(topology: Atlas): Country[] {
  const countries = topology.objects.countries;
  if (countries?.type !== 'GeometryCollection') {
    throw new Error('The atlas has no "countries" collection; use world-atlas countries-*.json');
  }
  return countries.geometries as Country[];
}

/**
 * Projects the states and their neighbours into a frame fitted to the states: Lambert azimuthal
 * equal-area centred on 10°E 52°N, the projection of the EU's own statistical maps (ETRS89-LAEA),
 * so each state's area is true to its size.
 */
export function mapPaths(
  topology: Atlas,
  states: readonly MapState[],
  options: MapOptions = DEFAULT_OPTIONS,
): StatusMapData {
  const {width, margin, markerBelowArea, markerRadius, minWeight, minStep} = options;
  const simplified = simplify(presimplify(topology, sphericalTriangleArea), minWeight);
  const outlines = states.map((state) => ({
    state,
    exact: outlineOf(topology, state),
    simple: outlineOf(simplified, state),
  }));
  const all = {
    type: 'GeometryCollection' as const,
    geometries: outlines.map(({exact}) => exact),
  };
  const projection: GeoProjection = geoAzimuthalEqualArea()
    .rotate([-10, -52])
    .fitWidth(width - 2 * margin, all);
  const [[, top], [, bottom]] = geoPath(projection).bounds(all);
  const height = Math.ceil(bottom - top + 2 * margin);
  projection.fitExtent(
    [
      [margin, margin],
      [width - margin, height - margin],
    ],
    all,
  );
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);

  const pathData = (shape: MultiPolygon) => {
    const writer = new CompactPath(minStep);
    geoStream(shape, projection.stream(writer));
    return writer.result();
  };
  const measure = geoPath(projection);

  const drawn = outlines.map(({state, exact, simple}): DrawnState => {
    // Simplifying can leave nothing of a small island state; it is then drawn as it is.
    const d = pathData(simple) || pathData(exact);
    if (!d) {
      throw new Error(
        `The status map draws nothing for ${state.id}: its outline (src/plugins/status-map/outlines.ts) lies outside Europe or is empty`,
      );
    }
    if (measure.area(exact) >= markerBelowArea) return {...state, d};
    const [x, y] = measure.centroid(exact);
    return {...state, d, marker: {x: round(x), y: round(y)}};
  });

  const used = new Set(states.flatMap((state) => OUTLINES[state.id] ?? []));
  const others = countryGeometries(simplified).filter(
    (g) => !used.has(String(g.id)) && !used.has(nameOf(g)),
  );
  return {
    width,
    height,
    markerRadius,
    land: pathData(merge(simplified, others as Parameters<typeof merge>[1])),
    states: drawn,
  };
}
