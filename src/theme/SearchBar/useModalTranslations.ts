import {useMemo} from 'react';
import type {ModalTranslations} from '@docsearch/react';
import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type {SearchEngine} from '@site/src/utils/searchEngine';

const isDevServer = process.env.NODE_ENV === 'development';
const defaultModalTranslations: ModalTranslations = translations.modal ?? {};

/** The modal's texts; on the dev server the local engine has no index, and says so. */
export default function useModalTranslations(engine: SearchEngine): ModalTranslations {
  return useMemo(
    () =>
      engine === 'local' && isDevServer
        ? {
            ...defaultModalTranslations,
            errorScreen: {
              titleText: translate({
                id: 'theme.SearchModal.devServer.titleText',
                message: 'Search needs a production build',
              }),
              helpText: translate({
                id: 'theme.SearchModal.devServer.helpText',
                message: 'Run "npm run build" then "npm run serve" to search this site.',
              }),
            },
            startScreen: {
              ...defaultModalTranslations.startScreen,
              noRecentSearchesText: translate({
                id: 'theme.SearchModal.devServer.startScreenText',
                message:
                  'The dev server has no search index: run "npm run build" then "npm run serve" to search.',
              }),
            },
          }
        : defaultModalTranslations,
    [engine],
  );
}
