import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CategoryTabs } from '../components/CategoryTabs';
import { HeroSaveSearch } from '../account/HeroAccount';
import { ErrorScreen } from '../components/ErrorScreen';
import { FilterChips } from '../components/FilterChips';
import type { FilterPanelsProps } from '../components/filters/FilterPanels';
import { FILTERS_ID, FilterSidebar } from '../components/filters/FilterSidebar';
import { formatCount } from '../components/format';
import { Hero } from '../components/Hero';
import type { KeywordSearchProps, Suggestion } from '../components/KeywordSearch';
import { LoadMore } from '../components/LoadMore';
import { ResultsGrid, type PlacedListingSlot } from '../components/ResultsGrid';
import { SortSelect } from '../components/SortSelect';
import { WalletIconButton } from '../wallet/WalletButton';
import { WalletToast } from '../wallet/WalletToast';
import { ThirdRowPrompt } from '../components/ThirdRowPrompt';
import type { ModelClarificationPromptProps } from '../components/ModelClarificationPrompt';
import { deferred, hydrateNow, whenVisible } from '../deferred';
import { useSearchShown } from '../events/record';
import { Feedback } from '../events/Feedback';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useClientValue } from '../hooks/useClientValue';
import { useBelowTheFold } from '../results/useBelowTheFold';
import { expectedGroups, shownOnce } from '../results/rules';
import { useSearchResults } from '../hooks/useSearchResults';
import { useSrpState } from '../hooks/useSrpState';
import { deriveChips, removeChip, sponsorNameOf } from '../search/chips';
import { BATCH_SIZE, pageNumber, SRP_PATH } from '../../../contracts/search';
import {
  FILTER_COLUMN_MIN_WIDTH_PX,
  FILTER_DEBOUNCE_MS,
  SORT_OPTIONS,
  TEXTS,
  THIRD_ROW_SEATING_FEATURE,
} from '../search/constants';
import { findGroup } from '../search/groups';
import { heroHeading } from '../search/heading';
import { isLastPage, loadedBatchesOf } from '../search/paging';
import { mayClarify } from '../search/mayClarify';
import { showThirdRowPrompt } from '../search/panels';
import {
  batchQuery,
  changeSort,
  clearFilters,
  searchQuery,
  sortOf,
  toggleValue,
  withPage,
  type Params,
} from '../search/queryState';
import { followSuggestion } from '../search/suggestions';
import { activeTab, selectTab } from '../search/tabs';
import { StillInterested } from '../still-interested/StillInterested';
import { PushOffer } from '../push/PushOffer';
import { hasPromptFilter } from '../push/gate';
import { CertifiedDetailsButton, CertifiedDetailsHost } from '../research/certified/CertifiedDetails';
import type { ModelReferenceProps } from '../research/reference/ModelReference';
import { MODEL_REFERENCE_ID } from '../research/reference/constants';
import { referenceModelOf } from '../research/reference/model';
import { AlphaShowcase } from '../showcase/AlphaShowcase';
import { showcaseEligible } from '../showcase/rules';
import { useResultGroups } from '../results/useResultGroups';
import { GridInserts } from '../results/GridInserts';
import { useAds } from '../ads/useAds';
import { useFeature } from '../ssr/page';

const SORT_VALUES = SORT_OPTIONS.map((o) => o.value);
/** No slots: one array, so the grid's props stay the same while a search loads. */
const NO_RESULTS: readonly PlacedListingSlot[] = [];

/*
 * Out of the first chunk: the filter panels (two thirds of the page's markup, in a closed overlay
 * on a phone) and the keyword search with its suggestions. The server renders them; the client
 * hydrates each after the rest of the page, when its chunk has arrived, and the panels only once
 * they are on screen: at once in the column beside the results, when the Filters overlay opens on
 * a phone. Each sits in a memo: a Suspense boundary that is re-rendered with new props before it
 * hydrated would drop the server's HTML for its fallback, and the page re-renders while they wait.
 */
const FilterPanels = deferred(
  'src/components/filters/FilterPanels.tsx',
  () => import('../components/filters/FilterPanels').then((m) => m.FilterPanels),
  { hydrateWhen: () => whenVisible(FILTERS_ID) },
);
const KeywordSearch = deferred('src/components/KeywordSearch.tsx', () =>
  import('../components/KeywordSearch').then((m) => m.KeywordSearch),
);

/*
 * Out of the first chunk, as they show only once the browser has the results: the fixed ad (after
 * a scroll) and the supplemental and similar listings (their own query).
 */
