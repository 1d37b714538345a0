/**
 * Which Natural Earth countries (world-atlas) draw each EU and EEA state: the ISO 3166-1 numeric
 * code, or the name where Natural Earth has no code.
 *
 * Cyprus includes the area Natural Earth draws as "N. Cyprus": the whole island is EU territory,
 * with the application of EU law suspended in the north (Protocol No 10 to the 2003 Act of
 * Accession), so no line is drawn across it.
 */
export const OUTLINES: Readonly<Record<string, readonly string[]>> = {
  austria: ['040'],
  belgium: ['056'],
  bulgaria: ['100'],
  croatia: ['191'],
  cyprus: ['196', 'N. Cyprus'],
  czechia: ['203'],
  denmark: ['208'],
  estonia: ['233'],
  finland: ['246'],
  france: ['250'],
  germany: ['276'],
  greece: ['300'],
  hungary: ['348'],
  iceland: ['352'],
  ireland: ['372'],
  italy: ['380'],
  latvia: ['428'],
  liechtenstein: ['438'],
  lithuania: ['440'],
  luxembourg: ['442'],
  malta: ['470'],
  netherlands: ['528'],
  norway: ['578'],
  poland: ['616'],
  portugal: ['620'],
  romania: ['642'],
  slovakia: ['703'],
  slovenia: ['705'],
  spain: ['724'],
  sweden: ['752'],
};
