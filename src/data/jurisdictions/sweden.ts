import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const directiveArticle9 = {
  title: 'Directive (EU) 2023/970, Article 9 (EUR-Lex)',
  url: DIRECTIVE_ELI,
};

const sweden: Jurisdiction = {
  id: 'sweden',
  name: 'Sweden',
  docPath: '/countries/sweden-pay-transparency-reporting-eu-directive',
  membership: 'eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Diskrimineringslag (2008:567) (Discrimination Act), chapter 3 on active measures',
      url: 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/diskrimineringslag-2008567_sfs-2008-567/',
      role: 'In force: bans pay discrimination and requires every employer to carry out an annual pay survey, documented in writing by employers with 10 or more employees.',
    },
    {
      name: 'Directive (EU) 2023/970 (Pay Transparency Directive)',
      url: DIRECTIVE_ELI,
      role: 'EU law with fixed reporting dates; Sweden has not transposed it, so its employer duties do not yet bind private employers in Sweden directly.',
    },
  ],
  regulator: {
    title:
      'Diskrimineringsombudsmannen (DO, Equality Ombudsman), which supervises the Discrimination Act',
    url: 'https://www.do.se/',
  },
  coverage:
    'Every employer, public or private and whatever its size, must carry out an annual pay survey; employers with 10 or more employees at the last turn of the year must document it in writing. No pay-gap reporting duty applies, because the Directive bands (100 or more workers) have not been transposed.',
  reporting:
    'Annual pay survey (lönekartläggning): survey and analyse pay rules and practices and pay differences between women and men doing equal or equivalent work, assess whether differences are linked to sex, and plan adjustments; written documentation for employers with 10 or more employees. Nothing is filed with DO unless it asks for it.',
  recruitment:
    'No statutory duty to give pay information to applicants and no ban on pay-history questions. The halted proposal (lagrådsremiss of 15 January 2026) would have introduced both.',
  enforcement:
    'DO supervises the active-measures duties and can ask the Board against Discrimination (Nämnden mot diskriminering) to order an employer to comply under a conditional fine (vite). Pay discrimination can lead to discrimination compensation (diskrimineringsersättning) and back pay in the courts.',
  directive: {
    status: 'halted',
    summary:
      'The inquiry report SOU 2024:40 (29 May 2024) proposed transposing the Directive through the Discrimination Act. A lagrådsremiss of 15 January 2026 proposed entry into force on 1 July 2026 and a written pay survey threshold of 25 workers. On 26 March 2026 the government said it did not currently intend to submit a bill and would seek a delay and renegotiation at EU level. On 22 May 2026 the Commission said it did not envisage any stop-the-clock for the Directive.',
    pending:
      'Not confirmed: whether and when a bill will be submitted to the Riksdag, any EU-level change to the Directive, and any infringement proceedings against Sweden. Last checked on 21 November 2026; we found no later official step.',
    asOf: '2026-05-22',
    source: {
      title:
        'Government Offices of Sweden: lagrådsremiss and statements on the Directive (regeringen.se)',
      url: 'https://www.regeringen.se/',
    },
  },
  deadlines: [
    {
      id: 'directive-first-report-150-plus',
      date: '2027-06-07',
      title: 'Directive date: first pay-gap reports for 150 or more workers',
      description:
        'Article 9 of the Directive fixes 7 June 2027 for the first report (covering 2026) of employers with 150 or more workers. Sweden has no implementing act, monitoring body or filing route, so no Swedish filing duty exists yet; check the status before this date.',
      status: 'confirmed',
      source: directiveArticle9,
    },
    {
      id: 'directive-first-report-100-149',
      date: '2031-06-07',
      title: 'Directive date: first pay-gap reports for 100–149 workers',
      description:
        'Article 9 of the Directive fixes 7 June 2031 for the first report of employers with 100–149 workers, then every three years. It applies to employers in Sweden only through a Swedish implementing act, which does not yet exist.',
      status: 'confirmed',
      source: directiveArticle9,
    },
  ],
  sources: [
    {
      title: 'SOU 2024:40 Genomförande av lönetransparensdirektivet (riksdagen.se)',
      url: 'https://data.riksdagen.se/dokument/HCB340.html',
    },
  ],
  newsTags: ['eu-pay-transparency-directive', 'transposition'],
};

export default sweden;
