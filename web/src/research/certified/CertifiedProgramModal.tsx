import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';
import { Modal } from '../../listing-actions/Modal';
import { CERTIFIED_TEXTS } from './constants';
import { guaranteeText, thirdPartyGuaranteeText, tierText, warrantyText } from './format';

/** The certified content, without a search: the same loader and breaker as the results' research content. */
export const CertifiedProgramDetailsQuery = graphql(`
  query CertifiedProgramDetails {
    certifiedProgram {
      maker
      name
      moneyBackGuarantee {
        days
        miles
      }
      tiers {
        code
        name
        maxAgeYears
        maxMiles
        inspectionPoints
      }
      thirdParty {
        moneyBackGuarantee {
          days
          miles
        }
        limitedWarrantyMinDays
        limitedWarrantyMaxDays
      }
    }
  }
`);

/**
 * The certified program details modal (docs/rules/certified.md#the-details-modal): the program
 * and its maker, the money-back guarantee, the tiers, and third-party certification beside it.
 * It asks for the content when it opens (once per page: the cache keeps it); while it waits it
 * says so, and when the content cannot be had it says that with a button to try again.
 */
export function CertifiedProgramModal({ onClose }: { onClose: () => void }) {
  const { data, error, loading, refetch } = useQuery(CertifiedProgramDetailsQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const program = data?.certifiedProgram;
  return (
    <Modal open onClose={onClose} title={CERTIFIED_TEXTS.title}>
      <div className="certified-program" aria-busy={loading}>
        {loading ? (
          <p role="status" className="certified-program__status">
            {CERTIFIED_TEXTS.loading}
          </p>
        ) : error || !program ? (
          <div className="certified-program__failure">
            <p role="alert">{CERTIFIED_TEXTS.failed}</p>
            <button type="button" className="button" onClick={() => void refetch().catch(() => {})}>
              {CERTIFIED_TEXTS.retry}
            </button>
          </div>
        ) : (
          <>
            <p className="certified-program__intro">
              <strong>{program.name}</strong> is the certified used program of {program.maker}.
            </p>
            <h3 className="certified-program__heading">Money-back guarantee</h3>
            <p>
              Return the car within <strong>{guaranteeText(program.moneyBackGuarantee)}</strong>.
            </p>
            <p className="certified-program__note">
              Cars with the {CERTIFIED_TEXTS.badge} badge have one: every certified car, and the cars of dealers who
              offer it.
            </p>
            <h3 className="certified-program__heading">Tiers</h3>
            <ul className="certified-program__list">
              {program.tiers.map((tier) => (
                <li key={tier.code}>
                  <strong>{tier.name}</strong>: {tierText(tier)}
                </li>
              ))}
            </ul>
            <h3 className="certified-program__heading">Compared with third-party certified</h3>
            <ul className="certified-program__list">
              <li>{thirdPartyGuaranteeText(program.moneyBackGuarantee, program.thirdParty.moneyBackGuarantee)}</li>
              <li>
                {warrantyText(program.thirdParty.limitedWarrantyMinDays, program.thirdParty.limitedWarrantyMaxDays)}
              </li>
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
