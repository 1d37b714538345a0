// Pagefind is an ES module only, and Docusaurus loads plugins through jiti, which
// turns import() into require(). Loaded with Node's own require (buildIndex.ts),
// this file keeps the native import().
/* global module */
module.exports = () => import('pagefind');
