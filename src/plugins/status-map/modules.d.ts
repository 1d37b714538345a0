/** The module src/plugins/status-map writes for the map component to import. */
declare module '@status-map/map.json' {
  import type {StatusMapData} from '@site/src/plugins/status-map/map';

  const map: StatusMapData;
  export default map;
}
