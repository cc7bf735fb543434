import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatPrice } from '../components/format';
import { SRP_PATH } from '../../../contracts/search';
import type { StillInterestedCarFragment } from './__generated__/graphql';
import { LISTINGS_PER_CALL, STILL_INTERESTED_SHOWN } from './constants';
import { StillInterestedListingsDocument, StillInterestedViewerDocument } from './documents';
import { inBatches, shouldSendList, stillInterestedLabel, stillInterestedList } from './rules';
import { sendStillInterested } from './send';
import { dismiss, dismissedIds, lastSentVins, recentlyViewed, saveSentVins } from './store';
import { contactedIds } from '../contact/store';

/**
 * The still-interested alert (docs/rules/still-interested.md#the-alert): fixed at the bottom of the
 * results page, it shows the most recently viewed cars still for sale that the shopper has not
 * dismissed, each with its label and a link to its vehicle page. Loaded after hydration, at idle
 * time (StillInterested.tsx); it also sends the list when it changed (#sending-the-list).
 */
export function StillInterestedAlert() {
  const [list] = useState(() => stillInterestedList(recentlyViewed()));
  const [dismissed, setDismissed] = useState(() => new Set(dismissedIds()));
  // A car whose seller the shopper already contacted (here or, by the consumer history, elsewhere) is left out.
  const [contacted] = useState(() => new Set(contactedIds()));
  const [first = [], second = []] = inBatches(list, LISTINGS_PER_CALL);
  const { data } = useQuery(StillInterestedListingsDocument, {
    variables: { first, second },
    skip: list.length === 0,
  });
  const { data: viewer } = useQuery(StillInterestedViewerDocument, { skip: list.length === 0 });

  // The cars still for sale, in the list's order (a car no longer for sale answers null).
  const forSale = [...(data?.first ?? []), ...(data?.second ?? [])].filter(
    (car): car is StillInterestedCarFragment => car != null,
  );
  const user = viewer?.me.user;

  useEffect(() => {
    if (!data || !user) return;
    const vins = forSale.map((car) => car.vin);
    if (!shouldSendList(vins, lastSentVins(), { consumerId: user.id, email: user.email })) return;
    // Stored first, so a second page open at the same time does not send it again.
    saveSentVins(vins);
    void sendStillInterested({ brand: 'motormart', vins, consumer_id: user.id, email: user.email }).then((sent) => {
      if (!sent) saveSentVins([]);
    });
    // forSale follows data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, user]);

  const shown = forSale
    .filter((car) => !dismissed.has(car.id) && !contacted.has(car.id))
    .slice(0, STILL_INTERESTED_SHOWN);
  if (shown.length === 0) return null;

  return (
    <aside className="still-interested" aria-label="Still interested?">
      <h2 className="still-interested__title">Still interested?</h2>
      <ul className="still-interested__list">
        {shown.map((car) => (
          <li key={car.id} className="still-interested__car">
            <Link className="still-interested__link" to={`${SRP_PATH}/vehicle/${car.id}`}>
              <img src={car.image.src} alt="" width={64} height={48} className="still-interested__image" />
              <span className="still-interested__text">
                <span className="still-interested__label">{stillInterestedLabel(car)}</span>
                <span className="still-interested__name">{car.title}</span>
                <span className="still-interested__price">{formatPrice(car.pricingDetail.salePrice)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="still-interested__dismiss"
        onClick={() => {
          // Every car of the list, not only those shown: older ones do not take their place.
          const ids = list;
          dismiss(ids);
          setDismissed(new Set([...dismissed, ...ids]));
        }}
      >
        Dismiss<span className="visually-hidden"> still interested alert</span>
      </button>
    </aside>
  );
}
