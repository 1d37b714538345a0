import * as z from 'zod';

/**
 * The one schema of the legal dataset in data/jurisdictions/*.yaml. The TypeScript types
 * below are inferred from it, and the build publishes it as JSON Schema
 * (/data/v1/schema.json), so every field is declared once, here. Descriptions double as
 * the field reference on the Open data page.
 *
 * Build-time only: pages import the validated, resolved records the legal-data plugin
 * writes, never this module, so the validator never reaches a reader's browser.
 */

/** A local id inside one file: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A dataset-wide id: the jurisdiction's id, a dot, then the local id. */
export const GLOBAL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, {error: 'is not a date written YYYY-MM-DD'})
  .refine(isRealDate, {error: 'is not a real calendar date'})
  .meta({format: 'date'});

const slug = z.string().regex(SLUG, {error: 'is not an id of lower-case words joined by hyphens'});
const globalId = z
  .string()
  .regex(GLOBAL_ID, {error: 'is not a dataset id of the form <jurisdiction>.<id>'});
const text = z.string().trim().min(1, {error: 'is empty'});
const httpsUrl = z.url({protocol: /^https$/, error: 'is not an absolute https:// address'});

export const SourceSchema = z
  .strictObject({
    title: text.describe('What the link is, e.g. "Workplace Gender Equality Act 2012 (Cth)".'),
    url: httpsUrl.describe('Absolute https address of the official text, register or page.'),
    date: isoDate
      .optional()
      .describe('Date of the act, publication or page, where it matters to the fact.'),
  })
  .describe('An official source a reader can open.');

export const VERIFICATION_METHODS = ['official-text', 'secondary-source'] as const;

export const VerificationSchema = z
  .strictObject({
    date: isoDate.describe('The day the fact was last checked against its source.'),
    method: z
      .enum(VERIFICATION_METHODS)
      .describe(
        '"official-text": the official text or register entry was read; "secondary-source": only a law firm, press or tracker report was found, and the page says so.',
      ),
  })
  .describe('When and how a fact was last verified.');

export const OBLIGATION_KINDS = [
  'gender-pay-gap-reporting',
  'pay-range-in-job-adverts',
  'pay-information-before-employment',
  'pay-history-ban',
  'pay-setting-criteria',
  'right-to-information',
  'pay-secrecy-ban',
  'joint-pay-assessment',
  'equal-pay-analysis',
  'equal-pay-certification',
  'pay-register',
  'equality-plan',
  'workforce-report',
  'pay-equity-plan',
  'sustainability-reporting-metric',
  'transposition',
] as const;

export const OBLIGATION_STATUSES = [
  'in-force',
  'adopted-not-in-force',
  'bill',
  'draft',
  'halted',
  'nothing-reported',
  'expired',
] as const;

export const FREQUENCIES = [
  'once',
  'yearly',
  'every-2-years',
  'every-3-years',
  'every-4-years',
  'every-5-years',
  'on-request',
  'continuous',
] as const;

export const HEADCOUNT_SCOPES = ['anywhere', 'in-jurisdiction'] as const;

const headcount = z
  .int({error: 'is not a whole number'})
  .positive({error: 'is not a positive number'});

