/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment Breadcrumbs_breadcrumb on Breadcrumb {\n    kind\n    label\n    href\n  }\n": typeof types.Breadcrumbs_BreadcrumbFragmentDoc,
    "\n  query KeywordSuggestions($text: String!, $zip: String, $searchRadius: Int) {\n    keywordSuggestions(text: $text, zip: $zip, searchRadius: $searchRadius) {\n      label\n      type\n      count\n      url\n      contentUrl\n      parameters {\n        name\n        values\n      }\n    }\n  }\n": typeof types.KeywordSuggestionsDocument,
    "\n  fragment ListingCard_listing on Listing {\n    id\n    year\n    make\n    model\n    trim\n    mileage\n    vdpUrl\n    distanceFromSearch\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    image {\n      src\n      alt\n    }\n    owner {\n      id\n      name\n      phone\n    }\n    viewCount\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n": typeof types.ListingCard_ListingFragmentDoc,
    "\n  fragment ResultsGrid_placedListing on PlacedListing {\n    position\n    placement\n    listing {\n      id\n      ...ListingCard_listing\n    }\n  }\n": typeof types.ResultsGrid_PlacedListingFragmentDoc,
    "\n  fragment FilterPanels_filterGroup on FilterGroup {\n    name\n    label\n    collapsed\n    value\n    options {\n      label\n      value\n      count\n      selected\n      disabled\n      parent\n      codes\n    }\n  }\n": typeof types.FilterPanels_FilterGroupFragmentDoc,
    "\n  fragment FilterPanels_yearOptions on SearchResults {\n    yearOptions {\n      label\n      value\n    }\n  }\n": typeof types.FilterPanels_YearOptionsFragmentDoc,
    "\n  query FilterPanels($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      stats {\n        price {\n          min\n          max\n        }\n      }\n    }\n  }\n": typeof types.FilterPanelsDocument,
    "\n  query FilterPanelsYearOptions($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...FilterPanels_yearOptions\n    }\n  }\n": typeof types.FilterPanelsYearOptionsDocument,
    "\n  query ZipLookup($zip: String!) {\n    zipLocation(zip: $zip) {\n      zip\n      valid\n      city\n      state\n    }\n  }\n": typeof types.ZipLookupDocument,
    "\n  fragment SearchResultsPage_summary on SearchResults {\n    totalResultCount\n    page\n    lastPage\n    invalidQueryParams\n    request {\n      queryString\n    }\n    stats {\n      price {\n        min\n        max\n      }\n    }\n    breadcrumbs {\n      ...Breadcrumbs_breadcrumb\n    }\n  }\n": typeof types.SearchResultsPage_SummaryFragmentDoc,
    "\n  fragment SearchResultsPage_slots on SearchResults {\n    results {\n      position\n      placement\n      listing {\n        id\n      }\n    }\n  }\n": typeof types.SearchResultsPage_SlotsFragmentDoc,
    "\n  fragment SearchResultsPage_listings on SearchResults {\n    listings {\n      id\n      owner {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SearchResultsPage_ListingsFragmentDoc,
    "\n  fragment SearchResultsPage_results on SearchResults {\n    ...SearchResultsPage_summary\n    ...SearchResultsPage_slots\n    ...SearchResultsPage_listings\n  }\n": typeof types.SearchResultsPage_ResultsFragmentDoc,
    "\n  query SearchResultsPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n    }\n  }\n": typeof types.SearchResultsPageDocument,
    "\n  query SearchResultsBatch($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      totalResultCount\n      page\n      lastPage\n      ...SearchResultsPage_slots\n      ...SearchResultsPage_listings\n      results {\n        ...ResultsGrid_placedListing\n      }\n    }\n  }\n": typeof types.SearchResultsBatchDocument,
    "\n  query SearchResultsSummary($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_summary\n    }\n  }\n": typeof types.SearchResultsSummaryDocument,
    "\n  query SearchResultsSlots($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_slots\n    }\n  }\n": typeof types.SearchResultsSlotsDocument,
    "\n  query SearchResultsListings($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_listings\n    }\n  }\n": typeof types.SearchResultsListingsDocument,
    "\n  fragment SearchResultsPage_storedFilterGroups on Query {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      storedFilterGroups @client\n    }\n  }\n": typeof types.SearchResultsPage_StoredFilterGroupsFragmentDoc,
    "\n  query ComparePage($ids: [ID!]!) {\n    listings(ids: $ids) {\n      id\n      title\n      year\n      trim\n      mileage\n      bodyStyleName\n      driveTypeName\n      engine\n      transmission\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      distanceFromSearch\n      features\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n        dealIndicator\n      }\n      color {\n        exteriorColorSimple\n        interiorColorSimple\n      }\n      owner {\n        id\n        name\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n": typeof types.ComparePageDocument,
    "\n  query VehiclePage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      vin\n      mileage\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n      }\n      owner {\n        id\n        name\n        phone\n        hideEmailForm\n        privateSeller\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n": typeof types.VehiclePageDocument,
    "\n  fragment SaveButton_listing on Listing {\n    id\n    saved @client\n  }\n": typeof types.SaveButton_ListingFragmentDoc,
    "\n  query SearchResultsServerPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n      ...SearchResultsServerPage_head\n    }\n  }\n\n  fragment SearchResultsServerPage_head on SearchResults {\n    totalResultCount\n    request {\n      url\n    }\n    breadcrumbs {\n      kind\n      label\n      href\n    }\n    crawlLinks {\n      modelYears {\n        label\n        href\n        count\n      }\n      trims {\n        label\n        href\n        count\n      }\n    }\n    results {\n      listing {\n        id\n        title\n        year\n        make\n        model\n        trim\n        vin\n        mileage\n        listingType\n        vdpUrl\n        bodyStyle\n        fuelType\n        image {\n          src\n        }\n        pricingDetail {\n          salePrice\n        }\n        owner {\n          name\n          privateSeller\n        }\n      }\n    }\n  }\n": typeof types.SearchResultsServerPageDocument,
};
const documents: Documents = {
    "\n  fragment Breadcrumbs_breadcrumb on Breadcrumb {\n    kind\n    label\n    href\n  }\n": types.Breadcrumbs_BreadcrumbFragmentDoc,
    "\n  query KeywordSuggestions($text: String!, $zip: String, $searchRadius: Int) {\n    keywordSuggestions(text: $text, zip: $zip, searchRadius: $searchRadius) {\n      label\n      type\n      count\n      url\n      contentUrl\n      parameters {\n        name\n        values\n      }\n    }\n  }\n": types.KeywordSuggestionsDocument,
    "\n  fragment ListingCard_listing on Listing {\n    id\n    year\n    make\n    model\n    trim\n    mileage\n    vdpUrl\n    distanceFromSearch\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    image {\n      src\n      alt\n    }\n    owner {\n      id\n      name\n      phone\n    }\n    viewCount\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n": types.ListingCard_ListingFragmentDoc,
    "\n  fragment ResultsGrid_placedListing on PlacedListing {\n    position\n    placement\n    listing {\n      id\n      ...ListingCard_listing\n    }\n  }\n": types.ResultsGrid_PlacedListingFragmentDoc,
    "\n  fragment FilterPanels_filterGroup on FilterGroup {\n    name\n    label\n    collapsed\n    value\n    options {\n      label\n      value\n      count\n      selected\n      disabled\n      parent\n      codes\n    }\n  }\n": types.FilterPanels_FilterGroupFragmentDoc,
    "\n  fragment FilterPanels_yearOptions on SearchResults {\n    yearOptions {\n      label\n      value\n    }\n  }\n": types.FilterPanels_YearOptionsFragmentDoc,
    "\n  query FilterPanels($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      stats {\n        price {\n          min\n          max\n        }\n      }\n    }\n  }\n": types.FilterPanelsDocument,
    "\n  query FilterPanelsYearOptions($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...FilterPanels_yearOptions\n    }\n  }\n": types.FilterPanelsYearOptionsDocument,
    "\n  query ZipLookup($zip: String!) {\n    zipLocation(zip: $zip) {\n      zip\n      valid\n      city\n      state\n    }\n  }\n": types.ZipLookupDocument,
    "\n  fragment SearchResultsPage_summary on SearchResults {\n    totalResultCount\n    page\n    lastPage\n    invalidQueryParams\n    request {\n      queryString\n    }\n    stats {\n      price {\n        min\n        max\n      }\n    }\n    breadcrumbs {\n      ...Breadcrumbs_breadcrumb\n    }\n  }\n": types.SearchResultsPage_SummaryFragmentDoc,
    "\n  fragment SearchResultsPage_slots on SearchResults {\n    results {\n      position\n      placement\n      listing {\n        id\n      }\n    }\n  }\n": types.SearchResultsPage_SlotsFragmentDoc,
    "\n  fragment SearchResultsPage_listings on SearchResults {\n    listings {\n      id\n      owner {\n        id\n        name\n      }\n    }\n  }\n": types.SearchResultsPage_ListingsFragmentDoc,
    "\n  fragment SearchResultsPage_results on SearchResults {\n    ...SearchResultsPage_summary\n    ...SearchResultsPage_slots\n    ...SearchResultsPage_listings\n  }\n": types.SearchResultsPage_ResultsFragmentDoc,
    "\n  query SearchResultsPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n    }\n  }\n": types.SearchResultsPageDocument,
    "\n  query SearchResultsBatch($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      totalResultCount\n      page\n      lastPage\n      ...SearchResultsPage_slots\n      ...SearchResultsPage_listings\n      results {\n        ...ResultsGrid_placedListing\n      }\n    }\n  }\n": types.SearchResultsBatchDocument,
    "\n  query SearchResultsSummary($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_summary\n    }\n  }\n": types.SearchResultsSummaryDocument,
    "\n  query SearchResultsSlots($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_slots\n    }\n  }\n": types.SearchResultsSlotsDocument,
    "\n  query SearchResultsListings($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_listings\n    }\n  }\n": types.SearchResultsListingsDocument,
    "\n  fragment SearchResultsPage_storedFilterGroups on Query {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      storedFilterGroups @client\n    }\n  }\n": types.SearchResultsPage_StoredFilterGroupsFragmentDoc,
    "\n  query ComparePage($ids: [ID!]!) {\n    listings(ids: $ids) {\n      id\n      title\n      year\n      trim\n      mileage\n      bodyStyleName\n      driveTypeName\n      engine\n      transmission\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      distanceFromSearch\n      features\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n        dealIndicator\n      }\n      color {\n        exteriorColorSimple\n        interiorColorSimple\n      }\n      owner {\n        id\n        name\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n": types.ComparePageDocument,
    "\n  query VehiclePage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      vin\n      mileage\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n      }\n      owner {\n        id\n        name\n        phone\n        hideEmailForm\n        privateSeller\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n": types.VehiclePageDocument,
    "\n  fragment SaveButton_listing on Listing {\n    id\n    saved @client\n  }\n": types.SaveButton_ListingFragmentDoc,
    "\n  query SearchResultsServerPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n      ...SearchResultsServerPage_head\n    }\n  }\n\n  fragment SearchResultsServerPage_head on SearchResults {\n    totalResultCount\n    request {\n      url\n    }\n    breadcrumbs {\n      kind\n      label\n      href\n    }\n    crawlLinks {\n      modelYears {\n        label\n        href\n        count\n      }\n      trims {\n        label\n        href\n        count\n      }\n    }\n    results {\n      listing {\n        id\n        title\n        year\n        make\n        model\n        trim\n        vin\n        mileage\n        listingType\n        vdpUrl\n        bodyStyle\n        fuelType\n        image {\n          src\n        }\n        pricingDetail {\n          salePrice\n        }\n        owner {\n          name\n          privateSeller\n        }\n      }\n    }\n  }\n": types.SearchResultsServerPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Breadcrumbs_breadcrumb on Breadcrumb {\n    kind\n    label\n    href\n  }\n"): (typeof documents)["\n  fragment Breadcrumbs_breadcrumb on Breadcrumb {\n    kind\n    label\n    href\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeywordSuggestions($text: String!, $zip: String, $searchRadius: Int) {\n    keywordSuggestions(text: $text, zip: $zip, searchRadius: $searchRadius) {\n      label\n      type\n      count\n      url\n      contentUrl\n      parameters {\n        name\n        values\n      }\n    }\n  }\n"): (typeof documents)["\n  query KeywordSuggestions($text: String!, $zip: String, $searchRadius: Int) {\n    keywordSuggestions(text: $text, zip: $zip, searchRadius: $searchRadius) {\n      label\n      type\n      count\n      url\n      contentUrl\n      parameters {\n        name\n        values\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingCard_listing on Listing {\n    id\n    year\n    make\n    model\n    trim\n    mileage\n    vdpUrl\n    distanceFromSearch\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    image {\n      src\n      alt\n    }\n    owner {\n      id\n      name\n      phone\n    }\n    viewCount\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n"): (typeof documents)["\n  fragment ListingCard_listing on Listing {\n    id\n    year\n    make\n    model\n    trim\n    mileage\n    vdpUrl\n    distanceFromSearch\n    pricingDetail {\n      salePrice\n      dealIndicator\n    }\n    image {\n      src\n      alt\n    }\n    owner {\n      id\n      name\n      phone\n    }\n    viewCount\n    vehicleHighlight {\n      urgencyDriverType\n      urgencyDriverValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultsGrid_placedListing on PlacedListing {\n    position\n    placement\n    listing {\n      id\n      ...ListingCard_listing\n    }\n  }\n"): (typeof documents)["\n  fragment ResultsGrid_placedListing on PlacedListing {\n    position\n    placement\n    listing {\n      id\n      ...ListingCard_listing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilterPanels_filterGroup on FilterGroup {\n    name\n    label\n    collapsed\n    value\n    options {\n      label\n      value\n      count\n      selected\n      disabled\n      parent\n      codes\n    }\n  }\n"): (typeof documents)["\n  fragment FilterPanels_filterGroup on FilterGroup {\n    name\n    label\n    collapsed\n    value\n    options {\n      label\n      value\n      count\n      selected\n      disabled\n      parent\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilterPanels_yearOptions on SearchResults {\n    yearOptions {\n      label\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment FilterPanels_yearOptions on SearchResults {\n    yearOptions {\n      label\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterPanels($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      stats {\n        price {\n          min\n          max\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FilterPanels($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      stats {\n        price {\n          min\n          max\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterPanelsYearOptions($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...FilterPanels_yearOptions\n    }\n  }\n"): (typeof documents)["\n  query FilterPanelsYearOptions($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...FilterPanels_yearOptions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZipLookup($zip: String!) {\n    zipLocation(zip: $zip) {\n      zip\n      valid\n      city\n      state\n    }\n  }\n"): (typeof documents)["\n  query ZipLookup($zip: String!) {\n    zipLocation(zip: $zip) {\n      zip\n      valid\n      city\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultsPage_summary on SearchResults {\n    totalResultCount\n    page\n    lastPage\n    invalidQueryParams\n    request {\n      queryString\n    }\n    stats {\n      price {\n        min\n        max\n      }\n    }\n    breadcrumbs {\n      ...Breadcrumbs_breadcrumb\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResultsPage_summary on SearchResults {\n    totalResultCount\n    page\n    lastPage\n    invalidQueryParams\n    request {\n      queryString\n    }\n    stats {\n      price {\n        min\n        max\n      }\n    }\n    breadcrumbs {\n      ...Breadcrumbs_breadcrumb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultsPage_slots on SearchResults {\n    results {\n      position\n      placement\n      listing {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResultsPage_slots on SearchResults {\n    results {\n      position\n      placement\n      listing {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultsPage_listings on SearchResults {\n    listings {\n      id\n      owner {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResultsPage_listings on SearchResults {\n    listings {\n      id\n      owner {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultsPage_results on SearchResults {\n    ...SearchResultsPage_summary\n    ...SearchResultsPage_slots\n    ...SearchResultsPage_listings\n  }\n"): (typeof documents)["\n  fragment SearchResultsPage_results on SearchResults {\n    ...SearchResultsPage_summary\n    ...SearchResultsPage_slots\n    ...SearchResultsPage_listings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsBatch($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      totalResultCount\n      page\n      lastPage\n      ...SearchResultsPage_slots\n      ...SearchResultsPage_listings\n      results {\n        ...ResultsGrid_placedListing\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsBatch($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      totalResultCount\n      page\n      lastPage\n      ...SearchResultsPage_slots\n      ...SearchResultsPage_listings\n      results {\n        ...ResultsGrid_placedListing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsSummary($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_summary\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsSummary($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsSlots($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_slots\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsSlots($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_slots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsListings($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_listings\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsListings($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_listings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultsPage_storedFilterGroups on Query {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      storedFilterGroups @client\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResultsPage_storedFilterGroups on Query {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      storedFilterGroups @client\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparePage($ids: [ID!]!) {\n    listings(ids: $ids) {\n      id\n      title\n      year\n      trim\n      mileage\n      bodyStyleName\n      driveTypeName\n      engine\n      transmission\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      distanceFromSearch\n      features\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n        dealIndicator\n      }\n      color {\n        exteriorColorSimple\n        interiorColorSimple\n      }\n      owner {\n        id\n        name\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparePage($ids: [ID!]!) {\n    listings(ids: $ids) {\n      id\n      title\n      year\n      trim\n      mileage\n      bodyStyleName\n      driveTypeName\n      engine\n      transmission\n      fuelType\n      mpgCity\n      mpgHighway\n      vdpUrl\n      distanceFromSearch\n      features\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n        dealIndicator\n      }\n      color {\n        exteriorColorSimple\n        interiorColorSimple\n      }\n      owner {\n        id\n        name\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehiclePage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      vin\n      mileage\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n      }\n      owner {\n        id\n        name\n        phone\n        hideEmailForm\n        privateSeller\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehiclePage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      vin\n      mileage\n      image {\n        src\n        alt\n      }\n      pricingDetail {\n        salePrice\n      }\n      owner {\n        id\n        name\n        phone\n        hideEmailForm\n        privateSeller\n        address {\n          city\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveButton_listing on Listing {\n    id\n    saved @client\n  }\n"): (typeof documents)["\n  fragment SaveButton_listing on Listing {\n    id\n    saved @client\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResultsServerPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n      ...SearchResultsServerPage_head\n    }\n  }\n\n  fragment SearchResultsServerPage_head on SearchResults {\n    totalResultCount\n    request {\n      url\n    }\n    breadcrumbs {\n      kind\n      label\n      href\n    }\n    crawlLinks {\n      modelYears {\n        label\n        href\n        count\n      }\n      trims {\n        label\n        href\n        count\n      }\n    }\n    results {\n      listing {\n        id\n        title\n        year\n        make\n        model\n        trim\n        vin\n        mileage\n        listingType\n        vdpUrl\n        bodyStyle\n        fuelType\n        image {\n          src\n        }\n        pricingDetail {\n          salePrice\n        }\n        owner {\n          name\n          privateSeller\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchResultsServerPage($queryString: String!) {\n    searchListings(brand: USED_CAR, queryString: $queryString) {\n      ...SearchResultsPage_results\n      results {\n        ...ResultsGrid_placedListing\n      }\n      filterGroups {\n        ...FilterPanels_filterGroup\n      }\n      ...FilterPanels_yearOptions\n      ...SearchResultsServerPage_head\n    }\n  }\n\n  fragment SearchResultsServerPage_head on SearchResults {\n    totalResultCount\n    request {\n      url\n    }\n    breadcrumbs {\n      kind\n      label\n      href\n    }\n    crawlLinks {\n      modelYears {\n        label\n        href\n        count\n      }\n      trims {\n        label\n        href\n        count\n      }\n    }\n    results {\n      listing {\n        id\n        title\n        year\n        make\n        model\n        trim\n        vin\n        mileage\n        listingType\n        vdpUrl\n        bodyStyle\n        fuelType\n        image {\n          src\n        }\n        pricingDetail {\n          salePrice\n        }\n        owner {\n          name\n          privateSeller\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;