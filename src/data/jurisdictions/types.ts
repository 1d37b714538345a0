/**
 * The shape of every jurisdiction record. Pages, the deadline calendar and the
 * unit tests all read these records, so a fact is typed once, here in src/data.
 */

/** A calendar date written as YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

/** An official source a reader can open: legislation, a regulator, a gazette. */
export interface Source {
  /** What the link is, e.g. "Workplace Gender Equality Act 2012 (Federal Register of Legislation)". */
  title: string;
  /** Absolute https URL of the official text or page. */
  url: string;
}

/** A law, regulation or directive that creates obligations. */
export interface Law {
  /** Official name, e.g. "Workplace Gender Equality Act 2012 (Cth)". */
  name: string;
  /** Link to the official text. */
  url: string;
  /** One sentence: what this instrument does for pay transparency. */
  role: string;
}

/** A dated obligation or milestone, also exported to the iCalendar feed. */
export interface Deadline {
  /** Stable slug, unique inside the jurisdiction, e.g. "private-sector-lodgement". */
  id: string;
  /** The next (or the fixed) occurrence. */
  date: IsoDate;
  /** Short title for the timeline and the calendar event. */
  title: string;
  /** One or two sentences saying who must do what by this date. */
  description: string;
  /** "yearly" when the same day recurs every year. */
  recurrence?: 'yearly';
  /** "confirmed" when in force law sets the date; "proposed" for bills and drafts. */
  status: 'confirmed' | 'proposed';
  /** The legal source that sets the date. */
  source: Source;
}

/** Where national transposition of Directive (EU) 2023/970 stands. */
export type TranspositionStatus =
  | 'transposed'
  | 'partly-transposed'
  | 'bill-or-draft'
  | 'halted'
  | 'no-draft-reported'
  | 'eea-pending';

export interface DirectiveStatus {
  status: TranspositionStatus;
  /** Plain statement of what exists, dated in the text where useful. */
  summary: string;
  /** What is still open or unconfirmed, said plainly. */
  pending: string;
  /** Date the information was last checked. */
  asOf: IsoDate;
  source: Source;
}

export interface Jurisdiction {
  /** Short id used by pages and components, e.g. "uk". */
  id: string;
  /** Display name, e.g. "United Kingdom". */
  name: string;
  /** Route of the guide, e.g. "/countries/uk-pay-transparency-reporting". */
  docPath: string;
  /** "eu" and "eea" members get a Directive status; "eu-law" marks the EU instruments themselves. */
  membership: 'eu' | 'eea' | 'non-eu' | 'eu-law';
  /** Date the legal status on the page was last reviewed. */
  lastReviewed: IsoDate;
  laws: Law[];
  /** Who enforces or receives reports. */
  regulator: Source;
  /** Who must comply, with thresholds. */
  coverage: string;
  /** What must be reported, published or done. */
  reporting: string;
  /** Pay transparency in recruitment; omit when the jurisdiction has no such rules. */
  recruitment?: string;
  /** Enforcement and penalties. */
  enforcement: string;
  /** Required for "eu" and "eea" members. */
  directive?: DirectiveStatus;
  deadlines: Deadline[];
  /** Further official sources (laws are listed already). */
  sources: Source[];
  /** News tags whose posts appear under "Related news" on the guide. */
  newsTags: string[];
}

/** One row of the EU-wide transposition table, for a state without its own guide. */
export interface TranspositionRow extends DirectiveStatus {
  /** Country name in English, e.g. "Austria". */
  country: string;
  membership: 'eu' | 'eea';
}