const FixedAd = lazy(() => import('../ads/FixedAd').then((m) => ({ default: m.FixedAd })));
const ResultGroups = lazy(() => import('../results/ResultGroups').then((m) => ({ default: m.ResultGroups })));
/* The relax hints under a search with few results (docs/rules/results.md#relax-hints). */
const RelaxHints = lazy(() => import('../results/RelaxHints').then((m) => ({ default: m.RelaxHints })));

/*
 * The model reference section below the results (docs/rules/research.md#model-reference-section),
 * for a search of one make and one model: server-rendered, its chunk hydrates once it is on screen.
 */
const ModelReference = deferred(
  'src/research/reference/ModelReference.tsx',
  () => import('../research/reference/ModelReference').then((m) => m.ModelReference),
  { hydrateWhen: () => whenVisible(MODEL_REFERENCE_ID) },
);

const DeferredModelReference = memo(function DeferredModelReference(props: ModelReferenceProps) {
  return (
    <div id={MODEL_REFERENCE_ID} className="srp__reference">
      <Suspense fallback={null}>
        <ModelReference {...props} />
      </Suspense>
    </div>
  );
});

/*
 * The model-name clarification (docs/rules/filters.md#model-name-clarification) can only ask about
 * a search with a model or a keyword (mayClarify, which the rule itself checks first): its rules and
 * its query are loaded for those searches only.
 */
const ModelClarificationPrompt = deferred('src/components/ModelClarificationPrompt.tsx', () =>
  import('../components/ModelClarificationPrompt').then((m) => m.ModelClarificationPrompt),
);

const DeferredClarificationPrompt = memo(function DeferredClarificationPrompt(props: ModelClarificationPromptProps) {
  return (
    <Suspense fallback={null}>
      <ModelClarificationPrompt {...props} />
    </Suspense>
  );
});

const DeferredFilterPanels = memo(function DeferredFilterPanels(props: FilterPanelsProps) {
  return (
    <Suspense fallback={<div className="filter-panels" />}>
      <FilterPanels {...props} />
    </Suspense>
  );
});

const DeferredKeywordSearch = memo(function DeferredKeywordSearch(props: KeywordSearchProps) {
  return (
    // The same box as the search, so nothing moves if it ever has to wait for its chunk.
    <Suspense
      fallback={
        <div className="keyword">
          <div className="keyword__input keyword__input--loading" />
        </div>
      }
    >
      <KeywordSearch {...props} />
    </Suspense>
  );
});

