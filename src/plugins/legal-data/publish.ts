import type {Dataset, DatedChange, Jurisdiction, ResolvedObligation} from '../../data/types';
import {jsonSchema} from '../../data/schema';
import {
  DIRECTIVE_ID,
  employerDuties,
  transpositionCounts,
  transpositionRows,
} from '../../data/transposition';
import {LICENCE, SCHEMA_JSON, jurisdictionJson, obligationAnchor} from '../../data/paths';

/**
 * What the build publishes from the dataset, as plain values: the files under /data/v1 and
 * the lists pages render. Pure functions, so unit tests check the output without a build.
 */

/**
 * An obligation as published: its dataset-wide id, its jurisdiction, its anchor on the
 * jurisdiction's page (a written guide or the page generated from the record) and whether it
 * binds employers (`binding`, src/data/binding.ts).
 */
export interface PublishedObligation extends Omit<ResolvedObligation, 'id'> {
  id: string;
  jurisdiction: string;
  guideUrl: string;
}

/** The newest date in the records, so the files say when the data (not the build) changed. */
export function datasetModified(dataset: Dataset): string {
  const dates = dataset.jurisdictions.flatMap((j) => [
    j.lastReviewed,
    ...j.changes.map((c) => c.date),
  ]);
  return dates.reduce((newest, date) => (date > newest ? date : newest), '');
}

export function publishedObligations(dataset: Dataset, siteUrl: string): PublishedObligation[] {
  return dataset.jurisdictions.flatMap((j) =>
    j.obligations.map((o) => ({
      ...o,
      id: `${j.id}.${o.id}`,
      jurisdiction: j.id,
      guideUrl: `${siteUrl}${j.page}#${obligationAnchor(o.id)}`,
    })),
  );
}

export function obligationsFile(dataset: Dataset, siteUrl: string) {
  return {
    $schema: `${siteUrl}${SCHEMA_JSON}`,
    title: 'Pay transparency and pay equity obligations',
    version: 1,
    modified: datasetModified(dataset),
    licence: LICENCE,
    jurisdictions: dataset.jurisdictions.map((j) => ({
      id: j.id,
      name: j.name,
      membership: j.membership,
      lastReviewed: j.lastReviewed,
      ...(j.directive && {directiveStatus: j.directive.status}),
      data: `${siteUrl}${jurisdictionJson(j.id)}`,
      page: `${siteUrl}${j.page}`,
      ...(j.docPath && {guide: `${siteUrl}${j.docPath}`}),
    })),
    obligations: publishedObligations(dataset, siteUrl),
  };
}

/** One jurisdiction's whole record, with its shared deadlines resolved. */
export function jurisdictionFile(j: Jurisdiction, siteUrl: string) {
  return {$schema: `${siteUrl}${SCHEMA_JSON}`, licence: LICENCE, ...j};
}

export const CSV_COLUMNS = [
  'id',
  'jurisdiction',
  'kind',
  'title',
  'status',
  'applies_to',
  'min_employees',
  'max_employees',
  'sector',
  'requires',
  'in_force_from',
  'first_deadline',
  'frequency',
  'reference_period',
  'penalties',
  'implements',
  'source_title',
  'source_url',
  'source_date',
  'verified_date',
  'verified_method',
  'guide_url',
  'headcount_scope',
  'min_in_jurisdiction',
  'covers_remote_roles',
  'remote_reach',
  'only_if',
  'binding_status',
  'binding_label',
] as const;

