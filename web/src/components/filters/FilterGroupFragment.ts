import { graphql } from '../../__generated__/gql';

/** What every filter panel reads of a filter group: its options with counts, disabled and selected. */
export const FilterGroupFragment = graphql(`
  fragment FilterPanels_filterGroup on FilterGroup {
    name
    label
    collapsed
    value
    options {
      label
      value
      count
      selected
      disabled
      parent
      codes
    }
  }
`);

/** What the year panel reads of a search: its Min Year and Max Year choices, as the API lists them. */
export const YearOptionsFragment = graphql(`
  fragment FilterPanels_yearOptions on SearchResults {
    yearOptions {
      label
      value
    }
  }
`);

/** What the range panels' histograms read of a search (docs/rules/filters.md#range-histograms). */
export const HistogramsFragment = graphql(`
  fragment FilterPanels_histograms on SearchResults {
    histograms {
      price {
        min
        max
        count
      }
      year {
        min
        max
        count
      }
      mileage {
        min
        max
        count
      }
    }
  }
`);
