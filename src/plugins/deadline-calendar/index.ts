import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadDataset} from '../../data/load';
import type {Jurisdiction} from '../../data/types';
import {buildCalendar} from './ics';
import {ALL_DEADLINES_FILE, calendarPath} from '../../data/paths';

/** A jurisdiction's calendar name; a calendar with no dates yet says so, not just nothing. */
export const calendarName = (brand: string, j: Pick<Jurisdiction, 'name' | 'deadlines'>) =>
  `${brand}: ${j.name} deadlines${j.deadlines.length === 0 ? ' (none recorded yet)' : ''}`;

/**
 * Writes subscribable iCalendar files from the legal dataset after each
 * production build: one with every deadline and one per jurisdiction, so every
 * page can offer its calendar.
 */
export default function deadlineCalendarPlugin(context: LoadContext): Plugin {
  const {siteConfig, outDir, siteDir} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  return {
    name: 'deadline-calendar',
    async postBuild() {
      const {jurisdictions} = loadDataset(siteDir);
      const files: Array<[string, string]> = [
        [
          ALL_DEADLINES_FILE,
          buildCalendar(`${siteConfig.title}: pay transparency deadlines`, jurisdictions, siteUrl),
        ],
        ...jurisdictions.map((j): [string, string] => [
          calendarPath(j.id),
          buildCalendar(calendarName(siteConfig.title, j), [j], siteUrl),
        ]),
      ];
      await mkdir(path.join(outDir, 'calendar'), {recursive: true});
      await Promise.all(files.map(([file, ics]) => writeFile(path.join(outDir, file), ics)));
    },
  };
}
