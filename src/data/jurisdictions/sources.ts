/** Official addresses that several jurisdiction records cite. */

/** Directive (EU) 2023/970 (the Pay Transparency Directive) on EUR-Lex, by its ELI. */
export const DIRECTIVE_ELI = 'https://eur-lex.europa.eu/eli/dir/2023/970/oj';
