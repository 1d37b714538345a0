import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument} from 'yaml';
import type * as z from 'zod';
import {
  AppliesToSchema,
  JurisdictionSchema,
  isAppliesToRef,
  isSharedDeadline,
  type AppliesTo,
  type JurisdictionRecord,
  type ObligationInput,
  type OwnDeadline,
} from './schema';
import type {Dataset, Deadline, Jurisdiction} from './types';
import {jurisdictionPagePath, obligationAnchor} from './paths';
import {deadlineBinding, isAdopted, isoToday, obligationBinding} from './binding';
import {compareNames} from '../utils/names';

/**
 * Reads data/jurisdictions/*.yaml, checks every record against the schema and against each
 * other (unique ids, references that exist), and resolves shared deadlines. Any problem stops
 * the build and lint:content with the file, the line, the field and what to write instead.
 */

export const DATA_DIR = 'data/jurisdictions';

export interface DataProblem {
  /** Path from the site root, e.g. "data/jurisdictions/italy.yaml". */
  file: string;
  line: number;
  /** The field, e.g. "obligations[2].source.url". */
  field: string;
  message: string;
  fix: string;
}

export function formatDataProblem({file, line, field, message, fix}: DataProblem): string {
  return `${file}:${line} — ${field}: ${message} — ${fix}`;
}

export class DatasetError extends Error {
  constructor(readonly problems: DataProblem[]) {
    super(
      `The legal dataset has ${problems.length} problem(s):\n` +
        problems.map((p) => `  ${formatDataProblem(p)}`).join('\n'),
    );
    this.name = 'DatasetError';
  }
}

type PathKey = string | number;

function fieldName(at: readonly PathKey[]): string {
  return at.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );
}

/** The schema node at a path, to quote its description and allowed fields in a fix. */
function schemaAt(schema: z.ZodType, at: readonly PathKey[]): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const key of at) {
    while (node && ['optional', 'default'].includes(node.def.type)) {
      node = (node.def as unknown as {innerType: z.ZodType}).innerType;
    }
    if (!node) return undefined;
    const def = node.def as unknown as {
      type: string;
      element?: z.ZodType;
      shape?: Record<string, z.ZodType>;
      options?: z.ZodType[];
    };
    if (def.type === 'array' && typeof key === 'number') node = def.element;
    else if (def.type === 'object' && typeof key === 'string') node = def.shape?.[key];
    else if (def.type === 'union') {
      node = def.options
        ?.map((option) => schemaAt(option, [key]))
        .find((found): found is z.ZodType => found !== undefined);
    } else return undefined;
  }
  return node;
}

