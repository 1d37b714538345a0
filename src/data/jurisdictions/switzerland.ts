import type {Jurisdiction} from './types';

const gea = 'https://www.fedlex.admin.ch/eli/cc/1996/1498_1498_1498/en';
const launchRelease =
  'https://www.admin.ch/gov/en/start/documentation/media-releases.msg-id-79629.html';

const switzerland: Jurisdiction = {
  id: 'switzerland',
  name: 'Switzerland',
  docPath: '/countries/switzerland-pay-transparency-reporting',
  membership: 'non-eu',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Federal Act on Gender Equality (Gender Equality Act, GEA; SR 151.1), Arts. 13a–13i',
      url: gea,
      role: 'Since 1 July 2020, requires employers with 100 or more employees to carry out an internal equal pay analysis, have it independently reviewed and inform their employees of the result; these provisions expire on 30 June 2032.',
    },
  ],
  regulator: {
    title:
      'Federal Office for Gender Equality (FOGE), which provides the Logib tool; no authority inspects the analysis',
    url: 'https://www.ebg.admin.ch/en',
  },
  coverage:
    'Public and private employers with 100 or more employees at the start of a year; apprentices are not counted. Employers whose equal pay compliance has already been checked in a federal procurement or subsidy procedure can be exempt. The equal pay principle itself applies to every employer.',
  reporting:
    'Carry out an internal equal pay analysis with a scientific and legally compliant method (the free federal tool Logib is the standard), have it reviewed by an independent body within one year, and inform employees in writing of the result within one year after the review; listed companies also publish the result in the notes to their annual financial statements. Repeat every four years unless an analysis shows that equal pay is met. Nothing is filed with the state.',
  enforcement:
    'No state inspection and no state sanctions for failing to analyse, review or inform; listed companies can face sanctions under stock-exchange law for not publishing the result. Employees can bring pay discrimination claims under the Act, which eases the burden of proof, and bidders for federal contracts must comply with equal pay.',
  deadlines: [
    {
      id: 'amendment-in-force',
      date: '2020-07-01',
      title: 'Equal pay analysis duty in force',
      description:
        'Articles 13a–13i of the Gender Equality Act took effect for employers with 100 or more employees.',
      status: 'confirmed',
      source: {
        title: 'Federal Council media release of 29 June 2020 (admin.ch)',
        url: launchRelease,
      },
    },
    {
      id: 'first-analysis',
      date: '2021-06-30',
      title: 'First equal pay analysis completed',
      description:
        'Employers covered on 1 July 2020 had to complete their first internal equal pay analysis by this date.',
      status: 'confirmed',
      source: {
        title: 'Federal Council media release of 29 June 2020 (admin.ch)',
        url: launchRelease,
      },
    },
    {
      id: 'first-review',
      date: '2022-06-30',
      title: 'First analysis independently reviewed',
      description:
        'The first analysis had to be reviewed by an audit firm, an equal pay organisation or the employee representation by this date.',
      status: 'confirmed',
      source: {
        title: 'Federal Council media release of 29 June 2020 (admin.ch)',
        url: launchRelease,
      },
    },
    {
      id: 'first-information',
      date: '2023-06-30',
      title: 'Employees (and shareholders) informed of the result',
      description:
        'Employers had to inform employees in writing, and listed companies their shareholders, of the reviewed result by this date.',
      status: 'confirmed',
      source: {
        title: 'Federal Council media release of 29 June 2020 (admin.ch)',
        url: launchRelease,
      },
    },
    {
      id: 'sunset',
      date: '2032-06-30',
      title: 'Equal pay analysis provisions expire',
      description:
        'The duty to analyse, review and inform was enacted for 12 years and lapses at the end of 30 June 2032 unless Parliament extends it.',
      status: 'confirmed',
      source: {title: 'Gender Equality Act (Fedlex)', url: gea},
    },
  ],
  sources: [
    {title: 'Logib, the federal standard analysis tool', url: 'https://www.logib.admin.ch/'},
    {
      title: 'FAQ: equal pay analysis with Logib (FOGE)',
      url: 'https://www.ebg.admin.ch/en/faq-equal-pay-analysis-with-logib',
    },
    {title: 'Federal Council media release of 29 June 2020 (admin.ch)', url: launchRelease},
    {
      title: 'Logib extended to smaller employers, media release of 14 June 2021 (admin.ch)',
      url: 'https://www.admin.ch/gov/en/start/documentation/media-releases.msg-id-83963.html',
    },
  ],
  newsTags: ['global-compliance', 'pay-equity'],
};

export default switzerland;
