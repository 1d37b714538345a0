/**
 * The dataset as pages, feeds and downloads read it: records from data/jurisdictions/*.yaml,
 * validated against src/data/schema.ts, with every shared deadline resolved in place.
 * Types only, so browser code can import them without the validator.
 */
import type {
  Binding,
  BindingStatus,
  Change,
  DirectiveStatus,
  JurisdictionRecord,
  Obligation,
  OwnDeadline,
} from './schema';

export type {
  Binding,
  BindingStatus,
  Change,
  DirectiveStatus,
  Law,
  Obligation,
  ObligationKind,
  ObligationStatus,
  Source,
  TranspositionStatus,
  Verification,
} from './schema';

/** A deadline on a jurisdiction's timeline, its own or one it shares. */
export interface Deadline extends OwnDeadline {
  /** Dataset-wide id: "<jurisdiction>.<id>" of the record that defines the date. */
  key: string;
  /** For a shared deadline, the name of the jurisdiction that defines it. */
  sharedFrom?: string;
  /** What this jurisdiction adds to a shared date. */
  note?: string;
  /** Whether the date binds employers in this jurisdiction (src/data/binding.ts). */
  binding: Binding;
}

/** An obligation with the EU rule it transposes named and linked. */
export interface ResolvedObligation extends Obligation {
  implementsRule?: {title: string; path?: string};
  /** Whether the duty binds employers now (src/data/binding.ts). */
  binding: Binding;
}

/** A state, province, county or city inside a jurisdiction, with a record of its own. */
export interface PlaceWithin {
  name: string;
  level: JurisdictionRecord['level'];
  page: string;
}

export interface Jurisdiction extends Omit<JurisdictionRecord, 'deadlines' | 'obligations'> {
  /** The route of its page: the written guide, or the page generated from the record. */
  page: string;
  /** Every jurisdiction inside it, at any depth, by name: their rules bind employers there. */
  within: PlaceWithin[];
  obligations: ResolvedObligation[];
  deadlines: Deadline[];
}

/** A change with the jurisdiction it belongs to, for the site-wide list and feeds. */
export interface DatedChange extends Change {
  /** The jurisdiction, with its page: its guide, or the page generated from its record. */
  jurisdiction: {id: string; name: string; page: string};
  /** Stable id for feeds: "<jurisdiction>.<date>.<n>". */
  key: string;
  /** For a change about an obligation or deadline: whether it binds now (src/data/binding.ts). */
  binding?: Binding;
  /** What the change is about: the whole record, the transposition status, a duty or a date. */
  topic: ChangeTopic;
}

export type ChangeTopic = 'record' | 'transposition' | 'duty' | 'date';

/** One row of the Directive's transposition table. */
export interface TranspositionRow extends DirectiveStatus {
  id: string;
  country: string;
  membership: 'eu' | 'eea';
  /** The state's page: its guide, or the page generated from its record. */
  page: string;
  /** How many of the Directive's employer duties bind in the state, by binding status. */
  duties: Array<{status: BindingStatus; label: string; count: number}>;
}

export interface Dataset {
  jurisdictions: Jurisdiction[];
}