function allowedKeys(at: readonly PathKey[]): string[] {
  let node = schemaAt(JurisdictionSchema, at);
  while (node && ['optional', 'default'].includes(node.def.type)) {
    node = (node.def as unknown as {innerType: z.ZodType}).innerType;
  }
  const shape = (node?.def as {shape?: Record<string, unknown>} | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** What to write instead, for one schema finding. */
function fixFor(issue: z.core.$ZodIssue, at: readonly PathKey[]): string {
  const last = at[at.length - 1];
  const described = schemaAt(JurisdictionSchema, at)?.description;
  const what = described ? ` (${described.replace(/\.$/, '')})` : '';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `remove it or fix its spelling; the fields allowed here are: ${allowedKeys(at).join(', ')}`;
    case 'invalid_value':
      return `write one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_type':
      if (last === 'source' || at.includes('source')) {
        return 'add `source:` with `title:` and the https `url:` of the official text it rests on';
      }
      if (issue.input === undefined) return `add \`${String(last)}:\`${what}`;
      if (issue.expected === 'int' || issue.expected === 'number') break;
      return `write a ${issue.expected}${what}`;
    default:
      break;
  }
  if (issue.message.includes('date')) return 'write a real date as YYYY-MM-DD, e.g. 2026-11-24';
  if (issue.message.includes('whole') || issue.message.includes('positive')) {
    return 'write a positive whole number of employees, e.g. 250 ("more than 50" is 51)';
  }
  if (issue.message.includes('https')) return 'write the full https:// address of the source';
  if (issue.message.includes('dataset id')) {
    return 'write the jurisdiction id, a dot and the local id, e.g. eu-ptd.reports-250-plus';
  }
  if (issue.message.includes('hyphens')) return 'use lower-case letters, digits and hyphens only';
  if (issue.message.includes('empty')) return `write the text${what}`;
  return `correct the value${what}`;
}

interface SchemaFinding {
  at: PathKey[];
  message: string;
  fix: string;
}

/** Flattens zod's findings; a deadline that fits neither shape is judged by the shape it tries. */
function schemaFindings(issues: readonly z.core.$ZodIssue[], input: unknown): SchemaFinding[] {
  return issues.flatMap((issue): SchemaFinding[] => {
    const at = issue.path.filter((k): k is PathKey => typeof k !== 'symbol');
    if (issue.code === 'invalid_union') {
      const value = at.reduce<unknown>(
        (node, key) => (node as Record<PathKey, unknown> | undefined)?.[key],
        input,
      );
      const triesRef = typeof value === 'object' && value !== null && 'ref' in value;
      const branch = issue.errors[triesRef ? 1 : 0] ?? [];
      return schemaFindings(
        branch.map((inner) => ({...inner, path: [...at, ...inner.path]})),
        input,
      );
    }
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        at: [...at, key],
        message: `unknown field "${key}"`,
        fix: fixFor(issue, at),
      }));
    }
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const message = missing
      ? 'is missing'
      : issue.code === 'invalid_value'
        ? `is ${JSON.stringify(issue.input)}, which is not an allowed value`
        : issue.message;
    return [{at, message, fix: fixFor(issue, at)}];
  });
}

interface ParsedFile {
  file: string;
  record?: JurisdictionRecord;
  /** Line of the node at a path, or of its nearest ancestor present in the file. */
  lineOf: (at: readonly PathKey[]) => number;
}

/** Parses and validates one file; `file` is the path shown in messages. */
export function parseJurisdictionFile(
  file: string,
  source: string,
): ParsedFile & {problems: DataProblem[]} {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, {lineCounter, prettyErrors: false, uniqueKeys: true});
  const lineOf = (at: readonly PathKey[]): number => {
    for (let n = at.length; n >= 0; n -= 1) {
      const node = doc.getIn(at.slice(0, n), true) as {range?: [number, number, number]} | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line;
    }
    return 1;
  };
  if (doc.errors.length > 0) {
    return {
      file,
      lineOf,
      problems: doc.errors.map((error) => ({
        file,
        line: error.linePos?.[0]?.line ?? 1,
        field: '(file)',
        message: `is not valid YAML: ${error.message.split('\n')[0]}`,
        fix: 'write one `key: value` per line, indent lists with "- ", and quote text containing ": "',
      })),
    };
  }
  const input: unknown = doc.toJS();
  const result = JurisdictionSchema.safeParse(input, {reportInput: true});
  if (!result.success) {
    return {
      file,
      lineOf,
      problems: schemaFindings(result.error.issues, input).map(({at, message, fix}) => ({
        file,
        line: lineOf(at),
        field: fieldName(at) || '(file)',
        message,
        fix,
      })),
    };
  }
  return {file, record: result.data, lineOf, problems: []};
}

/**
 * Who a duty applies to, written out: its own `appliesTo`, or the shared definition it names
 * with its own fields in place (in the schema's field order, as if written in full). Undefined
 * for a name the record does not define, which crossCheck reports.
 */
function appliesToOf(
  employers: JurisdictionRecord['employers'],
  o: ObligationInput,
): AppliesTo | undefined {
  if (!isAppliesToRef(o.appliesTo)) return o.appliesTo;
  const {ref, ...own} = o.appliesTo;
  const shared = employers?.[ref];
  return shared && AppliesToSchema.parse({...shared, ...own});
}

/** The ids above a record, nearest first; stops at a loop or a missing parent. */
function parentChain(
  record: JurisdictionRecord,
  owners: ReadonlyMap<string, {record?: JurisdictionRecord}>,
): string[] {
  const chain: string[] = [];
  for (let id = record.parent; id && !chain.includes(id); id = owners.get(id)?.record?.parent) {
    chain.push(id);
  }
  return chain;
}

