import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const lovdataAct = 'https://lovdata.no/dokument/NL/lov/2017-06-16-51';

const norway: Jurisdiction = {
  id: 'norway',
  name: 'Norway',
  docPath: '/countries/norway-pay-transparency-reporting',
  membership: 'eea',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Equality and Anti-Discrimination Act (LOV-2017-06-16-51, likestillings- og diskrimineringsloven)',
      url: lovdataAct,
      role: 'Sets the activity duty for every employer and, for public employers and larger private employers, the four-step method, the biennial mapping of pay by gender and of involuntary part-time work, and the annual duty to report on gender equality.',
    },
  ],
  regulator: {
    title: 'Equality and Anti-Discrimination Ombud (Likestillings- og diskrimineringsombudet)',
    url: 'https://www.ldo.no/',
  },
  coverage:
    'Every employer has the general duty to work actively, purposefully and systematically for equality. Public employers of any size and private employers that regularly employ more than 50 people must also follow the four-step method, map pay and involuntary part-time work, and report each year. Private employers with 20 to 50 employees take on the same duties when one of the parties at the workplace asks for it. Private employers with fewer than 20 employees have the general duty only.',
  reporting:
    'Each year: investigate risks of discrimination, analyse their causes, take measures and evaluate the results, in cooperation with employee representatives, and document the work. At least every second year: map pay by gender and the use of involuntary part-time work. Each year: publish a statement on the state of gender equality and on the equality work, in the annual report or in another publicly available document.',
  enforcement:
    'The Equality and Anti-Discrimination Ombud guides employers, follows up the duty, may inspect documentation including the pay mapping, and can bring deficient statements before the Anti-Discrimination Tribunal, which can order an employer to stop or correct a breach and impose coercive fines. Workers who suffer pay discrimination can claim compensation and redress.',
  directive: {
    status: 'eea-pending',
    summary:
      'Directive (EU) 2023/970 is marked as text with EEA relevance. It binds Norway only after the EEA Joint Committee incorporates it into the EEA Agreement and Norway implements it in national law. Until then, Norwegian employers follow the Equality and Anti-Discrimination Act.',
    pending:
      'Incorporation into the EEA Agreement is unconfirmed: no EEA Joint Committee decision, Norwegian consultation paper or bill on the Directive was found when last checked on 21 November 2026. No Norwegian date for reporting under the Directive has been set.',
    asOf: '2026-11-21',
    source: {
      title: 'Directive (EU) 2023/970 on pay transparency (EUR-Lex)',
      url: DIRECTIVE_ELI,
    },
  },
  deadlines: [
    {
      id: 'strengthened-duties-in-force',
      date: '2020-01-01',
      title: 'Strengthened activity and reporting duties in force',
      description:
        'The amended duties, including the mapping of pay by gender and of involuntary part-time work every second year, applied from 1 January 2020; the first statements under the new rules covered the year 2020.',
      status: 'confirmed',
      source: {
        title: 'Equality and Anti-Discrimination Act (Lovdata)',
        url: lovdataAct,
      },
    },
    {
      id: 'annual-report-filing',
      date: '2027-07-31',
      title: 'Annual accounts and annual report filed (calendar financial year)',
      description:
        'Companies that publish their gender equality statement in the annual report must file the annual accounts and annual report with the Register of Company Accounts by 31 July of the following year when the financial year ends on 31 December.',
      recurrence: 'yearly',
      status: 'confirmed',
      source: {
        title: 'Filing annual accounts with the Register of Company Accounts (Altinn)',
        url: 'https://info.altinn.no/nn/skjemaoversikt/bronnoysundregistera/arsrekneskap/',
      },
    },
  ],
  sources: [
    {
      title: 'Activity and reporting duty (ARP): guidance and templates (Bufdir)',
      url: 'https://www.bufdir.no/fagstotte/produkter/aktivitets__og_redegjorelsesplikten_arp2/',
    },
    {
      title: 'Private employers with fewer than 20 employees: guidance (Bufdir)',
      url: 'https://www.bufdir.no/fagstotte/produkter/aktivitets__og_redegjorelsesplikten_arp/virksomheter_farre_enn_20_ansatte_veileder_arbeidsgivere/',
    },
    {
      title:
        'Follow-up of the activity and reporting duty (Equality and Anti-Discrimination Ombud)',
      url: 'https://www.ldo.no/jobbe-for-likestilling/i-arbeidslivet/Aktivitets-og-redegjorelsesplikten/oppfolging-av-plikten/',
    },
    {
      title:
        'Questions and answers on the activity and reporting duty (Equality and Anti-Discrimination Ombud)',
      url: 'https://www.ldo.no/en/jobbe-for-likestilling/i-arbeidslivet/Aktivitets-og-redegjorelsesplikten/faq-arp/',
    },
    {
      title:
        'Strengthened activity and reporting duty for state employers (Norwegian Digitalisation Agency)',
      url: 'https://arbeidsgiver.difi.no/nyhet/2020/06/forsterket-aktivitets-og-redegjorelsesplikt',
    },
    {
      title:
        'Prop. 81 L (2016–2017), the bill for the Equality and Anti-Discrimination Act (regjeringen.no)',
      url: 'https://www.regjeringen.no/no/dokumenter/prop.-81-l-20162017/id2547420/',
    },
    {
      title: 'Anti-Discrimination Tribunal (Diskrimineringsnemnda)',
      url: 'https://www.diskrimineringsnemnda.no/',
    },
    {
      title: 'Questions and answers about the EEA Agreement (EFTA)',
      url: 'https://www.efta.int/eea-relations-eu/qa-about-eea-agreement',
    },
  ],
  newsTags: ['eu-pay-transparency-directive', 'global-compliance'],
};

export default norway;
