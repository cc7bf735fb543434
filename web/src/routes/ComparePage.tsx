import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { graphql } from '../__generated__/gql';
import type { ComparePageQuery as ComparePageData } from '../__generated__/graphql';
import { formatMiles, formatPrice } from '../components/format';
import { compareHref, compareRows, parseCompareIds } from '../compare/rules';
import { compareStore, useCompareItems } from '../compare/store';
import { DEAL_RATING_LABELS, SRP_PATH } from '../../../contracts/search';

export const ComparePageQuery = graphql(`
  query ComparePage($ids: [ID!]!) {
    listings(ids: $ids) {
      id
      title
      year
      trim
      mileage
      bodyStyleName
      driveTypeName
      engine
      transmission
      fuelType
      mpgCity
      mpgHighway
      vdpUrl
      distanceFromSearch
      features
      image {
        src
        alt
      }
      pricingDetail {
        salePrice
        dealIndicator
      }
      color {
        exteriorColorSimple
        interiorColorSimple
      }
      owner {
        id
        name
        address {
          city
          state
        }
      }
    }
  }
`);

type Car = NonNullable<ComparePageData['listings'][number]>;

/** The rows of the table, in order, and each car's value (docs/rules/compare.md#compare-page). */
const ROWS: ReadonlyArray<[label: string, value: (car: Car) => string]> = [
  ['Price', (car) => formatPrice(car.pricingDetail.salePrice)],
  [
    'Deal rating',
    (car) => (car.pricingDetail.dealIndicator ? DEAL_RATING_LABELS[car.pricingDetail.dealIndicator] : ''),
  ],
  ['Mileage', (car) => formatMiles(car.mileage)],
  ['Year', (car) => String(car.year)],
  ['Trim', (car) => car.trim],
  ['Body style', (car) => car.bodyStyleName],
  ['Drivetrain', (car) => car.driveTypeName],
  ['Engine', (car) => car.engine],
  ['Transmission', (car) => car.transmission],
  ['Fuel', (car) => car.fuelType],
  ['MPG (city / highway)', (car) => `${car.mpgCity} / ${car.mpgHighway}`],
  ['Exterior colour', (car) => car.color.exteriorColorSimple],
  ['Interior colour', (car) => car.color.interiorColorSimple],
  ['Features', (car) => car.features.join(', ')],
  ['Seller', (car) => (car.owner ? `${car.owner.name}, ${car.owner.address.city}, ${car.owner.address.state}` : '')],
  ['Distance', (car) => (car.distanceFromSearch == null ? '' : `${Math.round(car.distanceFromSearch)} mi. away`)],
];
const LABELS = ROWS.map(([label]) => label);

const valuesOf = (car: Car | null) => car && Object.fromEntries(ROWS.map(([label, value]) => [label, value(car)]));

/** /compare?ids=…: the cars side by side, the rows where they differ marked. */
export function ComparePage() {
  const ids = parseCompareIds(useLocation().search);
  const navigate = useNavigate();
  const picked = useCompareItems();
  // /compare alone (the footer's link, a bookmark) compares the cars the shopper picked
  // (docs/rules/compare.md#compare-page): the list is the browser's, so the server cannot write it in.
  const pickedHref = ids.length === 0 && picked.length > 0 ? compareHref(picked.map((item) => item.id)) : undefined;
  useEffect(() => {
    if (pickedHref) void navigate(pickedHref, { replace: true });
  }, [pickedHref, navigate]);
  const { data, loading, error } = useQuery(ComparePageQuery, { variables: { ids }, skip: ids.length === 0 });
  const cars = data?.listings ?? [];
  const rows = compareRows(LABELS, cars.map(valuesOf));
  const remove = (id: string) => {
    compareStore.remove(id);
    void navigate(compareHref(ids.filter((other) => other !== id)));
  };
  return (
    <main id="main" tabIndex={-1} className="compare">
      <p>
        <Link to={SRP_PATH}>Back to results</Link>
      </p>
      <h1>Compare cars</h1>
      {ids.length === 0 && !pickedHref && <p>No cars to compare yet: add cars with Compare on the results page.</p>}
      {loading && !data && <p>Loading…</p>}
      {error && !data && <p role="alert">We are sorry. There was an issue loading these cars.</p>}
      {data && (
        <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
          <table className="compare__table">
            <caption id="compare-caption">{cars.length} cars side by side; rows where they differ are marked</caption>
            <thead>
              <tr>
                <td />
                {cars.map((car, i) =>
                  car ? (
                    <th key={car.id} scope="col" className="compare__car">
                      <Link to={car.vdpUrl}>
                        <img src={car.image.src} alt={car.image.alt} width={400} height={300} />
                        <span className="compare__title">{car.title}</span>
                      </Link>
                      <button type="button" className="compare__remove" onClick={() => remove(car.id)}>
                        Remove<span className="visually-hidden"> {car.title}</span>
                      </button>
                    </th>
                  ) : (
                    <th key={`gone-${ids[i]}`} scope="col" className="compare__car compare__car--gone">
                      <span className="compare__title">This car is no longer available</span>
                      <button type="button" className="compare__remove" onClick={() => remove(ids[i])}>
                        Remove<span className="visually-hidden"> the car no longer available</span>
                      </button>
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className={row.differs ? 'compare__row compare__row--differs' : 'compare__row'}>
                  <th scope="row">
                    {row.label}
                    {row.differs && <span className="visually-hidden"> (differs)</span>}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={`${ids[i]}-${i}`}>{value || '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