/** Checks that need more than one field or file: ids, references, required guide fields. */
export function crossCheck(files: readonly ParsedFile[]): DataProblem[] {
  const problems: DataProblem[] = [];
  const valid = files.filter((f): f is ParsedFile & {record: JurisdictionRecord} => !!f.record);
  const problem = (f: ParsedFile, at: PathKey[], message: string, fix: string) =>
    problems.push({file: f.file, line: f.lineOf(at), field: fieldName(at), message, fix});

  const owners = new Map<string, ParsedFile>();
  const obligationIds = new Set<string>();
  const ownDeadlines = new Set<string>();
  /** Each own deadline's global id, with the global id of the obligation it belongs to. */
  const deadlineObligations = new Map<string, string | undefined>();
  for (const f of valid) {
    const {record} = f;
    if (path.basename(f.file) !== `${record.id}.yaml`) {
      problem(f, ['id'], `"${record.id}" does not match the file name`, `rename the file to ${record.id}.yaml or change the id`);
    }
    const first = owners.get(record.id);
    if (first) {
      problem(f, ['id'], `duplicate id "${record.id}", already used by ${first.file}`, 'give each jurisdiction its own id');
    }
    owners.set(record.id, f);
    const local = new Map<string, string>();
    const claim = (id: string, at: PathKey[]) => {
      const seen = local.get(id);
      if (seen) problem(f, at, `duplicate id "${id}", already used at ${seen}`, 'give each obligation and deadline its own id in this file');
      else local.set(id, fieldName(at));
    };
    record.obligations.forEach((o, i) => {
      claim(o.id, ['obligations', i, 'id']);
      obligationIds.add(`${record.id}.${o.id}`);
    });
    record.deadlines.forEach((d, i) => {
      if (isSharedDeadline(d)) return;
      claim(d.id, ['deadlines', i, 'id']);
      ownDeadlines.add(`${record.id}.${d.id}`);
      deadlineObligations.set(`${record.id}.${d.id}`, d.obligation && `${record.id}.${d.obligation}`);
    });
  }

  for (const f of valid) {
    const {record} = f;
    const localIds = new Set([
      ...record.obligations.map((o) => o.id),
      ...record.deadlines.flatMap((d) => (isSharedDeadline(d) ? [] : [d.id])),
    ]);
    const localObligations = new Set(record.obligations.map((o) => o.id));
    record.obligations.forEach((o, i) => {
      if (o.implements && !obligationIds.has(o.implements)) {
        problem(f, ['obligations', i, 'implements'], `refers to "${o.implements}", which no data file defines`, 'name an existing obligation as <jurisdiction>.<id>, e.g. eu-ptd.pay-gap-reporting');
      }
      const appliesTo = appliesToOf(record.employers, o);
      if (!appliesTo) {
        const defined = Object.keys(record.employers ?? {});
        problem(f, ['obligations', i, 'appliesTo', 'ref'], `refers to "${(o.appliesTo as {ref: string}).ref}", which is not defined under \`employers:\` in this file`, defined.length > 0 ? `write one of: ${defined.join(', ')}` : 'add it under `employers:` with description and sector, or write appliesTo in full');
        return;
      }
      // The dates adopted law sets (a first deadline, or the start of an enacted rule) must reach the
      // page's timeline and the calendar files, which read deadlines only: an own date, or the EU
      // instrument's date the rule keeps.
      const dated = record.deadlines.some((d) =>
        isSharedDeadline(d)
          ? o.implements !== undefined && deadlineObligations.get(d.ref) === o.implements
          : d.obligation === o.id,
      );
      const undated = (field: 'firstDeadline' | 'inForceFrom') =>
        problem(f, ['obligations', i, 'timing', field], `is ${o.timing[field]}, but no deadline in this file belongs to "${o.id}", so its page and calendar show no date for it`, `add under \`deadlines:\` an entry with \`obligation: ${o.id}\` and its date${o.implements ? `, or a \`ref:\` to the ${o.implements.split('.')[0]} deadline the rule keeps` : ''}`);
      if (!dated && isAdopted(o) && o.timing.firstDeadline) undated('firstDeadline');
      else if (!dated && o.status === 'adopted-not-in-force' && o.timing.inForceFrom) undated('inForceFrom');
      if (o.timing.startNotConfirmed && (o.status !== 'adopted-not-in-force' || o.timing.inForceFrom)) {
        problem(f, ['obligations', i, 'timing', 'startNotConfirmed'], o.timing.inForceFrom ? `contradicts inForceFrom ${o.timing.inForceFrom}` : `is only for an enacted duty, and this one's status is "${o.status}"`, o.timing.inForceFrom ? 'remove startNotConfirmed, or remove inForceFrom if the start is not confirmed' : 'remove startNotConfirmed, or set status: adopted-not-in-force');
      }
      const {minEmployees: min, maxEmployees: max} = appliesTo;
      if (min !== undefined && max !== undefined && max < min) {
        problem(f, ['obligations', i, 'appliesTo', 'maxEmployees'], `is ${max}, below minEmployees ${min}`, 'write the band as its smallest and largest headcount');
      }
    });
    for (const name of Object.keys(record.employers ?? {})) {
      const used = record.obligations.some(
        (o) => isAppliesToRef(o.appliesTo) && o.appliesTo.ref === name,
      );
      if (!used) problem(f, ['employers', name], `is not referred to by any obligation`, `remove it, or write \`appliesTo: {ref: ${name}}\` on the duties it defines`);
    }
    record.deadlines.forEach((d, i) => {
      if (isSharedDeadline(d)) {
        if (!ownDeadlines.has(d.ref)) {
          problem(f, ['deadlines', i, 'ref'], `refers to "${d.ref}", which no data file defines as a deadline`, 'name an existing deadline as <jurisdiction>.<id>, e.g. eu-ptd.reports-250-plus');
        }
      } else if (d.obligation && !localObligations.has(d.obligation)) {
        problem(f, ['deadlines', i, 'obligation'], `refers to "${d.obligation}", which is not an obligation in this file`, `write one of: ${[...localObligations].join(', ') || '(add the obligation first)'}`);
      }
    });
    record.changes.forEach((c, i) => {
      if (c.about !== undefined && c.about !== 'directive' && !localIds.has(c.about)) {
        problem(f, ['changes', i, 'about'], `refers to "${c.about}", which is not an obligation or deadline in this file`, 'write "directive", or the id of an obligation or deadline in this file');
      }
    });
    if (record.level !== 'country' && !record.parent) {
      // Shown at the `level:` line, the field that makes a parent necessary.
      problems.push({file: f.file, line: f.lineOf(['level']), field: 'parent', message: `is missing for a jurisdiction of level "${record.level}"`, fix: 'add `parent:` with the id of the state or country it lies in, e.g. united-states'});
    }
    if (record.parent !== undefined) {
      const parent = owners.get(record.parent)?.record;
      if (!parent) {
        problem(f, ['parent'], `refers to "${record.parent}", which no data file defines`, 'name an existing jurisdiction id, e.g. united-states or canada');
      } else if (record.level === 'country') {
        problem(f, ['level'], `is "country" but the record names a parent ("${record.parent}")`, 'set `level:` to state, province, district, county or city');
      } else if (record.parent === record.id || parentChain(record, owners).includes(record.id)) {
        problem(f, ['parent'], `makes "${record.id}" lie inside itself`, 'name the jurisdiction it lies in, not itself or one inside it');
      }
    }
    if ((record.membership === 'eu' || record.membership === 'eea') && !record.directive) {
      problem(f, ['directive'], 'is missing for an EU or EEA state', 'add `directive:` with status, summary, pending, asOf, source and verified');
    }
    if (record.docPath) {
      for (const field of ['regulator', 'coverage', 'reporting', 'enforcement'] as const) {
        if (record[field] === undefined) problem(f, [field], 'is missing for a jurisdiction with a guide', `add \`${field}:\`; the guide's At a glance table shows it`);
      }
      if (record.laws.length === 0) problem(f, ['laws'], 'is empty for a jurisdiction with a guide', 'list at least the main law, with name, url and role');
    }
  }
  return problems;
}

