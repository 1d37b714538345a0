import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {jurisdictions} from '../../data/jurisdictions';
import {buildCalendar} from './ics';
import {ALL_DEADLINES_FILE, calendarPath} from './paths';

/**
 * Writes subscribable iCalendar files from the jurisdiction records after each
 * production build: one with every deadline and one per jurisdiction.
 */
export default function deadlineCalendarPlugin(context: LoadContext): Plugin {
  const {siteConfig, outDir} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  return {
    name: 'deadline-calendar',
    async postBuild() {
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
