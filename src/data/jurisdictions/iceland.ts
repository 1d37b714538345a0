import type {Jurisdiction} from './types';
import {DIRECTIVE_ELI} from './sources';

const act150 = 'https://www.althingi.is/lagas/nuna/2020150.html';
const certificationPage =
  'https://www.jafnretti.is/en/vinnumarkadur/equal-pay/equal-pay-certification';

const iceland: Jurisdiction = {
  id: 'iceland',
  name: 'Iceland',
  docPath: '/countries/iceland-pay-transparency-reporting',
  membership: 'eea',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Act on Equal Status and Equal Rights Irrespective of Gender No. 150/2020',
      url: act150,
      role: 'Requires equal pay for the same or equally valuable work, lets staff disclose their own pay, and obliges employers with 25 or more workers to hold equal pay certification (or, for 25–49 workers, an equal pay confirmation).',
    },
    {
      name: 'Act on the Administration of Matters Concerning Equality No. 151/2020',
      url: 'https://www.althingi.is/lagas/nuna/2020151.html',
      role: 'Sets up the Directorate of Equality and its monitoring role under the equality legislation.',
    },
  ],
  regulator: {
    title: 'Directorate of Equality (Jafnréttisstofa)',
    url: 'https://www.jafnretti.is/en/directorate-of-equality',
  },
  coverage:
    'Companies and institutions employing 25 or more workers on an annual average basis must have their equal pay system certified. Those employing an average of 25–49 workers may instead obtain an equal pay confirmation from the Directorate of Equality. The equal pay principle itself applies to every employer.',
  reporting:
    'Run an equal pay management system that meets standard ÍST 85 and have an accredited certification body certify it (or, for 25–49 workers, submit documentation to the Directorate of Equality for an equal pay confirmation), then keep the system in operation and renew the certification. There is no duty to publish gender pay gap figures.',
  enforcement:
    'The Directorate of Equality monitors which employers hold certification or confirmation and can require action, backed by daily fines. Pay discrimination claims can go to the Complaints Committee on Gender Equality or the courts; once a pay difference for comparable work of equal value is shown, the employer must prove that factors other than gender explain it.',
  directive: {
    status: 'eea-pending',
    summary:
      'Directive (EU) 2023/970 is marked as text with EEA relevance. It binds Iceland only after the EEA Joint Committee incorporates it into the EEA Agreement and Iceland implements it in national law. Until then, Icelandic employers follow Act No. 150/2020 and the certification rules.',
    pending:
      'Incorporation into the EEA Agreement is unconfirmed: no EEA Joint Committee decision or Icelandic bill on the Directive was found when last checked on 21 November 2026. How the Directive would sit alongside equal pay certification has not been decided.',
    asOf: '2026-11-21',
    source: {
      title: 'Directive (EU) 2023/970 on pay transparency (EUR-Lex)',
      url: DIRECTIVE_ELI,
    },
  },
  deadlines: [
    {
      id: 'certification-250-plus',
      date: '2019-12-31',
      title: 'Certification deadline: 250 or more workers',
      description:
        'Employers with an annual average of 250 or more workers had to obtain equal pay certification by the end of 2019.',
      status: 'confirmed',
      source: {title: 'Equal pay certification (Directorate of Equality)', url: certificationPage},
    },
    {
      id: 'certification-150-249',
      date: '2020-12-31',
      title: 'Certification deadline: 150–249 workers',
      description:
        'Employers with an annual average of 150–249 workers had to obtain equal pay certification by the end of 2020.',
      status: 'confirmed',
      source: {title: 'Equal pay certification (Directorate of Equality)', url: certificationPage},
    },
    {
      id: 'certification-90-149',
      date: '2021-12-31',
      title: 'Certification deadline: 90–149 workers',
      description:
        'Employers with an annual average of 90–149 workers had to obtain equal pay certification by the end of 2021.',
      status: 'confirmed',
      source: {title: 'Equal pay certification (Directorate of Equality)', url: certificationPage},
    },
  ],
  sources: [
    {title: 'Equal pay certification (Directorate of Equality)', url: certificationPage},
    {
      title: 'Equal pay confirmation for employers with 25–49 workers (Directorate of Equality)',
      url: 'https://www.jafnretti.is/en/vinnumarkadur/equal-pay/equal-pay-confirmation',
    },
    {
      title: 'Equality in the labour market (island.is)',
      url: 'https://island.is/en/equality-in-the-labour-market',
    },
    {
      title: 'Questions and answers about the EEA Agreement (EFTA)',
      url: 'https://www.efta.int/eea-relations-eu/qa-about-eea-agreement',
    },
  ],
  newsTags: ['eu-pay-transparency-directive', 'global-compliance'],
};

export default iceland;
