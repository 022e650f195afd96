export const searchEn = {
  search: {
    label: 'Search presentations and slides',
    placeholder: 'Search titles and slide text',
    submit: 'Search',
    clear: 'Clear search',
    searching: 'Searching…',
    failed: 'The search did not work. Please try again.',
    resultsLabel: 'Search results',
    nothingFound: 'Nothing matches “{{query}}”.',
    count_one: '{{count}} result for “{{query}}”',
    count_other: '{{count}} results for “{{query}}”',
    presentationHit: 'Presentation',
    slideHit: 'Slide {{order}} in {{presentation}}',
    untitledSlide: 'Untitled slide',
    more: 'Show more results',
  },
} as const;