export const AppliesToSchema = z
  .strictObject({
    description: text.describe('Who must comply, in words, with any threshold as the law words it.'),
    minEmployees: headcount
      .optional()
      .describe('Smallest headcount caught (inclusive). "More than 50" is written 51.'),
    maxEmployees: headcount
      .optional()
      .describe('Largest headcount in this band (inclusive), where the duty is banded.'),
    sector: z
      .enum(['all', 'private', 'public'])
      .describe('Which employers: all, private sector only or public sector only.'),
    headcountScope: z
      .enum(HEADCOUNT_SCOPES)
      .optional()
      .describe(
        'Where the law counts the headcount: "anywhere" (all employees, wherever they work) or "in-jurisdiction" (only those working in this state, province or city).',
      ),
    minInJurisdiction: headcount
      .optional()
      .describe('Employees the employer must have in this jurisdiction to be caught, e.g. 1.'),
    remoteReach: text
      .optional()
      .describe('Whether remote roles that could be done in this jurisdiction are caught, in words.'),
    onlyIf: text
      .optional()
      .describe(
        'A condition beyond headcount and sector that decides whether the duty applies, worded to follow "it binds you if", e.g. "you are under federal jurisdiction (a bank, an airline or a telecommunications carrier, for example)". The finder states it instead of telling every employer of that size that the duty binds them.',
      ),
    coversRemoteRoles: z
      .boolean()
      .optional()
      .describe(
        'Whether the duty reaches job postings for remote roles that could be done in this jurisdiction: true where the law or official guidance says so, false where it says such roles are outside; left out where the sources do not say. Any headcount the law requires in the jurisdiction still applies.',
      ),
  })
  .describe('Who the duty applies to.');

const AppliesToRefSchema = AppliesToSchema.partial()
  .extend({
    ref: slug.describe(
      'The name of a definition under this jurisdiction\'s `employers:`, written once for the duties of one law that share it.',
    ),
  })
  .describe(
    'A reference to a shared definition of who a duty applies to; any other field given here replaces the definition\'s for this duty.',
  );

export const ObligationSchema = z
  .strictObject({
    id: slug.describe(
      'Stable id inside the jurisdiction; the dataset id is "<jurisdiction>.<id>" and the guide anchor "#obligation-<id>".',
    ),
    kind: z.enum(OBLIGATION_KINDS).describe('What sort of duty this is.'),
    title: text.describe('Short name of the duty.'),
    status: z.enum(OBLIGATION_STATUSES).describe('Where the rule stands in the legislative process.'),
    appliesTo: z
      .union([AppliesToSchema, AppliesToRefSchema])
      .describe(
        'Who the duty applies to: written out, or a `ref` to a definition under the jurisdiction\'s `employers:` that several duties of one law share.',
      ),
    requires: text.describe('What the duty requires, in one to three sentences.'),
    timing: z
      .strictObject({
        inForceFrom: isoDate.optional().describe('Date from which the duty applies.'),
        startNotConfirmed: z
          .literal(true)
          .optional()
          .describe(
            'For an enacted duty ("adopted-not-in-force") whose start could not be confirmed, so that it may already apply: labelled "Enacted, start not confirmed" instead of "Enacted, not yet in force".',
          ),
        firstDeadline: isoDate.optional().describe('First date by which it must be met.'),
        frequency: z.enum(FREQUENCIES).describe('How often it recurs.'),
        referencePeriod: text
          .optional()
          .describe('Snapshot date or reference period the figures cover, in words.'),
      })
      .describe('When the duty applies and recurs.'),
    penalties: text.describe('Sanctions for breach, or what is known of them.'),
    implements: globalId
      .optional()
      .describe('The EU obligation this national rule transposes, e.g. "eu-ptd.pay-gap-reporting".'),
    source: SourceSchema,
    verified: VerificationSchema,
  })
  .describe('One legal duty of one jurisdiction.');

/**
 * Whether a dated duty binds an employer, derived from the records by src/data/binding.ts and
 * published with every obligation and deadline; never written in a data file.
 */
export const BINDING_STATUSES = [
  'in-force',
  'applies-from',
  'proposed',
  'eu-minimum',
  'expired',
] as const;

export const BindingSchema = z
  .strictObject({
    status: z
      .enum(BINDING_STATUSES)
      .describe(
        '"in-force": binds now (a date still to come that law in force sets is labelled "Set by law in force"); "applies-from": enacted, binds from a later date; "proposed": a bill or draft; "eu-minimum": what an EU instrument will require once the state transposes it, not yet binding there; "expired": no longer applies.',
      ),
    label: text.describe('The status in words, as pages show it.'),
    from: isoDate.optional().describe('For "applies-from": the date the duty starts to apply.'),
    stage: z
      .enum(['bill', 'draft', 'halted'])
      .optional()
      .describe('For "proposed": how far the proposal has got.'),
  })
  .describe('Derived binding status of a duty or date in one jurisdiction, as of the build date.');

