import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ModelReferenceQuery as ModelReferenceData } from '../__generated__/graphql';
import type { Params } from '../../search/queryState';
import { MARKET_YEARS, REFERENCE_TABS, REFERENCE_TEXTS, type ReferenceTabId } from './constants';
import { ModelReferenceQuery } from './documents';
import { faqShown, marketStartYear, marketYears, referenceModelOf, safetyShown, urlShapeOf } from './rules';
import { ConsumerReviewsPanel } from './ConsumerReviewsPanel';
import { ExpertReviews } from './ExpertReviews';
import { FaqPanel } from './FaqPanel';
import { PricingPanel } from './PricingPanel';
import { SafetyPanel } from './SafetyPanel';
import { TrimsPanel } from './TrimsPanel';
import { TrimsModal } from '../TrimsModal';
import { openTrims } from '../trimsModal';
import { searchOwnerId } from '../trims';

export type ReferenceData = ModelReferenceData;
export type ReferenceYear = ModelReferenceData['modelInfo'][number];

export interface ModelReferenceProps {
  /** The search as the page reads its URL. */
  params: Params;
  /** The search's canonical query string, without paging: the page's own search. */
  queryString: string;
}

/**
 * The model reference section below the results (docs/rules/research.md#model-reference-section):
 * for a search of one make and one model, tabs of research about it. The server renders it with
 * the page; its tabs switch in the browser without a request, except Compare Trims and Safety,
 * which fetch their own figures when first opened.
 */
export function ModelReference({ params, queryString }: ModelReferenceProps) {
  const model = referenceModelOf(params);
  const shape = urlShapeOf(params);
  const [now] = useState(() => new Date());
  const startYear = model ? marketStartYear(model, now) : 0;
  const { data, error, loading, refetch } = useQuery(ModelReferenceQuery, {
    variables: {
      queryString,
      makeCode: model?.makeCode ?? '',
      modelCode: model?.modelCode ?? '',
      startYear,
      years: MARKET_YEARS,
    },
    skip: !model,
    errorPolicy: 'all',
  });
  const [chosenTab, setTab] = useState<ReferenceTabId>('pricing');
  const [chosenYear, setYear] = useState<number>();
  const tabRefs = useRef(new Map<ReferenceTabId, HTMLButtonElement>());
  const baseId = useId();
  if (!model) return null;

  const years = marketYears(data?.modelInfo ?? []).filter((y) => y.trims.length > 0);
  const first = years[0]?.trims[0];
  const name = first ? `${first.atcMake} ${first.atcModel}` : '';
  // The year the tabs are about: the one chosen here, else the searched one, else the newest.
  const year = chosenYear ?? model.year ?? years[0]?.year;
  const ofYear = years.find((y) => y.year === year);
  const results = data?.searchListings;
  const ratings = results?.researchContent.consumerRatings;

  if (!data && loading) {
    return (
      <section className="reference" aria-busy="true" aria-label={REFERENCE_TEXTS.loading}>
        <p className="reference__status">{REFERENCE_TEXTS.loading}</p>
      </section>
    );
  }
  if (!data?.modelInfo || years.length === 0 || year === undefined) {
    // The catalogue does not know the pair (nothing to show), or the call failed: say so only then.
    if (!error) return null;
    return (
      <section className="reference" aria-label="Research">
        <p className="reference__status" role="status">
          {REFERENCE_TEXTS.failed}{' '}
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {REFERENCE_TEXTS.retry}
          </button>
        </p>
      </section>
    );
  }

  const tabs = REFERENCE_TABS.filter((tab) => {
    if (tab.id === 'safety') return safetyShown(shape);
    if (tab.id === 'faqs') return faqShown(shape);
    if (tab.id === 'reviews') return Boolean(ratings);
    return true;
  });
  const active = tabs.some((tab) => tab.id === chosenTab) ? chosenTab : 'pricing';
  const tabId = (id: ReferenceTabId) => `${baseId}-tab-${id}`;
  const panelId = (id: ReferenceTabId) => `${baseId}-panel-${id}`;
  const select = (id: ReferenceTabId) => {
    setTab(id);
    tabRefs.current.get(id)?.focus();
  };
  // Arrow keys move along the tabs, Home and End to the ends (the ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const to = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(tabs[to].id);
  };

  return (
    <section className="reference" aria-labelledby={`${baseId}-heading`}>
      <h2 className="reference__heading" id={`${baseId}-heading`}>
        {REFERENCE_TEXTS.heading(model.year ? `${model.year} ${name}` : name)}
      </h2>
      <div
        className="reference__tabs"
        role="tablist"
        aria-label={REFERENCE_TEXTS.tabsLabel(name)}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            className={tab.id === active ? 'reference__tab reference__tab--active' : 'reference__tab'}
            aria-selected={tab.id === active}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setTab(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className="reference__panel"
          hidden={tab.id !== active}
        >
          {tab.id === 'pricing' && (
            <PricingPanel
              name={name}
              model={model}
              years={years}
              year={year}
              onYear={setYear}
              queryString={queryString}
              greatPriceCount={results?.greatPriceCount}
              onCompareTrims={() => openTrims({ makeCode: model.makeCode, modelCode: model.modelCode, year })}
            />
          )}
          {/* Compare Trims and Safety fetch their figures: only once opened. */}
          {tab.id === 'trims' && tab.id === active && (
            <TrimsPanel model={model} year={year} years={years} onYear={setYear} params={params} />
          )}
          {tab.id === 'safety' && tab.id === active && <SafetyPanel model={model} year={year} name={name} />}
          {tab.id === 'reviews' && ratings && <ConsumerReviewsPanel ratings={ratings} name={name} />}
          {tab.id === 'faqs' && (
            <FaqPanel
              name={name}
              year={year}
              yearSearched={model.year !== undefined}
              trims={ofYear?.trims ?? []}
              totalResultCount={results?.totalResultCount ?? 0}
              greatPriceCount={results?.greatPriceCount}
              mileage={results?.mileageStats}
              now={now}
            />
          )}
        </div>
      ))}
      <ExpertReviews reviews={results?.researchContent.expertReviews ?? []} name={name} />
      <TrimsModal zip={params.zip?.[0]} ownerId={searchOwnerId(params)} trimsTabOpen={active === 'trims'} />
    </section>
  );
}
