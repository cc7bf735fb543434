import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import { REFERENCE_TEXTS } from './constants';
import type { ReferenceModel } from './rules';

/** The Safety tab's figures: fetched when the tab first opens. */
export const SafetyInfoQuery = graphql(`
  query ReferenceSafety($makeCode: String!, $modelCode: String!, $year: Int!) {
    safetyInfo(makeCode: $makeCode, modelCode: $modelCode, year: $year) {
      year
      ratings {
        name
        stars
        label
      }
      features {
        name
        value
      }
      specifications {
        name
        value
        unit
      }
    }
  }
`);

const FEATURE_VALUES: Readonly<Record<string, string>> = {
  STANDARD: 'Standard',
  OPTIONAL: 'Optional',
  NOT_AVAILABLE: 'Not available',
};

/**
 * The Safety tab (docs/rules/safety.md): crash-test ratings, safety features (a feature the
 * reference marks 'std' reads Standard) and the legroom specifications of the model year.
 */
export function SafetyPanel({ model, year, name }: { model: ReferenceModel; year: number; name: string }) {
  const { data, error, loading, refetch } = useQuery(SafetyInfoQuery, {
    variables: { makeCode: model.makeCode, modelCode: model.modelCode, year },
  });
  if (loading && !data) return <p className="reference__status">{REFERENCE_TEXTS.loading}</p>;
  if (error && !data?.safetyInfo) {
    return (
      <p className="reference__status" role="status">
        Safety information could not be loaded.{' '}
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {REFERENCE_TEXTS.retry}
        </button>
      </p>
    );
  }
  const safety = data?.safetyInfo;
  if (!safety)
    return (
      <p className="reference__summary">
        No safety information for the {year} {name}.
      </p>
    );
  return (
    <div className="reference__safety">
      <h3>Safety ratings</h3>
      <dl className="reference__ratings">
        {safety.ratings.map((rating) => (
          <div key={rating.name} className="reference__rating">
            <dt>{rating.name}</dt>
            <dd>{rating.stars == null ? rating.label : `${rating.label} out of 5`}</dd>
          </div>
        ))}
      </dl>
      <h3>Safety features</h3>
      <ul className="reference__features">
        {safety.features.map((feature) => (
          <li key={feature.name}>
            <span>{feature.name}</span>{' '}
            <span className={`reference__value reference__value--${feature.value.toLowerCase()}`}>
              {FEATURE_VALUES[feature.value] ?? feature.value}
            </span>
          </li>
        ))}
      </ul>
      <h3>Specifications</h3>
      <dl className="reference__specs">
        {safety.specifications.map((spec) => (
          <div key={spec.name}>
            <dt>{spec.name}</dt>
            <dd>
              {spec.value} {spec.unit}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