/**
 * Puts each shared deadline's date in place, names the EU rule each obligation transposes,
 * and states whether each duty and date binds on `today`.
 */
function resolve(records: readonly JurisdictionRecord[], today: string): Jurisdiction[] {
  const owners = new Map(records.map((record) => [record.id, {record}]));
  const chains = new Map(records.map((r) => [r.id, parentChain(r, owners)]));
  const countryOf = (r: JurisdictionRecord): string => chains.get(r.id)!.at(-1) ?? r.id;
  const shared = new Map<string, {deadline: OwnDeadline; owner: JurisdictionRecord}>();
  const rules = new Map<string, {title: string; path: string}>();
  for (const owner of records) {
    for (const d of owner.deadlines) if (!isSharedDeadline(d)) shared.set(`${owner.id}.${d.id}`, {deadline: d, owner});
    for (const o of owner.obligations) {
      rules.set(`${owner.id}.${o.id}`, {
        title: `${owner.name}: ${o.title}`,
        path: `${jurisdictionPagePath(owner, countryOf(owner))}#${obligationAnchor(o.id)}`,
      });
    }
  }
  const pageOf = (r: JurisdictionRecord) => jurisdictionPagePath(r, countryOf(r));
  // Shared definitions live on in each duty's appliesTo, so the record itself drops them.
  return records.map(({employers, ...record}) => ({
    ...record,
    page: pageOf(record),
    within: records
      .filter((r) => chains.get(r.id)!.includes(record.id))
      .map((r) => ({name: r.name, level: r.level, page: pageOf(r)}))
      .sort((a, b) => compareNames(a.name, b.name)),
    obligations: record.obligations.map((input) => {
      const o = {...input, appliesTo: appliesToOf(employers, input)!};
      return {
        ...o,
        ...(o.implements && {implementsRule: rules.get(o.implements)!}),
        binding: obligationBinding(record, o, today),
      };
    }),
    deadlines: record.deadlines.map((d): Deadline => {
      if (!isSharedDeadline(d)) {
        return {...d, key: `${record.id}.${d.id}`, binding: deadlineBinding(record, d, record, today)};
      }
      const {deadline, owner} = shared.get(d.ref)!;
      return {
        ...deadline,
        key: d.ref,
        sharedFrom: owner.name,
        ...(d.note && {note: d.note}),
        binding: deadlineBinding(record, deadline, owner, today),
      };
    }),
  }));
}

