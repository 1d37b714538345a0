import type {Jurisdiction} from './types';

const CSRD_URL = 'https://eur-lex.europa.eu/eli/dir/2022/2464/oj';
const ESRS_URL = 'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj';
const STOP_THE_CLOCK_URL = 'https://eur-lex.europa.eu/eli/dir/2025/794/oj';
const OMNIBUS_URL = 'https://eur-lex.europa.eu/eli/dir/2026/470/oj';

const euCsrd: Jurisdiction = {
  id: 'eu-csrd',
  name: 'European Union — Corporate Sustainability Reporting Directive',
  docPath: '/eu-corporate-sustainability-reporting-directive',
  membership: 'eu-law',
  lastReviewed: '2026-11-21',
  laws: [
    {
      name: 'Directive (EU) 2022/2464 (Corporate Sustainability Reporting Directive, CSRD)',
      url: CSRD_URL,
      role: 'Amends the Accounting Directive 2013/34/EU so that in-scope undertakings publish a sustainability statement, including own-workforce pay metrics where material, in their management report.',
    },
    {
      name: 'Commission Delegated Regulation (EU) 2023/2772 (European Sustainability Reporting Standards, first set)',
      url: ESRS_URL,
      role: 'Sets the ESRS, including disclosure requirement S1-16 on the gender pay gap and the annual total remuneration ratio.',
    },
    {
      name: 'Directive (EU) 2025/794 ("stop-the-clock" Directive)',
      url: STOP_THE_CLOCK_URL,
      role: 'Postponed by two years the CSRD start dates for the second and third waves of reporting undertakings.',
    },
    {
      name: 'Directive (EU) 2026/470 (Omnibus I)',
      url: OMNIBUS_URL,
      role: 'Narrows CSRD scope to undertakings with more than 1,000 employees and more than EUR 450 million net turnover, and adds the value-chain cap protecting smaller business partners.',
    },
  ],
  regulator: {
    title:
      'European Commission — corporate sustainability reporting (supervision of individual reports is national)',
    url: 'https://finance.ec.europa.eu/capital-markets-union-and-financial-markets/company-reporting-and-auditing/company-reporting/corporate-sustainability-reporting_en',
  },
  coverage:
    'After Directive (EU) 2026/470: EU undertakings, and parent undertakings of groups, that exceed both an average of 1,000 employees in the financial year and a net turnover of EUR 450 million. Non-EU groups are caught where EU net turnover exceeds EUR 450 million, reporting through an EU subsidiary or branch with more than EUR 200 million turnover. Listed SMEs are no longer in mandatory scope. National transposition of Omnibus I is due by 19 March 2027.',
  reporting:
    'Where own-workforce topics are material, ESRS S1-16 requires the gender pay gap (mean gross hourly pay of female and male employees, as a percentage of the male figure), the annual total remuneration ratio (highest-paid individual against the median of all other employees) and contextual information on method. Figures are published annually in the management report and are subject to assurance.',
  enforcement:
    'Penalties for missing or defective sustainability reporting are set by each Member State in its national transposing law; the CSRD itself creates no pay-specific remedy for individual workers.',
  deadlines: [
    {
      id: 'large-undertakings-first-financial-year',
      date: '2027-01-01',
      title: 'First financial year for newly in-scope large undertakings',
      description:
        'Large undertakings that were not in the first wave report for financial years starting on or after 1 January 2027, with the first reports published in 2028. Scope must be re-tested against the Omnibus I thresholds and the national transposing law.',
      status: 'confirmed',
      source: {
        title:
          'Directive (EU) 2025/794 (stop-the-clock), amending Article 5(2) of Directive (EU) 2022/2464',
        url: STOP_THE_CLOCK_URL,
      },
    },
    {
      id: 'omnibus-i-transposition',
      date: '2027-03-19',
      title: 'Member States transpose the Omnibus I CSRD changes',
      description:
        'Member States must bring into force the national measures implementing the CSRD amendments in Directive (EU) 2026/470, including the new employee and turnover thresholds and the value-chain cap.',
      status: 'confirmed',
      source: {
        title: 'Directive (EU) 2026/470 (Omnibus I), Article 5',
        url: OMNIBUS_URL,
      },
    },
    {
      id: 'third-country-first-financial-year',
      date: '2028-01-01',
      title: 'First financial year for third-country group reporting',
      description:
        'Reporting on non-EU groups that meet the EU turnover tests starts with financial years beginning on or after 1 January 2028, with the first reports published in 2029.',
      status: 'confirmed',
      source: {
        title: 'Directive (EU) 2022/2464, Article 5(2), as amended',
        url: CSRD_URL,
      },
    },
  ],
  sources: [
    {
      title:
        'European Parliament legislative resolution of 16 December 2025 on the Omnibus I sustainability reporting and due diligence directive',
      url: 'https://www.europarl.europa.eu/doceo/document/TA-10-2025-0324_EN.html',
    },
    {
      title:
        'Commission Recommendation (EU) 2025/1710 on a voluntary sustainability reporting standard for small and medium-sized undertakings (VSME)',
      url: 'https://eur-lex.europa.eu/eli/reco/2025/1710/oj',
    },
    {
      title:
        'Commission Delegated Regulation (EU) 2022/1288 (SFDR disclosures; principal adverse impact indicator 12, unadjusted gender pay gap)',
      url: 'https://eur-lex.europa.eu/eli/reg_del/2022/1288/oj',
    },
    {
      title: 'Directive 2013/34/EU (Accounting Directive), as amended by the CSRD',
      url: 'https://eur-lex.europa.eu/eli/dir/2013/34/oj',
    },
  ],
  newsTags: ['csrd', 'esrs'],
};

export default euCsrd;