/** /cars-for-sale: the search results page (docs/rules/pages.md#results-page). Its whole state is the query string. */
export function SearchResultsPage() {
  const { params, go } = useSrpState();
  const query = searchQuery(params);
  // What the brand's flags allow on this page (docs/rules/features.md).
  const adsOn = useFeature('ads');
  const showcaseOn = useFeature('showcase');
  const walletOn = useFeature('wallet');
  const savedSearchesOn = useFeature('savedSearches');
  // A filter change runs a new search, debounced when the flag is on (docs/rules/pages.md#filter-change).
  const queryString = useDebouncedValue(query, FILTER_DEBOUNCE_MS, useFeature('debounceFilterSearch'));
  // The filter panels hydrate once on screen; a search changed from outside them (a tab, a chip,
  // sort, a prompt) must reach them first, so they hydrate now (docs/rules/pages.md#quick-and-early-changes).
  const [firstQuery] = useState(query);
  if (query !== firstQuery) {
    hydrateNow(FILTERS_ID);
    hydrateNow(MODEL_REFERENCE_ID);
  }
  const { current, previous, groups, panels, error, fetchMore } = useSearchResults(queryString);
  const shown = current ?? previous;
  const pending = !current || query !== queryString;

  // The latest URL state, for work that finishes after the shopper may have moved on.
  const latest = useRef<Params>(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when the last filter chip is removed: the results count.
  const countHeading = useRef<HTMLHeadingElement>(null);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);

  const [loadingMore, setLoadingMore] = useState(false);
  const loadingMoreRef = useRef(false);
  const [automaticFor, setAutomaticFor] = useState<string>();
  const loaded = current?.listings.length ?? 0;
  const total = current?.totalResultCount ?? 0;
  const atEnd = !current || pending || current.lastPage || isLastPage(loaded, total);
  const results = useMemo(() => shownOnce(current?.results ?? NO_RESULTS), [current?.results]);
  useSearchShown(pending ? undefined : queryString, total); // docs/rules/events-client.md#events
  // What follows the results, once they are shown: the other result groups and the ads. They are
  // asked for once the shopper heads past the first screen (at once for a sparse search, whose
  // groups are its first screen), and what they bring renders in a transition (deferred values), in
  // slices between which the phone answers the shopper (docs/rules/ads-client.md#asking-for-ads).
  const belowTheFold = useBelowTheFold(current !== undefined && expectedGroups(current.totalResultCount).supplemental);
  const shownSearch = pending || !current || !belowTheFold ? undefined : queryString;
  const resultGroups = useResultGroups(shownSearch);
  const highlights = useDeferredValue(resultGroups.highlights);
  const { supplemental, similar, loading: groupsLoading } = resultGroups;
  const shownGroups = useDeferredValue(
    useMemo(() => ({ supplemental, similar, loading: groupsLoading }), [supplemental, similar, groupsLoading]),
  );
  // The groups after the results and the fixed ad are the browser's: the server's page leaves them out.
  const inBrowser = useClientValue(() => true, false);
  const ads = useAds(shownSearch, params, loaded);
  const adSlots = useDeferredValue(ads.slots);
  // The filter promo's 'Refine Search': the overlay on a phone; the column beside the results, brought
  // into view with focus on its heading, from the column's width up (where there is no overlay to open).
  const openFilters = useCallback(() => {
    if (!window.matchMedia(`(min-width: ${FILTER_COLUMN_MIN_WIDTH_PX}px)`).matches) return setFiltersOpen(true);
    const heading = document.querySelector<HTMLElement>(`#${FILTERS_ID} h2`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, []);
  const gridInserts = useCallback(
    (index: number) => (
      <GridInserts index={index} loaded={loaded} highlights={highlights} ads={adSlots} onOpenFilters={openFilters} />
    ),
    [loaded, highlights, adSlots, openFilters],
  );

  const loadMore = useCallback(async () => {
    if (loadingMoreRef.current || atEnd) return;
    loadingMoreRef.current = true;
    // The skeleton row renders in a transition: the tap's response paints before the page re-renders.
    startTransition(() => setLoadingMore(true));
    try {
      const more = await fetchMore(batchQuery(queryString, loaded, BATCH_SIZE));
      const nowLoaded = loaded + (more.data?.searchListings.listings.length ?? 0);
      setAutomaticFor(queryString);
      // The page number follows the loaded batches (docs/rules/results.md#page-number), unless the shopper has moved on.
      if (searchQuery(latest.current) === queryString)
        go(withPage(latest.current, pageNumber(nowLoaded)), { replace: true });
    } catch (failure) {
      // A failure loading more results is logged; nothing special is shown (docs/rules/results.md#infinite-scroll).
      console.error('loading more results failed', failure);
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  }, [atEnd, fetchMore, go, loaded, queryString]);

  // A page number this page has not loaded yet (a link back to the results from a vehicle page the
  // browser loaded itself): the batches it stands for load one after another, as the server
  // restores them (restoreLoadedBatches). The target is what the URL said when this search was
  // first shown (each load rewrites the page number as it goes). Each count of loaded listings is
  // tried once, so a batch that fails is not asked for again and again.
  const wantedOf = (search: string) => ({ search, loaded: loadedBatchesOf(params.page?.[0]) * BATCH_SIZE });
  const [restoring, setRestoring] = useState(() => wantedOf(queryString));
  if (restoring.search !== queryString) setRestoring(wantedOf(queryString));
  const restoredFrom = useRef<string>(undefined);
  useEffect(() => {
    const step = `${queryString}@${loaded}`;
    if (
      atEnd ||
      loadingMore ||
      loadingMoreRef.current ||
      loaded === 0 ||
      loaded >= restoring.loaded ||
      restoredFrom.current === step
    )
      return;
    restoredFrom.current = step;
    void loadMore();
  }, [atEnd, loadingMore, loaded, restoring.loaded, queryString, loadMore]);

  // The latest params through a ref, so the keyword search's props stay the same between searches.
  const pickSuggestion = useCallback(
    (suggestion: Suggestion) => followSuggestion(suggestion, latest.current, go),
    [go],
  );
  const zip = params.zip?.[0];
  const searchRadius = params.zip ? Number(params.searchRadius?.[0]) || undefined : undefined;

  if (error && !current && query === queryString) return <ErrorScreen />;

  const sponsorName = sponsorNameOf(params, current?.listings);
  const chips = deriveChips(params, groups, sponsorName);
  const reference = referenceModelOf(params);
  const noResults = current && !pending && (current.totalResultCount === 0 || current.invalidQueryParams.length > 0);

  return (
    <main id="main" tabIndex={-1} className="srp">
      <Hero
        crumbs={shown?.breadcrumbs}
        canClear={chips.length > 0}
        onClear={() => go(clearFilters(params))}
        saveSearch={
          // Only a search with filters can be saved, where the brand saves searches (docs/rules/account-pages.md#save-search).
          savedSearchesOn &&
          chips.length > 0 && (
            <HeroSaveSearch
              queryString={queryString}
              searchName={shown ? heroHeading(shown.breadcrumbs) : ''}
              returnTo={queryString ? `${SRP_PATH}?${queryString}` : SRP_PATH}
            />
          )
        }
        keywordSearch={<DeferredKeywordSearch zip={zip} searchRadius={searchRadius} onPick={pickSuggestion} />}
      />
      <div className="srp__body">
        <FilterSidebar open={filtersOpen} onClose={closeFilters} returnFocus={filtersButton}>
          <DeferredFilterPanels
            queryString={queryString}
            data={panels}
            params={params}
            fresh={!pending}
            onChange={go}
          />
        </FilterSidebar>
        <section className="srp__results" aria-label="Results">
          <CategoryTabs active={activeTab(params)} onSelect={(tab) => go(selectTab(params, tab))} />
          <CertifiedDetailsButton listingTypes={params.listingType} />
          <div className="srp__header">
            <button
              type="button"
              className="button button--secondary srp__filters-button"
              ref={filtersButton}
              aria-expanded={filtersOpen}
              aria-controls={FILTERS_ID}
              onClick={() => setFiltersOpen(true)}
            >
              Filters{chips.length > 0 ? ` (${chips.length})` : ''}
            </button>
            <h2 className="srp__count" aria-live="polite" tabIndex={-1} ref={countHeading}>
              {shown ? TEXTS.matches(formatCount(shown.totalResultCount)) : '\u00a0'}
            </h2>
            <SortSelect value={sortOf(params, SORT_VALUES)} onChange={(sort) => go(changeSort(params, sort))} />
            {walletOn && <WalletIconButton />}
          </div>
          {walletOn && <WalletToast />}
          <FilterChips chips={chips} onRemove={(chip) => go(removeChip(params, chip))} emptyFocus={countHeading} />
          {mayClarify(params) && (
            <DeferredClarificationPrompt params={params} groups={groups} onAccept={go} returnFocus={countHeading} />
          )}
          {showThirdRowPrompt(params, findGroup(groups, 'featureCode')) && (
            <ThirdRowPrompt onAccept={() => go(toggleValue(params, 'featureCode', THIRD_ROW_SEATING_FEATURE, true))} />
          )}
          <AlphaShowcase queryString={queryString} eligible={showcaseEligible(params, showcaseOn)} loading={pending} />
          {noResults && (
            <p className="srp__empty" role="status">
              {TEXTS.noResults}
            </p>
          )}
          {current && !pending && inBrowser && current.relaxHints.length > 0 && (
            <Suspense fallback={null}>
              <RelaxHints
                hints={current.relaxHints}
                params={params}
                chips={chips}
                total={current.totalResultCount}
                onApply={go}
              />
            </Suspense>
          )}
          <ResultsGrid
            results={pending ? NO_RESULTS : results}
            search={pending ? undefined : queryString}
            loading={pending}
            loadingMore={loadingMore}
            before={gridInserts}
            footer={(busy) =>
              !atEnd && (
                <LoadMore automatic={automaticFor === queryString} loading={busy} loaded={loaded} onLoad={loadMore} />
              )
            }
          />
          {current && !pending && inBrowser && (
            <Suspense fallback={null}>
              <ResultGroups total={current.totalResultCount} {...shownGroups} />
            </Suspense>
          )}
        </section>
      </div>
      {adsOn && shownSearch !== undefined && inBrowser && (
        <Suspense fallback={null}>
          <FixedAd load={ads.loadFixed} />
        </Suspense>
      )}
      <Feedback search={pending ? undefined : queryString} />
      {/* One section per make and model: its chosen tab and year do not carry over to another model. */}
      {reference && !noResults && (
        <DeferredModelReference
          key={`${reference.makeCode}/${reference.modelCode}`}
          params={params}
          queryString={queryString}
        />
      )}
      {/* The still-interested alert (docs/rules/still-interested.md#the-alert): after hydration, at idle time. */}
      <StillInterested />
      {/* The push prompt (docs/rules/push.md#the-prompt): decided at idle time, its chunk loaded only when it shows. */}
      <PushOffer filtered={hasPromptFilter(params)} />
      {/* The certified program details modal, opened by its buttons (docs/rules/certified.md#the-details-modal). */}
      <CertifiedDetailsHost />
    </main>
  );
}
