import type { Params } from '../../search/queryState';
import { CompareTrimsTable } from '../CompareTrimsTable';
import { TRIMS_TEXTS } from '../constants';
import { searchOwnerId } from '../trims';
import { openTrims, trimsModalStore, useTrimsModal } from '../trimsModal';
import type { ReferenceYear } from './ModelReference';
import type { ReferenceModel } from './rules';
import { YearSelect } from './YearSelect';

/**
 * The Compare Trims tab (docs/rules/research.md#tabs, docs/rules/trims.md#the-table): the trims of
 * the chosen model year side by side, with the fuel type choice and 'Custom Order Yours'. The
 * trims modal opened from here keeps its model when it closes (docs/rules/trims.md#the-trims-modal),
 * so the tab goes on showing the year the modal showed.
 */
export function TrimsPanel({
  model,
  year,
  years,
  onYear,
  params,
}: {
  model: ReferenceModel;
  year: number;
  years: readonly ReferenceYear[];
  onYear: (year: number) => void;
  params: Params;
}) {
  const { activeModel } = useTrimsModal();
  const kept =
    activeModel && activeModel.makeCode === model.makeCode && activeModel.modelCode === model.modelCode
      ? activeModel.year
      : undefined;
  const shown = kept ?? year;
  const choose = (next: number) => {
    onYear(next);
    // The tab's model is the active one: a year chosen here replaces the one the modal left.
    trimsModalStore.setActiveModel({ makeCode: model.makeCode, modelCode: model.modelCode, year: next });
  };
  return (
    <div className="reference__trims">
      <div className="reference__trims-bar">
        <YearSelect years={years} year={shown} onYear={choose} label="Model year" />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => openTrims({ makeCode: model.makeCode, modelCode: model.modelCode, year: shown })}
        >
          {TRIMS_TEXTS.compareTrims}
        </button>
      </div>
      <CompareTrimsTable
        makeCode={model.makeCode}
        modelCode={model.modelCode}
        year={shown}
        zip={params.zip?.[0]}
        ownerId={searchOwnerId(params)}
        currentTrimCode={model.trimCode}
      />
    </div>
  );
}
