/** Numbers of the results page (spec §9 'Listing counts'). */

/** Listings are fetched in batches of 30. */
export const BATCH_SIZE = 30;

/** Sort options in the order the dropdown lists them (spec §2), with their labels. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'derivedpriceASC', label: 'Price - Lowest' },
  { value: 'derivedpriceDESC', label: 'Price - Highest' },
  { value: 'distanceASC', label: 'Distance - Closest' },
  { value: 'datelistedDESC', label: 'Date Listed - Newest' },
  { value: 'datelistedASC', label: 'Date Listed - Oldest' },
  { value: 'mileageASC', label: 'Mileage - Lowest' },
  { value: 'mileageDESC', label: 'Mileage - Highest' },
  { value: 'yearDESC', label: 'Year - Newest' },
  { value: 'yearASC', label: 'Year - Oldest' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'relevance';
