import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DATA_DIR, loadDatasetFrom} from '../../data/load';
import {mapPaths, mapStates, type Atlas, type StatusMapData} from './map';

const require = createRequire(__filename);

/** Natural Earth 1:50m: the smallest scale that still has Malta and Liechtenstein. */
export const ATLAS = 'world-atlas/countries-50m.json';

/**
 * The map of EU and EEA states coloured by Directive transposition status. The outlines are
 * projected and simplified here, at build time, and written as `@status-map/map.json`, so pages
 * get finished SVG path data and neither the atlas nor d3 reaches the browser.
 */
export default function statusMapPlugin({
  siteDir,
  generatedFilesDir,
}: LoadContext): Plugin<StatusMapData> {
  return {
    name: 'status-map',
    getPathsToWatch() {
      return [path.join(siteDir, DATA_DIR, '*.yaml')];
    },
    async loadContent() {
      const atlas = JSON.parse(await readFile(require.resolve(ATLAS), 'utf8')) as Atlas;
      return mapPaths(atlas, mapStates(loadDatasetFrom(siteDir)));
    },
    async contentLoaded({content, actions}) {
      await actions.createData('map.json', JSON.stringify(content));
    },
    configureWebpack() {
      return {
        resolve: {alias: {'@status-map': path.join(generatedFilesDir, 'status-map', 'default')}},
      };
    },
  };
}