/** Checks files given as text (the build reads them from disk; tests pass fixtures). */
export function checkFiles(
  files: ReadonlyArray<{file: string; text: string}>,
  today = isoToday(),
): {dataset: Dataset; problems: []} | {dataset: undefined; problems: DataProblem[]} {
  const parsed = files.map(({file, text}) => parseJurisdictionFile(file, text));
  const problems = [...parsed.flatMap((p) => p.problems), ...crossCheck(parsed)];
  if (problems.length > 0) return {dataset: undefined, problems};
  return {dataset: {jurisdictions: resolve(parsed.map((p) => p.record!), today)}, problems: []};
}

/** Loads and checks every file in a folder; throws DatasetError naming each problem. */
export function loadDatasetFrom(root: string, dir = DATA_DIR): Dataset {
  const folder = path.join(root, dir);
  const files = readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({file: `${dir}/${name}`, text: readFileSync(path.join(folder, name), 'utf8')}));
  const {dataset, problems} = checkFiles(files);
  if (!dataset) throw new DatasetError(problems);
  return dataset;
}

const cache = new Map<string, Dataset>();

/** The site's dataset, loaded once per process (config, sidebars and plugins all ask). */
export function loadDataset(root: string): Dataset {
  let dataset = cache.get(root);
  if (!dataset) {
    dataset = loadDatasetFrom(root);
    cache.set(root, dataset);
  }
  return dataset;
}

