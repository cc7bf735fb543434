import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router';
import { SRP_PATH } from '../../../contracts/search';
import { formatCount, formatPrice } from '../components/format';
import { CompareTrimsTable, type TrimRow } from './CompareTrimsTable';
import { TRIM_SPEC_FLAGS, TRIM_SPEC_LABELS, TRIMS_TEXTS } from './constants';
import { TrimsOfModelYearQuery } from './documents';
import {
  buildPriceHref,
  epaLongText,
  isRetryable,
  parseBuildPriceParams,
  priceRangeText,
  resolveBuildPrice,
  trimSrpHref,
  type BuildPriceTarget,
  type ParamProblem,
} from './trims';

/** The build-price page's name of a trim: '2024 Honda Civic Sport'. */
export const trimTitle = (year: number, trim: Pick<TrimRow, 'atcMake' | 'atcModel' | 'trimName'>) =>
  `${year} ${trim.atcMake} ${trim.atcModel} ${trim.trimName}`;

/**
 * /build-price?makeCode=&modelCode=&trimCode=&year=&zip=&ownerId= (docs/rules/trims.md#build-price-page):
 * the summary of one trim to order (picture, name, national MSRP, engine, fuel type, EPA figures,
 * standard equipment), the price range of its listings for sale with a link to them, the other
 * trims of the year, and the compare-trims table. A missing or malformed parameter is said on the
 * page, naming it.
 */
export function BuildPricePage() {
  const parsed = parseBuildPriceParams(useLocation().search);
  return (
    <main id="main" tabIndex={-1} className="build-price">
      <p className="build-price__back">
        <Link to={SRP_PATH}>Back to results</Link>
      </p>
      {parsed.ok ? <BuildPrice target={parsed.target} /> : <Problems problems={parsed.problems} />}
    </main>
  );
}

function Problems({
  problems,
  heading = 'This build-price link cannot be read',
}: {
  problems: readonly ParamProblem[];
  heading?: string;
}) {
  return (
    <div className="build-price__problems" role="alert">
      <h1>{heading}</h1>
      <ul>
        {problems.map((problem) => (
          <li key={problem.param} data-param={problem.param}>
            {problem.message}
          </li>
        ))}
      </ul>
      <p>
        Pick a trim from the compare-trims table of a model on the <Link to={SRP_PATH}>results page</Link>.
      </p>
    </div>
  );
}

function BuildPrice({ target }: { target: BuildPriceTarget }) {
  const { makeCode, modelCode, year } = target;
  const { data, error, loading, refetch } = useQuery(TrimsOfModelYearQuery, {
    variables: { makeCode, modelCode, year },
  });
  if (error && !data)
    return (
      <div className="build-price__problems" role="alert">
        <h1>Build &amp; price</h1>
        <p>{TRIMS_TEXTS.failed}</p>
        {isRetryable(error) && (
          <button type="button" className="button" disabled={loading} onClick={() => void refetch().catch(() => {})}>
            {TRIMS_TEXTS.retry}
          </button>
        )}
      </div>
    );
  if (!data)
    return (
      <p role="status" className="build-price__loading">
        {TRIMS_TEXTS.loading}
      </p>
    );
  const outcome = resolveBuildPrice(target, data.modelInfo);
  if (outcome.kind === 'problem') return <Problems problems={[outcome.problem]} heading="This trim is not found" />;
  const { trim, trims } = outcome;
  const title = trimTitle(year, trim);
  const standard = TRIM_SPEC_FLAGS.filter((flag) => trim.specs[flag]);
  const range = priceRangeText(trim.startingPrice, trim.maxPrice);
  const epa = epaLongText(trim);
  const otherTrims = trims.filter((t) => t.trimCode !== trim.trimCode);

  return (
    <>
      <div className="build-price__summary">
        <img className="build-price__image" src={trim.imagePath} alt={title} width={400} height={300} />
        <div className="build-price__facts">
          <p className="build-price__kicker">Build &amp; price</p>
          <h1 className="build-price__title">{title}</h1>
          <p className="build-price__msrp">
            <span className="build-price__msrp-label">National MSRP</span>{' '}
            <strong data-testid="build-price-msrp">{formatPrice(trim.nationalMSRP)}</strong>
          </p>
          <dl className="build-price__specs">
            <dt>Engine</dt>
            <dd>{trim.engineType}</dd>
            <dt>Fuel type</dt>
            <dd>{trim.fuelType}</dd>
            <dt>EPA figures</dt>
            <dd>{epa ?? 'Not rated'}</dd>
            <dt>Body style</dt>
            <dd>{trim.bodyStyle}</dd>
            {target.zip && (
              <>
                <dt>ZIP Code</dt>
                <dd>{target.zip}</dd>
              </>
            )}
          </dl>
        </div>
      </div>

      <section className="build-price__section" aria-labelledby="build-price-equipment">
        <h2 id="build-price-equipment">Standard equipment</h2>
        {standard.length ? (
          <ul className="build-price__equipment">
            {standard.map((flag) => (
              <li key={flag}>{TRIM_SPEC_LABELS[flag]}</li>
            ))}
          </ul>
        ) : (
          <p>None of the listed features comes standard on this trim.</p>
        )}
      </section>

      <section className="build-price__section" aria-labelledby="build-price-for-sale">
        <h2 id="build-price-for-sale">For sale now</h2>
        {range ? (
          <p>
            {formatCount(trim.listingCount)} {trim.listingCount === 1 ? 'listing' : 'listings'} of the {title} for sale,
            priced <strong>{range}</strong>
            {trim.avgPrice != null && trim.listingCount > 1 && <> (average {formatPrice(trim.avgPrice)})</>}.
          </p>
        ) : (
          <p>No listings of the {title} are for sale right now.</p>
        )}
        <p>
          <Link to={trimSrpHref(target)}>
            See {year} {trim.atcModel} {trim.trimName} listings{target.zip ? ` near ${target.zip}` : ''}
          </Link>
        </p>
      </section>

      {otherTrims.length > 0 && (
        <nav className="build-price__section" aria-labelledby="build-price-other-trims">
          <h2 id="build-price-other-trims">Other {year} trims</h2>
          <ul className="build-price__trims">
            {otherTrims.map((other) => (
              <li key={other.trimCode}>
                <Link to={buildPriceHref({ ...target, trimCode: other.trimCode })}>
                  <span className="build-price__trim-name">{other.trimName}</span>{' '}
                  <span className="build-price__trim-price">{formatPrice(other.nationalMSRP)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section className="build-price__section" aria-labelledby="build-price-compare">
        <h2 id="build-price-compare">{TRIMS_TEXTS.compareTrims}</h2>
        <CompareTrimsTable
          makeCode={makeCode}
          modelCode={modelCode}
          year={year}
          zip={target.zip}
          ownerId={target.ownerId}
          currentTrimCode={trim.trimCode}
        />
      </section>
    </>
  );
}
