import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DATA_DIR, loadDatasetFrom} from '../../data/load';
import {jsonSchema} from '../../data/schema';
import type {Dataset} from '../../data/types';
import {changeFeeds} from './feeds';
import {
  OBLIGATIONS_CSV,
  OBLIGATIONS_JSON,
  SCHEMA_JSON,
  changesFeed,
  jurisdictionJson,
} from '../../data/paths';
import {
  allChanges,
  datasetModified,
  jurisdictionFile,
  obligationsCsv,
  obligationsFile,
  publishedFields,
  publishedObligations,
  directiveDutyTitles,
  transpositionTable,
} from './publish';
import {directiveGrid, euMinimumDuties, jurisdictionMilestones, toolJurisdictions} from './tools';
import {writeGeneratedPages} from './pages';
import {upcomingDates} from './deadlines';
import {isoToday} from '../../data/binding';
import {placeTables} from '../../components/SubJurisdictionTable/rows';

/**
 * The legal dataset (data/jurisdictions/*.yaml) for the site and for reuse.
 *
 * - Loads and checks every file; any problem fails the build naming the file, line, field
 *   and fix (src/data/load.ts).
 * - Writes the modules pages import as `@legal-data/<name>.json`: one per jurisdiction, so a
 *   guide's bundle holds its own record only, plus the transposition table, the change list,
 *   the field reference and the compact data of the reading tools (grid, compare, finder).
 * - After the build, publishes /data/v1 (obligations as JSON and CSV, one JSON file per
 *   jurisdiction, the JSON Schema) and the RSS and Atom feeds of changes, site-wide and per
 *   jurisdiction.
 */
export default function legalDataPlugin(context: LoadContext): Plugin<Dataset> {
  const {siteDir, siteConfig, outDir, generatedFilesDir} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const modulesDir = path.join(generatedFilesDir, 'legal-data', 'default');
  return {
    name: 'legal-data',
    getPathsToWatch() {
      return [path.join(siteDir, DATA_DIR, '*.yaml')];
    },
    async loadContent() {
      const dataset = loadDatasetFrom(siteDir);
      // docusaurus.config.ts writes the generated pages before the first load; `npm start`
      // reloads only this plugin when a data file changes, so their front matter is kept
      // current here (an unchanged page is not rewritten, so the docs plugin stays quiet).
      writeGeneratedPages(siteDir, dataset);
      return dataset;
    },
    async contentLoaded({content, actions}) {
      const tools = toolJurisdictions(content);
      const today = isoToday();
      const modules: Array<[string, unknown]> = [
        ...content.jurisdictions.map((j): [string, unknown] => [`${j.id}.json`, j]),
        ['transposition.json', transpositionTable(content)],
        ['directive-duties.json', directiveDutyTitles(content)],
        ['changes.json', allChanges(content)],
        ['schema-fields.json', publishedFields()],
        ['grid.json', directiveGrid(content)],
        ['tools.json', tools],
        ['places.json', placeTables(tools, today)],
        ['deadlines.json', upcomingDates(content, today)],
        ['build-date.json', today],
        [
          'finder.json',
          {euMinimum: euMinimumDuties(content), milestones: jurisdictionMilestones(content)},
        ],
        [
          'summary.json',
          {
            jurisdictions: content.jurisdictions.length,
            obligations: publishedObligations(content, siteUrl).length,
            changes: allChanges(content).length,
            modified: datasetModified(content),
          },
        ],
      ];
      await Promise.all(
        modules.map(([name, data]) => actions.createData(name, JSON.stringify(data))),
      );
    },
    configureWebpack() {
      return {resolve: {alias: {'@legal-data': modulesDir}}};
    },
    async postBuild({content}) {
      const brandName = siteConfig.title;
      const changes = allChanges(content);
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
      const feeds = [
        {scope: 'all', scopeName: 'all jurisdictions', changes},
        ...content.jurisdictions.map((j) => ({
          scope: j.id,
          scopeName: j.name,
          changes: changes.filter((c) => c.jurisdiction.id === j.id),
        })),
      ].flatMap((options) => {
        const {rss, atom} = changeFeeds({siteUrl, brandName, ...options});
        return [
          [changesFeed(options.scope, 'rss'), rss],
          [changesFeed(options.scope, 'atom'), atom],
        ] as const;
      });
      const files: ReadonlyArray<readonly [string, string]> = [
        [OBLIGATIONS_JSON, json(obligationsFile(content, siteUrl))],
        [OBLIGATIONS_CSV, obligationsCsv(publishedObligations(content, siteUrl))],
        [SCHEMA_JSON, json({$id: `${siteUrl}${SCHEMA_JSON}`, ...jsonSchema()})],
        ...content.jurisdictions.map(
          (j) => [jurisdictionJson(j.id), json(jurisdictionFile(j, siteUrl))] as const,
        ),
        ...feeds,
      ];
      await Promise.all(
        files.map(async ([file, body]) => {
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, body);
        }),
      );
    },
  };
}
