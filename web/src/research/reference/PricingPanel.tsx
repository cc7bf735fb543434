import { Link } from 'react-router';
import { formatCount, formatPrice } from '../../components/format';
import { SRP_PATH } from '../../../../contracts/search';
import { changeFilters, parseParams, toSearch } from '../../search/queryState';
import type { ReferenceYear } from './ModelReference';
import { REFERENCE_TEXTS } from './constants';
import { TRIMS_TEXTS } from '../constants';
import { yearPrices, type ReferenceModel } from './rules';
import { YearSelect } from './YearSelect';

/** The great-price listings the count stands for: the same search nationwide, Great Price only. */
const greatPriceSearch = (queryString: string) =>
  `${SRP_PATH}${toSearch(changeFilters(parseParams(queryString), { dealType: ['greatprice'], searchRadius: ['0'] }))}`;

const range = (low?: number | null, high?: number | null) =>
  low == null || high == null ? '—' : low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`;

/**
 * The Pricing tab (docs/rules/research.md#pricing): the price range of the listings for sale by
 * trim in one of the market years, the year's range over all trims, and the nationwide count of
 * great prices with a link to them.
 */
export function PricingPanel({
  name,
  model,
  years,
  year,
  onYear,
  queryString,
  greatPriceCount,
  onCompareTrims,
}: {
  name: string;
  model: ReferenceModel;
  years: readonly ReferenceYear[];
  year: number;
  onYear: (year: number) => void;
  queryString: string;
  greatPriceCount?: number | null;
  /** Opens the trims modal on the chosen year. */
  onCompareTrims: () => void;
}) {
  const trims = years.find((y) => y.year === year)?.trims ?? [];
  const prices = yearPrices(trims);
  return (
    <div className="reference__pricing">
      <div className="reference__trims-bar">
        <YearSelect years={years} year={year} onYear={onYear} label="Model year" />
        <button type="button" className="button button--secondary" onClick={onCompareTrims}>
          {TRIMS_TEXTS.compareTrims}
        </button>
      </div>
      <p className="reference__summary">
        {prices
          ? `${year} ${name} for sale nationwide: ${formatCount(prices.count)} listings, ${range(prices.lowest, prices.highest)}, ${formatPrice(prices.average)} on average.`
          : REFERENCE_TEXTS.noPrices}
      </p>
      <div className="reference__scroll">
        <table className="reference__table">
          <caption className="visually-hidden">
            Prices of the {year} {name} by trim
          </caption>
          <thead>
            <tr>
              <th scope="col">Trim</th>
              <th scope="col">MSRP</th>
              <th scope="col">For sale</th>
              <th scope="col">Price range</th>
              <th scope="col">Average</th>
            </tr>
          </thead>
          <tbody>
            {trims.map((trim) => (
              <tr
                key={trim.trimCode}
                className={trim.trimCode === model.trimCode ? 'reference__row--searched' : undefined}
              >
                <th scope="row">{trim.trimName}</th>
                <td>{formatPrice(trim.nationalMSRP)}</td>
                <td>{formatCount(trim.listingCount)}</td>
                <td>{range(trim.startingPrice, trim.maxPrice)}</td>
                <td>{trim.avgPrice == null ? '—' : formatPrice(trim.avgPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {greatPriceCount != null && greatPriceCount > 0 && (
        <p className="reference__great">
          <Link to={greatPriceSearch(queryString)}>
            {REFERENCE_TEXTS.greatPrices(formatCount(greatPriceCount), name)}
          </Link>
        </p>
      )}
    </div>
  );
}
