import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadDataset} from '../../data/load';
import {buildCalendar} from './ics';
import {ALL_DEADLINES_FILE, calendarPath} from './paths';

/**
 * Writes subscribable iCalendar files from the legal dataset after each
 * production build: one with every deadline and one per jurisdiction.
 */
export default function deadlineCalendarPlugin(context: LoadContext): Plugin {
  const {siteConfig, outDir, siteDir} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  return {
    name: 'deadline-calendar',
    async postBuild() {
      // Every jurisdiction with a date of its own or a shared one; states with none get no file.
      const jurisdictions = loadDataset(siteDir).jurisdictions.filter(
        (j) => j.deadlines.length > 0,
      );
      const files: Array<[string, string]> = [
        [
          ALL_DEADLINES_FILE,
          buildCalendar(`${siteConfig.title}: pay transparency deadlines`, jurisdictions, siteUrl),
        ],
        ...jurisdictions.map((j): [string, string] => [
          calendarPath(j.id),
          buildCalendar(`${siteConfig.title}: ${j.name} deadlines`, [j], siteUrl),
        ]),
      ];
      await mkdir(path.join(outDir, 'calendar'), {recursive: true});
      await Promise.all(files.map(([file, ics]) => writeFile(path.join(outDir, file), ics)));
    },
  };
}
