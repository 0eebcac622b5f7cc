/** The words both search boxes show: the light one (SearchBox) and the lazy combobox it becomes. */
export const SEARCH_LABEL = 'Search DevNet';
export const SEARCH_PLACEHOLDER = 'Search threads, projects, posts, people';