export type BindingStatus = (typeof BINDING_STATUSES)[number];
export type Binding = z.infer<typeof BindingSchema>;

export const DEADLINE_STATUSES = ['confirmed', 'proposed'] as const;

const OwnDeadlineSchema = z
  .strictObject({
    id: slug.describe('Stable id inside the jurisdiction; calendar events are keyed on it.'),
    date: isoDate.describe('The next (or the fixed) occurrence.'),
    title: text.describe('Short title for the timeline and the calendar.'),
    description: text.describe('Who must do what by this date.'),
    recurrence: z.literal('yearly').optional().describe('"yearly" when the same day recurs.'),
    status: z
      .enum(DEADLINE_STATUSES)
      .describe('"confirmed" when law in force sets the date; "proposed" for bills and drafts.'),
    obligation: slug.optional().describe('The local id of the obligation this date belongs to.'),
    source: SourceSchema,
  })
  .describe('A dated obligation or milestone, also exported to the calendar files.');

const SharedDeadlineSchema = z
  .strictObject({
    ref: globalId.describe(
      'A deadline another jurisdiction defines, e.g. "eu-ptd.reports-250-plus": the date is written there once.',
    ),
    note: text.optional().describe('What this jurisdiction adds to the shared date.'),
  })
  .describe('A reference to a deadline written once in another jurisdiction.');

export const DeadlineSchema = z.union([OwnDeadlineSchema, SharedDeadlineSchema]);

export const TRANSPOSITION_STATUSES = [
  'transposed',
  'partly-transposed',
  'bill-or-draft',
  'halted',
  'no-draft-reported',
  'eea-pending',
] as const;

export const DirectiveStatusSchema = z
  .strictObject({
    status: z
      .enum(TRANSPOSITION_STATUSES)
      .describe('Where national transposition of Directive (EU) 2023/970 stands.'),
    summary: text.describe('What exists, dated in the text.'),
    pending: text.describe('What is still open or unconfirmed, with the date last checked.'),
    asOf: isoDate.describe('Date of the newest information found.'),
    source: SourceSchema,
    verified: VerificationSchema,
  })
  .describe('Transposition of the Directive in an EU or EEA state.');

export const ChangeSchema = z
  .strictObject({
    date: isoDate.describe('The day the change was recorded on the site.'),
    about: z
      .string()
      .optional()
      .describe('The local id of the obligation or deadline concerned, or "directive" for the transposition status.'),
    summary: text.describe('What changed, in one sentence.'),
    before: text.describe('What the site said before, in words.'),
    after: text.describe('What it says now, in words.'),
    source: SourceSchema.describe('The source that prompted the change.'),
  })
  .describe('One recorded change to a fact.');

export const LawSchema = z.strictObject({
  name: text.describe('Official name of the instrument.'),
  url: httpsUrl.describe('Link to the official text.'),
  role: text.describe('What the instrument does for pay transparency, in one sentence.'),
});

export const MEMBERSHIPS = ['eu', 'eea', 'non-eu', 'eu-law'] as const;

export const LEVELS = ['country', 'state', 'province', 'district', 'county', 'city'] as const;

