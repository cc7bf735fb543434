import { useQuery } from '@apollo/client/react';
import { Modal } from '../listing-actions/Modal';
import { CompareTrimsTable } from './CompareTrimsTable';
import { TRIMS_TEXTS } from './constants';
import { TrimsOfModelYearQuery } from './documents';
import { trimsModalStore, useTrimsModal, type TrimsModalStore } from './trimsModal';

/**
 * The trims modal's props (docs/rules/trims.md#the-trims-modal). Render it once on the page, then
 * open it with `openTrims({ makeCode, modelCode, year })` (trimsModal.ts) from any button.
 */
export interface TrimsModalProps {
  /** The search's ZIP Code, passed on to 'Custom Order Yours'. */
  zip?: string;
  /** The one owner the search is limited to, passed on to 'Custom Order Yours' (searchOwnerId). */
  ownerId?: string;
  /**
   * Whether the model reference section's Compare Trims tab is open: closing the modal then keeps
   * the active model (the tab still shows it); otherwise it is reset to none.
   */
  trimsTabOpen?: boolean;
  /** The store it reads; the page's own by default (tests bring theirs). */
  store?: TrimsModalStore;
}

/**
 * The compare-trims table in a modal dialog (docs/rules/trims.md#the-trims-modal): focus stays
 * inside while it is open, Escape or Close closes it and gives focus back to what opened it.
 * Following 'Custom Order Yours' closes it too, so going back to the page does not reopen it.
 */
export function TrimsModal({ zip, ownerId, trimsTabOpen = false, store = trimsModalStore }: TrimsModalProps) {
  const { open, activeModel } = useTrimsModal(store);
  const model = open ? activeModel : null;
  // The same query as the table's (one cache entry): the title names the model once it is known.
  const { data } = useQuery(TrimsOfModelYearQuery, {
    variables: model ?? { makeCode: '', modelCode: '', year: 0 },
    skip: !model,
  });
  const first = model && data?.modelInfo.find((y) => y.year === model.year)?.trims[0];
  const title = model
    ? `${TRIMS_TEXTS.compareTrims}: ${model.year} ${first ? `${first.atcMake} ${first.atcModel}` : model.modelCode}`
    : TRIMS_TEXTS.compareTrims;
  const close = () => store.close(trimsTabOpen);

  return (
    <Modal open={model !== null} onClose={close} title={title}>
      {model && (
        <div className="trims-modal">
          <CompareTrimsTable
            makeCode={model.makeCode}
            modelCode={model.modelCode}
            year={model.year}
            zip={zip}
            ownerId={ownerId}
            onCustomOrder={close}
          />
        </div>
      )}
    </Modal>
  );
}
