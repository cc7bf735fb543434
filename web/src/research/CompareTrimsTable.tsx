import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import type { TrimsOfModelYearQuery as TrimsData } from './__generated__/graphql';
import { formatPrice } from '../components/format';
import { Select } from '../components/Select';
import { TRIM_SPEC_FLAGS, TRIM_SPEC_LABELS, TRIMS_TEXTS } from './constants';
import { TrimsOfModelYearQuery } from './documents';
import {
  buildPriceHref,
  chosenFuelType,
  epaText,
  fuelTypeOptions,
  isRetryable,
  trimsOfFuelType,
  type FuelTypeOption,
} from './trims';

export type TrimRow = TrimsData['modelInfo'][number]['trims'][number];

/**
 * The compare-trims table's props (docs/rules/trims.md#the-table). Mount it with a make, model and
 * model year: `<CompareTrimsTable makeCode="HONDA" modelCode="CIVIC" year={2024} zip="30301" />`.
 */
export interface CompareTrimsTableProps {
  /** The make's code, e.g. HONDA. */
  makeCode: string;
  /** The model's code, e.g. CIVIC. */
  modelCode: string;
  /** The model year whose trims are compared. */
  year: number;
  /** The search's ZIP Code, passed on to 'Custom Order Yours' (dropped unless 5 digits). */
  zip?: string;
  /**
   * The one owner (dealer) the search is limited to, passed on to 'Custom Order Yours'; leave it
   * out when the search has none or several (searchOwnerId in trims.ts reads it from the SRP's params).
   */
  ownerId?: string;
  /** A trim to mark as the one on show (the build-price page's own trim). */
  currentTrimCode?: string;
  /** Called when the shopper follows 'Custom Order Yours' (the trims modal closes with it). */
  onCustomOrder?: (trimCode: string) => void;
}

/**
 * The trims of a model year side by side (docs/rules/trims.md#the-table), one column per trim of
 * the chosen fuel type: picture, national MSRP, EPA figures, engine and the nine equipment flags,
 * and a 'Custom Order Yours' link to each trim's build-price page. The table scrolls inside its
 * own box, its row headers stuck to the left, so a phone never scrolls the page sideways.
 */
export function CompareTrimsTable(props: CompareTrimsTableProps) {
  const { makeCode, modelCode, year } = props;
  const { data, loading, error, refetch } = useQuery(TrimsOfModelYearQuery, {
    variables: { makeCode, modelCode, year },
    notifyOnNetworkStatusChange: true,
  });
  const trims = data?.modelInfo.find((y) => y.year === year)?.trims;

  if (error && !trims) {
    const retryable = isRetryable(error);
    return (
      <div className="trims-table trims-table--message" role="alert">
        <p>{TRIMS_TEXTS.failed}</p>
        {retryable && (
          <button type="button" className="button" disabled={loading} onClick={() => void refetch().catch(() => {})}>
            {TRIMS_TEXTS.retry}
          </button>
        )}
      </div>
    );
  }
  if (!data)
    return (
      <p className="trims-table trims-table--message" role="status">
        {TRIMS_TEXTS.loading}
      </p>
    );
  if (!trims || trims.length === 0)
    return (
      <p className="trims-table trims-table--message">
        No trims of this model in {year}: the catalogue has none for it that year.
      </p>
    );
  return <TrimsTable {...props} trims={trims} />;
}

function TrimsTable({
  trims,
  year,
  zip,
  ownerId,
  currentTrimCode,
  onCustomOrder,
}: CompareTrimsTableProps & { trims: readonly TrimRow[] }) {
  const id = useId();
  const options = fuelTypeOptions(trims);
  const [choice, setChoice] = useState<string>();
  const fuel = chosenFuelType(options, choice);
  const shown = trimsOfFuelType(trims, fuel);
  const { atcMake, atcModel } = trims[0];

  return (
    <div className="trims-table">
      <div className="trims-table__controls">
        <label htmlFor={`${id}-fuel`}>{TRIMS_TEXTS.fuelType}</label>
        <Select
          id={`${id}-fuel`}
          className="trims-table__fuel"
          value={fuel ?? ''}
          onChange={(event) => setChoice(event.target.value)}
        >
          {options.map((option: FuelTypeOption) => (
            <option key={option.value} value={option.value}>
              {option.value}
            </option>
          ))}
        </Select>
      </div>
      <div className="trims-table__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="trims-table__table">
          <caption id={`${id}-caption`} className="trims-table__caption">
            {year} {atcMake} {atcModel} trims, {fuel}: {shown.length} side by side
          </caption>
          <thead>
            <tr>
              <td className="trims-table__corner" />
              {shown.map((trim) => (
                <th
                  key={trim.trimCode}
                  scope="col"
                  className={
                    trim.trimCode === currentTrimCode
                      ? 'trims-table__trim trims-table__trim--current'
                      : 'trims-table__trim'
                  }
                  aria-current={trim.trimCode === currentTrimCode ? 'true' : undefined}
                >
                  <img src={trim.imagePath} alt="" width={400} height={300} loading="lazy" decoding="async" />
                  <span className="trims-table__name">{trim.trimName}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label="National MSRP" trims={shown} value={(trim) => formatPrice(trim.nationalMSRP)} />
            <Row label="EPA city/highway" trims={shown} value={(trim) => epaText(trim) ?? '—'} />
            <Row label="Engine" trims={shown} value={(trim) => trim.engineType} />
            {TRIM_SPEC_FLAGS.map((flag) => (
              <tr key={flag}>
                <th scope="row">{TRIM_SPEC_LABELS[flag]}</th>
                {shown.map((trim) => (
                  <td key={trim.trimCode} className="trims-table__flag">
                    {trim.specs[flag] ? (
                      <>
                        <span aria-hidden="true" className="trims-table__yes">
                          ✓
                        </span>
                        <span className="visually-hidden">{TRIMS_TEXTS.standard}</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true" className="trims-table__no">
                          —
                        </span>
                        <span className="visually-hidden">{TRIMS_TEXTS.notAvailable}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <span className="visually-hidden">Order</span>
              </th>
              {shown.map((trim) => (
                <td key={trim.trimCode}>
                  <Link
                    className="button trims-table__order"
                    to={buildPriceHref({
                      makeCode: trim.atcMakeCode,
                      modelCode: trim.atcModelCode,
                      trimCode: trim.trimCode,
                      year,
                      zip,
                      ownerId,
                    })}
                    // The visible words first, then which trim (WCAG's label in name).
                    aria-label={`${TRIMS_TEXTS.customOrder}: ${trim.trimName}`}
                    onClick={() => onCustomOrder?.(trim.trimCode)}
                  >
                    {TRIMS_TEXTS.customOrder}
                  </Link>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

function Row({ label, trims, value }: { label: string; trims: readonly TrimRow[]; value: (trim: TrimRow) => string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {trims.map((trim) => (
        <td key={trim.trimCode}>{value(trim)}</td>
      ))}
    </tr>
  );
}
