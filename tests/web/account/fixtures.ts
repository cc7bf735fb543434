import type { MockLink } from '@apollo/client/testing';
import { ViewerQueryDocument } from '../../../web/src/account/documents';

/** A saved search as the gateway answers it. */
export function bookmark(
  bookmarkId: string,
  title: string,
  searchResultsURL: string,
  alertsEnabled = true,
  alertFrequency: 'INSTANT' | 'DAILY' | 'WEEKLY' = 'DAILY',
) {
  return {
    __typename: 'Bookmark' as const,
    bookmarkId,
    title,
    bookmarkTitle: title,
    searchBookmarkDate: '2026-11-20T10:00:00.000Z',
    lastExecuted: null as string | null,
    searchResultsURL,
    searchResultsPath: `/cars-for-sale?${searchResultsURL}`,
    alertsEnabled,
    alertFrequency,
  };
}

export type BookmarkAnswer = ReturnType<typeof bookmark>;

/** The `me` answer of a visitor (no user) or a signed-in consumer, with the cars they saved. */
export function viewerMock(saved: BookmarkAnswer[] | null, savedListingIds: string[] = []): MockLink.MockedResponse {
  return {
    request: { query: ViewerQueryDocument },
    result: {
      data: {
        me: {
          __typename: 'Viewer',
          signedIn: saved !== null,
          savedSearchCount: saved?.length ?? 0,
          user: saved === null ? null : { __typename: 'User', id: 'u1', firstName: 'Ann' },
          savedSearches: saved ?? [],
          savedListingIds,
          remainingQuickSaves: saved === null ? Math.max(0, 3 - savedListingIds.length) : null,
        },
      },
    },
  };
}

export const fieldError = (field: string, message: string) => ({ __typename: 'FieldError' as const, field, message });
