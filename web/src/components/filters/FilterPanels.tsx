import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql';
import type { FilterPanels_FilterGroupFragment, FilterPanels_HistogramsFragment } from '../../__generated__/graphql';
import { Histogram, peakSummary } from './Histogram';
import { findGroup } from '../../search/groups';
import { formatCount, formatMiles, formatPrice } from '../format';
import { electricRangeOptions, showElectricRange, showFuelEconomy } from '../../search/panels';
import {
  changeFilter,
  changeFilters,
  removeMake,
  replaceMake,
  toggleModel,
  toggleValues,
  type Params,
} from '../../search/queryState';
import { ListPanel } from './ListPanel';
import { MakeModelTrimPanel } from './MakeModelTrimPanel';
import { PricePanel } from './PricePanel';
import { RangePanel, type RangeChoice } from './RangePanel';
import { ZipPanel } from './ZipPanel';

/** The list panels (docs/rules/filters.md#filter-groups), in the order they are shown, by their filter group. */
const LIST_PANELS: ReadonlyArray<{ name: string; title?: string }> = [
  { name: 'listingType' },
  { name: 'vehicleStyleCode' },
  { name: 'sedanSubtypeCode' },
  { name: 'suvSubtypeCode' },
  { name: 'vanSubtypeCode' },
  { name: 'truckBedLength' },
  // Cab sizes, each standing for the cab styles makers name differently (docs/rules/filters.md#truck-cab-size); shown when trucks are in reach.
  { name: 'truckCabSize' },
  { name: 'dealType' },
  { name: 'homeServices' },
  { name: 'sellerType' },
  { name: 'fuelTypeGroup' },
  { name: 'mpgRange' },
  { name: 'electricMileRange' },
  { name: 'driveGroup' },
  { name: 'transmissionCode' },
  { name: 'engineCode', title: 'Cylinders' },
  { name: 'engineDisplacement' },
  { name: 'extColorSimple' },
  { name: 'intColorSimple' },
  { name: 'featureCode' },
  { name: 'doorCode' },
  { name: 'vehicleHistoryType' },
  { name: 'vehicleUseType' },
  // Money back guarantee: one option, 'true' (docs/rules/filters.md#money-back-guarantee), with the count of the dealers' listings offering it.
  { name: 'vehicleExchange' },
];

const num = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * What the panels show of a search, read from the cache only: the page's query fetched it, in the
 * same request as the results (hooks/useSearchResults.ts).
 */
const FilterPanelsQuery = graphql(`
  query FilterPanels($queryString: String!) {
    searchListings(queryString: $queryString) {
      filterGroups {
        ...FilterPanels_filterGroup
      }
      stats {
        price {
          min
          max
        }
      }
    }
  }
`);

/** The year panel's choices: the page's query fetched them with the search. */
export const FilterPanelsYearOptionsQuery = graphql(`
  query FilterPanelsYearOptions($queryString: String!) {
    searchListings(queryString: $queryString) {
      ...FilterPanels_yearOptions
    }
  }
`);

/** The range panels' histograms: the page's query fetched them with the search. */
export const FilterPanelsHistogramsQuery = graphql(`
  query FilterPanelsHistograms($queryString: String!) {
    searchListings(queryString: $queryString) {
      ...FilterPanels_histograms
    }
  }
`);

const NO_GROUPS: readonly FilterPanels_FilterGroupFragment[] = [];
const NO_YEARS: readonly RangeChoice[] = [];

/**
 * The year panel's choices as the API lists them (Any left out: the range panel offers it), read
 * from the cache on every render rather than watched: a watched cache-only query in the server's
 * render keeps what its first render found, before the page's search came back, and the server
 * would send a year panel without years. The panels render again whenever the search's data
 * changes. While the next search loads, the last search's choices stay.
 */
function useYearOptions(queryString: string): readonly RangeChoice[] {
  const client = useApolloClient();
  const read = client.readQuery({ query: FilterPanelsYearOptionsQuery, variables: { queryString } })?.searchListings
    .yearOptions;
  const [shown, setShown] = useState(read);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (read && read !== shown) setShown(read);
  return (read ?? shown)?.filter((option) => option.value !== '') ?? NO_YEARS;
}

type Histograms = NonNullable<FilterPanels_HistogramsFragment['histograms']>;

/**
 * The range panels' histograms (docs/rules/filters.md#range-histograms), read from the cache like
 * the year options; none when the search has not sent them (the panels then show no bars).
 */
function useHistograms(queryString: string): Histograms | null | undefined {
  const client = useApolloClient();
  const read = client.readQuery({ query: FilterPanelsHistogramsQuery, variables: { queryString } })?.searchListings;
  const histograms = read ? (read.histograms ?? null) : undefined;
  const [shown, setShown] = useState(histograms);
  if (histograms !== undefined && histograms !== shown) setShown(histograms);
  return histograms === undefined ? shown : histograms;
}

const dollars = (value: number) => formatPrice(value);
const plain = (value: number) => String(value);
const miles = formatMiles;

/** A search's filter groups and price range, as the panels show them. */
export interface FilterPanelsData {
  groups: readonly FilterPanels_FilterGroupFragment[];
  priceStats: { min: number; max: number } | null | undefined;
}

export interface FilterPanelsProps {
  /** The search whose filter groups the panels show (the query variable). */
  queryString: string;
  /** The search's groups when the page has read them (the server always has); else read from the cache. */
  data: FilterPanelsData | undefined;
  params: Params;
  /** Whether the search in the URL has answered (false while a new search loads). */
  fresh: boolean;
  onChange: (next: Params) => void;
}

