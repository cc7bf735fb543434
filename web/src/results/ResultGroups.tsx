import type { ListingCard_ListingFragment } from '../__generated__/graphql';
import { ListingCard } from '../components/ListingCard';
import { SkeletonCard } from '../components/SkeletonCard';
import { GROUP_TEXTS, SIMILAR_PLACEHOLDERS, SUPPLEMENTAL_PLACEHOLDERS } from './constants';
import { expectedGroups } from './rules';

type Placed = ReadonlyArray<{ listing: ListingCard_ListingFragment }>;

/** One group under its heading: placeholders while loading, nothing when it came back empty. */
function Group({
  name,
  title,
  note,
  placed,
  loading,
  placeholders,
}: {
  name: 'supplemental' | 'similar';
  title: string;
  note?: string;
  placed: Placed | undefined;
  loading: boolean;
  placeholders: number;
}) {
  if (!loading && !placed?.length) return null;
  return (
    <section className="result-group" aria-labelledby={`${name}-heading`} aria-busy={loading} data-group={name}>
      <h2 className="result-group__title" id={`${name}-heading`}>
        {title}
      </h2>
      {note && <p className="result-group__note">{note}</p>}
      <div className="srp__grid result-group__grid">
        {loading
          ? Array.from({ length: placeholders }, (_, i) => <SkeletonCard key={i} />)
          : placed!.map(({ listing }) => (
              <ListingCard key={listing.id} listing={listing} placement={name.toUpperCase()} />
            ))}
      </div>
    </section>
  );
}

/**
 * The supplemental and similar listings under the results (docs/rules/results.md#result-groups):
 * placeholders (6 and 21) where the search's total says they can appear, until they arrive.
 */
export function ResultGroups({
  total,
  supplemental,
  similar,
  loading,
}: {
  total: number;
  supplemental: Placed | undefined;
  similar: Placed | undefined;
  /** Still coming: placeholders show. */
  loading: boolean;
}) {
  const expected = expectedGroups(total);
  return (
    <>
      {expected.supplemental && (
        <Group
          name="supplemental"
          title={GROUP_TEXTS.supplemental}
          note={GROUP_TEXTS.supplementalNote}
          placed={supplemental}
          loading={loading}
          placeholders={SUPPLEMENTAL_PLACEHOLDERS}
        />
      )}
      {expected.similar && (
        <Group
          name="similar"
          title={GROUP_TEXTS.similar}
          placed={similar}
          loading={loading}
          placeholders={SIMILAR_PLACEHOLDERS}
        />
      )}
    </>
  );
}
