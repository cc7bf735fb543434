import { validate, type DocumentNode } from 'graphql';
import * as stillInterestedDocuments from '../../web/src/still-interested/__generated__/graphql';
import { buildSchema } from '../../gateway/schema';
import { operationProtection } from '../../gateway/security/armor';
import { OPERATION_LIMITS } from '../../gateway/security/limits';

/** The still-interested alert's operations (docs/rules/still-interested.md), in their own map: valid, within half the limits. */
test('every operation of the still-interested chunk passes at half the operation limits', () => {
  const documents = Object.entries(stillInterestedDocuments).filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document') && (entry[1] as { kind?: string }).kind === 'Document',
  );
  expect(documents.map(([name]) => name).sort()).toEqual([
    'AccountRecentlyViewedDocument',
    'ConsumerHistoryDocument',
    'RecordListingViewsDocument',
    'StillInterestedListingsDocument',
    'StillInterestedViewerDocument',
  ]);
  const half = Object.fromEntries(Object.entries(OPERATION_LIMITS).map(([key, value]) => [key, Math.floor(value / 2)]));
  const { validationRules } = operationProtection(half as typeof OPERATION_LIMITS);
  for (const [, document] of documents) expect(validate(buildSchema(), document, validationRules)).toEqual([]);
});