/** Every filter panel of the SRP, driven by the gateway's filter groups. */
export function FilterPanels({ queryString, data: given, params, fresh: answered, onChange }: FilterPanelsProps) {
  const read = useQuery(FilterPanelsQuery, {
    variables: { queryString },
    fetchPolicy: 'cache-only',
    skip: given !== undefined,
  });
  // While the next search loads, the last one's groups stay, shown as not fresh.
  const search = (read.data ?? read.previousData)?.searchListings;
  const groups = given?.groups ?? search?.filterGroups ?? NO_GROUPS;
  const priceStats = given ? given.priceStats : search?.stats.price;
  const fresh = answered && (given !== undefined || read.data !== undefined);
  // An option sets (or clears) every code it stands for: Crew Cab is all the crew cab styles.
  const toggle =
    (name: string) =>
    (value: string, on: boolean, codes: readonly string[] = [value]) =>
      onChange(toggleValues(params, name, codes, on));
  const years = useYearOptions(queryString);
  const histograms = useHistograms(queryString);
  const mileage = findGroup(groups, 'mileage');
  const mpg = findGroup(groups, 'mpgRange');
  const electric = findGroup(groups, 'electricMileRange');

  const list = ({ name, title }: { name: string; title?: string }) => {
    const group = findGroup(groups, name);
    if (!group || group.options.length === 0) return null;
    if (name === 'mpgRange' && mpg && !showFuelEconomy(mpg, findGroup(groups, 'fuelTypeGroup'), params)) return null;
    if (name === 'electricMileRange' && electric) {
      if (!showElectricRange(electric)) return null;
      return (
        <ListPanel
          key={name}
          group={group}
          options={electricRangeOptions(electric)}
          selected={params[name]}
          fresh={fresh}
          onToggle={toggle(name)}
        />
      );
    }
    return (
      <ListPanel key={name} group={group} title={title} selected={params[name]} fresh={fresh} onToggle={toggle(name)} />
    );
  };

  return (
    <div className="filter-panels">
      <ZipPanel
        applied={{
          zip: params.zip?.[0] ?? '',
          searchRadius: params.searchRadius?.[0] ?? findGroup(groups, 'searchRadius')?.value[0] ?? '',
          marketExtension: params.marketExtension?.[0] === 'include',
        }}
        radius={findGroup(groups, 'searchRadius')}
        onApply={({ zip, searchRadius, marketExtension }) =>
          onChange(
            changeFilters(params, {
              zip: zip ? [zip] : [],
              searchRadius: searchRadius ? [searchRadius] : [],
              marketExtension: marketExtension ? ['include'] : [],
            }),
          )
        }
      />
      <MakeModelTrimPanel
        groups={groups}
        makes={params.makeCode ?? []}
        models={params.modelCode}
        trims={params.trimCode}
        fresh={fresh}
        onAddMake={(make) => onChange(changeFilter(params, 'makeCode', [...(params.makeCode ?? []), make]))}
        onReplaceMake={(from, to) => onChange(replaceMake(params, from, to))}
        onRemoveMake={(make) => onChange(removeMake(params, make))}
        onToggleModel={(model, on) => onChange(toggleModel(params, model, on))}
        onToggleTrim={toggle('trimCode')}
      />
      <PricePanel
        minPrice={num(params.minPrice?.[0])}
        maxPrice={num(params.maxPrice?.[0])}
        placeholder={priceStats}
        histogram={
          histograms && (
            <Histogram
              bins={histograms.price}
              from={num(params.minPrice?.[0])}
              to={num(params.maxPrice?.[0])}
              summary={peakSummary(histograms.price, dollars)}
            />
          )
        }
        onCommit={({ minPrice, maxPrice }) =>
          onChange(
            changeFilters(params, {
              minPrice: minPrice === undefined ? [] : [String(minPrice)],
              maxPrice: maxPrice === undefined ? [] : [String(maxPrice)],
            }),
          )
        }
      />
      <RangePanel
        title="Year"
        name="year"
        collapsed={false}
        histogram={
          histograms && (
            <Histogram
              bins={histograms.year}
              from={num(params.startYear?.[0])}
              to={num(params.endYear?.[0])}
              summary={peakSummary(histograms.year, plain)}
            />
          )
        }
        min={{
          label: 'Min Year',
          value: params.startYear?.[0] ?? '',
          choices: years,
          onChange: (v) => onChange(changeFilter(params, 'startYear', v ? [v] : [])),
        }}
        max={{
          label: 'Max Year',
          value: params.endYear?.[0] ?? '',
          choices: years,
          onChange: (v) => onChange(changeFilter(params, 'endYear', v ? [v] : [])),
        }}
      />
      {mileage && (
        <RangePanel
          title={mileage.label}
          name="mileage"
          collapsed={mileage.collapsed && !params.mileage}
          histogram={
            histograms && (
              <Histogram
                bins={histograms.mileage}
                to={num(params.mileage?.[0])}
                summary={peakSummary(histograms.mileage, miles)}
              />
            )
          }
          max={{
            label: 'Max Mileage',
            value: params.mileage?.[0] ?? '',
            choices: mileage.options.map((o) => ({
              label: `${o.label} (${formatCount(o.count)})`,
              value: o.value,
              disabled: o.disabled,
            })),
            onChange: (v) => onChange(changeFilter(params, 'mileage', v ? [v] : [])),
          }}
        />
      )}
      {LIST_PANELS.map(list)}
    </div>
  );
}
