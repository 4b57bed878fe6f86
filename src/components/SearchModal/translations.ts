/**
 * DocSearch's own words in the page's locale (its `translations` prop), under Docusaurus's ids
 * (theme-search-algolia's SearchBar), so that a translated site's code.json translates them.
 * Only a site of several locales passes them: DocSearch's defaults are these English words.
 */
import { translate } from '../../i18n/translate';

export function docSearchTranslations() {
  return {
    searchBox: {
      resetButtonTitle: translate({ id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query' }),
      resetButtonAriaLabel: translate({ id: 'theme.SearchModal.searchBox.resetButtonAriaLabel', message: 'Clear the query' }),
      cancelButtonText: translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' }),
      cancelButtonAriaLabel: translate({ id: 'theme.SearchModal.searchBox.cancelButtonAriaLabel', message: 'Cancel' }),
    },
    startScreen: {
      recentSearchesTitle: translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' }),
      noRecentSearchesText: translate({ id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches' }),
      saveRecentSearchButtonTitle: translate({ id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle', message: 'Save this search' }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
      }),
      favoriteSearchesTitle: translate({ id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite' }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
      }),
    },
    errorScreen: {
      titleText: translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' }),
      helpText: translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' }),
    },
    footer: {
      selectText: translate({ id: 'theme.SearchModal.footer.selectText', message: 'to select' }),
      selectKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key' }),
      navigateText: translate({ id: 'theme.SearchModal.footer.navigateText', message: 'to navigate' }),
      navigateUpKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up' }),
      navigateDownKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel', message: 'Arrow down' }),
      closeText: translate({ id: 'theme.SearchModal.footer.closeText', message: 'to close' }),
      closeKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key' }),
      searchByText: translate({ id: 'theme.SearchModal.footer.searchByText', message: 'Search by' }),
    },
    noResultsScreen: {
      noResultsText: translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' }),
      suggestedQueryText: translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' }),
      reportMissingResultsText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      }),
      reportMissingResultsLinkText: translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.' }),
    },
  };
}
