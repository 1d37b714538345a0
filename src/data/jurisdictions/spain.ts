import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const RD_902 = 'https://www.boe.es/buscar/act.php?id=BOE-A-2020-12215';
const RD_901 = 'https://www.boe.es/buscar/act.php?id=BOE-A-2020-12214';

const spain: Jurisdiction = {
  id: 'spain',
  name: 'Spain',
  docPath: '/countries/spain-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Real Decreto 902/2020, de 13 de octubre, de igualdad retributiva entre mujeres y hombres',
      url: RD_902,
      role: 'Regulates the pay register (registro retributivo) for all employers, the pay audit (auditoría retributiva), work of equal value and pay transparency; in force 14 April 2021.',
    },
    {
      name: 'Real Decreto 901/2020, de 13 de octubre, por el que se regulan los planes de igualdad y su registro',
      url: RD_901,
      role: 'Regulates the equality plans that employers with 50 or more workers must negotiate and register, of which the pay audit forms part; in force 14 January 2021.',
    },
    {
      name: 'Estatuto de los Trabajadores (Real Decreto Legislativo 2/2015), article 28',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11430',
      role: 'Sets the equal pay duty, the obligation to keep a pay register and the justification required where one sex’s average pay is 25% or more higher in employers with 50 or more workers.',
    },
    {
      name: 'Ley Orgánica 3/2007, de 22 de marzo, para la igualdad efectiva de mujeres y hombres',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6115',
      role: 'Requires employers with 50 or more workers to have an equality plan and provides the legal basis for pay audits.',
    },
    {
      name: 'Ley sobre Infracciones y Sanciones en el Orden Social (LISOS, Real Decreto Legislativo 5/2000)',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2000-15060',
      role: 'Classifies equality and pay discrimination breaches and sets the existing fine bands, up to €225,018 for very serious infringements.',
    },
    {
      name: 'Directive (EU) 2023/970 (Pay Transparency Directive)',
      url: DIRECTIVE_ELI,
      role: 'EU minimum rules on pay transparency that Spain had to transpose by 7 June 2026; no transposing law was reported by that date.',
    },
  ],
  regulator: {
    title: 'Labour and Social Security Inspectorate (ITSS), Ministry of Labour and Social Economy',
    url: 'https://www.mites.gob.es/',
  },
  coverage:
    'Pay register: every employer, whatever its size, covering all staff including executives and senior managers. Employers with 50 or more workers: an equality plan with a pay audit, and a written justification in the pay register where the average pay of one sex is 25% or more higher than the other’s.',
  reporting:
    'Keep a pay register showing average and median pay by sex, broken down by professional group, category, level, job or other applicable classification, and separately for base pay, each salary supplement and each non-salary payment; the reference period is normally the calendar year. Employers with a pay audit build the register around groups of jobs of equal value. The pay audit (job evaluation, diagnosis and an action plan to correct gaps) runs for the life of the equality plan. Pay data is not filed with a public authority or published.',
  enforcement:
    'The Labour and Social Security Inspectorate (ITSS) enforces under the LISOS. Discriminatory pay decisions on grounds of sex are very serious infringements, with fines of up to €225,018 under the existing LISOS bands (these are not new Directive penalties); failures on equality plans are also infringements. Workers can bring discrimination claims before the social courts.',
  directive: {
    status: 'no-draft-reported',
    summary:
      'No transposing bill or draft had been reported by September 2025, and Spain missed the 7 June 2026 deadline (reported June 2026). Existing law already covers part of the Directive’s ground: the pay register, the pay audit and the 25% justification rule.',
    pending:
      'Whether a preliminary draft (anteproyecto) was published in 2026 is unconfirmed, last checked 21 November 2026. Pay ranges for applicants, the pay-history ban, the two-month written information right, Directive pay gap reporting and the 5% joint pay assessment trigger need national law before they bind private employers.',
    asOf: '2026-06-07',
    source: {
      title: 'Ministerio de Igualdad (igualdad.gob.es)',
      url: 'https://www.igualdad.gob.es/',
    },
  },
  deadlines: [
    {
      id: 'rd-901-in-force',
      date: '2021-01-14',
      title: 'Equality plan rules in force (Royal Decree 901/2020)',
      description:
        'Rules on negotiating, content and registration of equality plans for employers with 50 or more workers apply from 14 January 2021.',
      status: 'confirmed',
      source: {title: 'Real Decreto 901/2020 (BOE)', url: RD_901},
    },
    {
      id: 'rd-902-in-force',
      date: '2021-04-14',
      title: 'Pay register and pay audit rules in force (Royal Decree 902/2020)',
      description:
        'From 14 April 2021 every employer must keep a pay register, and employers with an equality plan must include a pay audit. The register has no filing date; it normally covers the calendar year.',
      status: 'confirmed',
      source: {title: 'Real Decreto 902/2020 (BOE)', url: RD_902},
    },
    {
      id: 'eu-transposition-deadline',
      date: '2026-06-07',
      title: 'EU Pay Transparency Directive: transposition deadline (missed)',
      description:
        'Member States had to transpose Directive (EU) 2023/970 by 7 June 2026 (Art. 34). Spain had not adopted a transposing law by that date.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 34 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'eu-first-pay-gap-reports',
      date: '2027-06-07',
      title: 'Directive date: first pay gap reports for 150 or more workers',
      description:
        'The Directive sets 7 June 2027 for first reports (2026 data) by employers with 250 or more workers (then yearly) and 150 to 249 (then every three years). It binds private employers in Spain only once Spanish transposition law is in force.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
    {
      id: 'eu-reports-100-149',
      date: '2031-06-07',
      title: 'Directive date: first pay gap reports for 100 to 149 workers',
      description:
        'The Directive sets 7 June 2031 for first reports by employers with 100 to 149 workers (then every three years). It applies in Spain only through the national transposition law.',
      status: 'confirmed',
      source: {title: 'Directive (EU) 2023/970, Art. 9 (EUR-Lex)', url: DIRECTIVE_ELI},
    },
  ],
  sources: [
    {
      title: 'Ministerio de Trabajo y Economía Social (mites.gob.es)',
      url: 'https://www.mites.gob.es/',
    },
    {title: 'Ministerio de Igualdad (igualdad.gob.es)', url: 'https://www.igualdad.gob.es/'},
    {title: 'Directive (EU) 2023/970 (EUR-Lex)', url: DIRECTIVE_ELI},
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default spain;
