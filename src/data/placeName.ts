/** Place names that English writes with "the" inside a sentence. */
const WITH_ARTICLE = new Set([
  'Netherlands',
  'United Kingdom',
  'United States',
  'Czech Republic',
  'District of Columbia',
]);

/** A jurisdiction's name inside a sentence: "in the Netherlands", "in Poland". */
export const placeName = (name: string) => (WITH_ARTICLE.has(name) ? `the ${name}` : name);