export const JurisdictionSchema = z
  .strictObject({
    id: slug.describe('Short id, also the data file name, e.g. "uk".'),
    name: text.describe('Display name in English.'),
    membership: z
      .enum(MEMBERSHIPS)
      .describe('"eu" and "eea" states carry a Directive status; "eu-law" marks the EU instruments.'),
    level: z
      .enum(LEVELS)
      .default('country')
      .describe(
        'What kind of jurisdiction: a country (the default), or a state, province, district, county or city inside its parent.',
      ),
    parent: slug
      .optional()
      .describe(
        'The id of the jurisdiction this one lies in, e.g. "united-states" for a state, "new-york" for New York City; required for every level but country.',
      ),
    docPath: z
      .string()
      .regex(/^\/[a-z0-9/-]+$/, {error: 'is not a site path such as /countries/uk-pay-transparency-reporting'})
      .optional()
      .describe('Route of the guide; states without a guide have none.'),
    featured: z.boolean().optional().describe('Listed in the site footer.'),
    lastReviewed: isoDate.describe('Date the whole record was last reviewed.'),
    laws: z.array(LawSchema).default([]).describe('Laws and regulations that create the duties.'),
    regulator: SourceSchema.optional().describe('Who enforces the rules or receives reports.'),
    coverage: text.optional().describe('Guide summary: who must comply.'),
    employers: z
      .record(slug, AppliesToSchema)
      .optional()
      .describe(
        'Named definitions of who a duty applies to, each written once and shared by the duties of one law that refer to it as `appliesTo: {ref: <name>}`; pages and the published data show every duty with its definition in full.',
      ),
    reporting: text.optional().describe('Guide summary: what must be reported or done.'),
    recruitment: text.optional().describe('Guide summary: pay transparency in recruitment.'),
    enforcement: text.optional().describe('Guide summary: enforcement and penalties.'),
    directive: DirectiveStatusSchema.optional(),
    obligations: z.array(ObligationSchema).default([]),
    deadlines: z.array(DeadlineSchema).default([]),
    sources: z.array(SourceSchema).default([]).describe('Further official sources.'),
    newsTags: z.array(slug).default([]).describe('News tags whose posts the guide lists.'),
    changes: z.array(ChangeSchema).default([]).describe('Every recorded change, newest first.'),
  })
  .describe('One jurisdiction: a state, or an EU instrument.');

export type Source = z.infer<typeof SourceSchema>;
export type Verification = z.infer<typeof VerificationSchema>;
export type AppliesTo = z.infer<typeof AppliesToSchema>;
export type AppliesToRef = z.infer<typeof AppliesToRefSchema>;
/** An obligation as a data file may write it: its `appliesTo` perhaps a reference. */
export type ObligationInput = z.infer<typeof ObligationSchema>;
/** An obligation with its `appliesTo` written out, as every consumer reads it. */
export type Obligation = Omit<ObligationInput, 'appliesTo'> & {appliesTo: AppliesTo};
export type ObligationKind = Obligation['kind'];
export type ObligationStatus = Obligation['status'];
export type OwnDeadline = z.infer<typeof OwnDeadlineSchema>;
export type SharedDeadline = z.infer<typeof SharedDeadlineSchema>;
export type DirectiveStatus = z.infer<typeof DirectiveStatusSchema>;
export type TranspositionStatus = DirectiveStatus['status'];
export type Change = z.infer<typeof ChangeSchema>;
export type Law = z.infer<typeof LawSchema>;
export type JurisdictionRecord = z.infer<typeof JurisdictionSchema>;

export const isAppliesToRef = (a: AppliesTo | AppliesToRef): a is AppliesToRef => 'ref' in a;

export const isSharedDeadline = (d: OwnDeadline | SharedDeadline): d is SharedDeadline =>
  'ref' in d;

/**
 * The schema as JSON Schema (draft 2020-12), as published at /data/v1/schema.json: a data
 * file's fields, and under $defs the derived binding status every published duty carries.
 */
export function jsonSchema(): object {
  const record = z.toJSONSchema(JurisdictionSchema, {target: 'draft-2020-12', io: 'input'});
  const binding = z.toJSONSchema(BindingSchema, {target: 'draft-2020-12'});
  delete binding.$schema;
  return {...record, $defs: {...(record as {$defs?: object}).$defs, binding}};
}
