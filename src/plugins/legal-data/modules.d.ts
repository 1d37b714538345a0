/** The modules src/plugins/legal-data writes for pages to import. */

declare module '@legal-data/transposition.json' {
  import type {transpositionTable} from '@site/src/plugins/legal-data/publish';

  const transposition: ReturnType<typeof transpositionTable>;
  export default transposition;
}

declare module '@legal-data/directive-duties.json' {
  /** The titles of the Directive's duties for employers, which the transposition rule counts. */
  const titles: string[];
  export default titles;
}

declare module '@legal-data/changes.json' {
  import type {DatedChange} from '@site/src/data/types';

  const changes: DatedChange[];
  export default changes;
}

declare module '@legal-data/schema-fields.json' {
  import type {SchemaField} from '@site/src/plugins/legal-data/publish';

  const fields: SchemaField[];
  export default fields;
}

declare module '@legal-data/summary.json' {
  const summary: {jurisdictions: number; obligations: number; changes: number; modified: string};
  export default summary;
}

declare module '@legal-data/grid.json' {
  import type {GridState} from '@site/src/plugins/legal-data/tools';

  const grid: GridState[];
  export default grid;
}

declare module '@legal-data/tools.json' {
  import type {ToolJurisdiction} from '@site/src/plugins/legal-data/tools';

  const jurisdictions: ToolJurisdiction[];
  export default jurisdictions;
}

declare module '@legal-data/places.json' {
  import type {PlaceTable} from '@site/src/components/SubJurisdictionTable/rows';

  /** By jurisdiction id: the states, provinces and cities inside it and their dates. */
  const places: Record<string, PlaceTable>;
  export default places;
}

declare module '@legal-data/deadlines.json' {
  import type {UpcomingDate} from '@site/src/plugins/legal-data/deadlines';

  const dates: UpcomingDate[];
  export default dates;
}

declare module '@legal-data/build-date.json' {
  /** The day of the build (YYYY-MM-DD), from which pages count the next date. */
  const today: string;
  export default today;
}

declare module '@legal-data/finder.json' {
  import type {EuMinimumDuty, ToolDate} from '@site/src/plugins/legal-data/tools';

  /** By jurisdiction id: the Directive's duties not yet binding there, and its own milestones. */
  const finder: {
    euMinimum: Record<string, EuMinimumDuty[]>;
    milestones: Record<string, ToolDate[]>;
  };
  export default finder;
}

/** One jurisdiction's record, e.g. `@legal-data/italy.json`. */
declare module '@legal-data/*.json' {
  import type {Jurisdiction} from '@site/src/data/types';

  const jurisdiction: Jurisdiction;
  export default jurisdiction;
}