/** RFC 4180: quote every field that holds a comma, a quote or a line break. */
function csvField(value: string | number | boolean | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function obligationsCsv(obligations: readonly PublishedObligation[]): string {
  const rows = obligations.map((o) => [
    o.id,
    o.jurisdiction,
    o.kind,
    o.title,
    o.status,
    o.appliesTo.description,
    o.appliesTo.minEmployees,
    o.appliesTo.maxEmployees,
    o.appliesTo.sector,
    o.requires,
    o.timing.inForceFrom,
    o.timing.firstDeadline,
    o.timing.frequency,
    o.timing.referencePeriod,
    o.penalties,
    o.implements,
    o.source.title,
    o.source.url,
    o.source.date,
    o.verified.date,
    o.verified.method,
    o.guideUrl,
    o.appliesTo.headcountScope,
    o.appliesTo.minInJurisdiction,
    o.appliesTo.coversRemoteRoles,
    o.appliesTo.remoteReach,
    o.appliesTo.onlyIf,
    o.binding.status,
    o.binding.label,
  ]);
  return [CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The binding status of the obligation or own deadline a change is about, if it is about one. */
function bindingAbout(j: Jurisdiction, about: string | undefined) {
  const subject =
    j.obligations.find((o) => o.id === about) ??
    j.deadlines.find((d) => !d.sharedFrom && d.id === about);
  return subject?.binding;
}

/** What a change is about, from its `about` field: see DatedChange['topic']. */
export function changeTopic(j: Jurisdiction, about: string | undefined): DatedChange['topic'] {
  if (about === 'directive') return 'transposition';
  if (j.obligations.some((o) => o.id === about)) return 'duty';
  if (j.deadlines.some((d) => d.id === about)) return 'date';
  return 'record';
}

/** Every change, newest first; within a day, in the order the file lists them. */
export function allChanges(dataset: Dataset): DatedChange[] {
  return dataset.jurisdictions
    .flatMap((j) =>
      j.changes.map((change, n) => {
        const binding = bindingAbout(j, change.about);
        return {
          ...change,
          jurisdiction: {id: j.id, name: j.name, page: j.page},
          key: `${j.id}.${change.date}.${j.changes.length - n}`,
          ...(binding && {binding}),
          topic: changeTopic(j, change.about),
        };
      }),
    )
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) || a.jurisdiction.name.localeCompare(b.jurisdiction.name),
    );
}

/**
 * The transposition table's module: its rows, the figures that summarise them, and the titles
 * of the Directive's employer duties, which the rule counts (src/data/transposition.ts).
 */
export function transpositionTable(dataset: Dataset) {
  const rows = transpositionRows(dataset);
  return {rows, counts: transpositionCounts(rows)};
}

/**
 * The titles of the Directive's duties for employers, which the transposition rule counts: a
 * module of their own, so the grid's page, which states the rule, does not load the table.
 */
export function directiveDutyTitles(dataset: Dataset): string[] {
  const directive = dataset.jurisdictions.find((j) => j.id === DIRECTIVE_ID);
  return directive ? employerDuties(directive).map((o) => o.title) : [];
}

/** One row of the field reference on the Open data page. */
export interface SchemaField {
  field: string;
  type: string;
  required: boolean;
  description: string;
  /** Added by the build to every published file, never written in a data file. */
  derived?: boolean;
}

interface JsonSchemaNode {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  /** A map's value, e.g. each named definition under `employers:`. */
  additionalProperties?: JsonSchemaNode;
  pattern?: string;
}

function typeOf(node: JsonSchemaNode): string {
  if (node.enum) return `one of: ${node.enum.map(String).join(', ')}`;
  if (node.const !== undefined) return `"${String(node.const)}"`;
  if (node.format === 'date') return 'date (YYYY-MM-DD)';
  if (node.format === 'uri') return 'https URL';
  if (node.type === 'array') return 'list';
  if (node.anyOf) return 'object';
  return Array.isArray(node.type) ? node.type.join(' or ') : (node.type ?? 'value');
}

/** Flattens the JSON Schema into one row per field, parents before children. */
export function schemaFields(schema: JsonSchemaNode, prefix = ''): SchemaField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, node]) => {
    const field = `${prefix}${name}`;
    const item = node.type === 'array' ? node.items : node;
    const row: SchemaField = {
      field,
      type: typeOf(node),
      required: required.has(name),
      description: node.description ?? item?.description ?? '',
    };
    const path = node.type === 'array' ? `${field}[].` : `${field}.`;
    const children = item?.anyOf
      ? item.anyOf.flatMap((option) => schemaFields(option, path))
      : item?.properties
        ? schemaFields(item, path)
        : item?.additionalProperties
          ? schemaFields(item.additionalProperties, `${field}.<name>.`)
          : [];
    // Fields two shapes share (a deadline's own and shared forms) are listed once.
    return [row, ...children].filter(
      (r, i, all) => all.findIndex((other) => other.field === r.field) === i,
    );
  });
}

/**
 * The field reference of the published files: a data file's fields from the schema, with the
 * `binding` the build adds to every obligation and deadline (the schema's $defs.binding) listed
 * after that list's own fields.
 */
export function publishedFields(): SchemaField[] {
  const schema = jsonSchema() as JsonSchemaNode & {$defs: {binding: JsonSchemaNode}};
  const fields = schemaFields(schema);
  for (const list of ['obligations[].', 'deadlines[].']) {
    const derived = schemaFields({properties: {binding: schema.$defs.binding}}, list).map((f) => ({
      ...f,
      required: true,
      derived: true,
    }));
    const last = fields.map((f) => f.field.startsWith(list)).lastIndexOf(true);
    fields.splice(last + 1, 0, ...derived);
  }
  return fields;
}
