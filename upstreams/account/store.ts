import type { AccountUser, AlertFrequency, LeadProfile, SearchBookmark } from '../../contracts/account/index';
import type { Queryable } from '../db/database';
import { moveVisitorSavedListings } from './saved-listings';

/**
 * The account tables of migration 010 (with 011's alert columns), read and written. Every statement
 * takes its owner, but for the unsubscribe links', whose signed token is the proof.
 */

/** Who owns a saved search or a lead profile: a signed-in user, or a logged-out visitor. */
export type Owner = { kind: 'user'; id: string } | { kind: 'visitor'; id: string };

const ownerColumn = (owner: Owner) => (owner.kind === 'user' ? 'user_id' : 'visitor_id');

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

// ─── users and sessions ──────────────────────────────────────────────────────────────────────

interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
}

const USER_COLUMNS = 'id, email, first_name, last_name, created_at';

const toUser = (row: UserRow): AccountUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: iso(row.created_at),
});

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
}

/** The new user, or undefined when the email is already registered. */
export async function createUser(tx: Queryable, user: NewUser): Promise<AccountUser | undefined> {
  const [row] = await tx.query<UserRow>(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
    [user.email, user.passwordHash, user.firstName, user.lastName],
  );
  return row && toUser(row);
}

export async function userByEmail(
  db: Queryable,
  email: string,
): Promise<{ user: AccountUser; passwordHash: string } | undefined> {
  const [row] = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE email = $1`,
    [email],
  );
  return row && { user: toUser(row), passwordHash: row.password_hash };
}

export async function userById(db: Queryable, id: string): Promise<AccountUser | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row && toUser(row);
}

export async function openSession(
  tx: Queryable,
  userId: string,
  refreshTokenHash: string,
  expiresAt: Date,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO sessions (user_id, refresh_token_hash, expires_at) VALUES ($1, $2, $3) RETURNING id',
    [userId, refreshTokenHash, expiresAt],
  );
  return row.id;
}

/** Whether the user's session is open: neither revoked nor expired. */
export async function sessionIsOpen(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()',
    [sessionId, userId],
  );
  return rows.length > 0;
}

/** The open session a refresh token belongs to. */
export async function openSessionByRefreshHash(
  db: Queryable,
  refreshTokenHash: string,
): Promise<{ sessionId: string; userId: string; expiresAt: string } | undefined> {
  const [row] = await db.query<{ id: string; user_id: string; expires_at: Date | string }>(
    `SELECT id, user_id, expires_at FROM sessions
     WHERE refresh_token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [refreshTokenHash],
  );
  return row && { sessionId: row.id, userId: row.user_id, expiresAt: iso(row.expires_at) };
}

/** True when the session was open and is now revoked. */
export async function revokeSession(tx: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
    [sessionId, userId],
  );
  return rows.length > 0;
}

/**
 * What a visitor saved before signing up or in becomes the user's
 * (docs/rules/accounts.md#visitor-to-user): their saved searches, their saved cars (one of each
 * car), and their lead profile when the user has none yet.
 */
export async function moveVisitorSaves(tx: Queryable, visitorId: string, userId: string): Promise<void> {
  // One search is one saved search (#search-names): a subscription of a search the account already
  // has, or a second one of the same search, is that saved search already and does not move.
  await lockSavedSearches(tx, { kind: 'user', id: userId });
  await tx.query(
    `DELETE FROM search_bookmarks v WHERE v.visitor_id = $1 AND (
       EXISTS (SELECT 1 FROM search_bookmarks u WHERE u.user_id = $2 AND u.search_results_url = v.search_results_url)
       OR EXISTS (SELECT 1 FROM search_bookmarks o WHERE o.visitor_id = $1
                  AND o.search_results_url = v.search_results_url AND (o.created_at, o.id) < (v.created_at, v.id)))`,
    [visitorId, userId],
  );
  await tx.query(
    'UPDATE search_bookmarks SET user_id = $2, visitor_id = NULL, updated_at = now() WHERE visitor_id = $1',
    [visitorId, userId],
  );
  await tx.query(
    `UPDATE lead_profiles SET user_id = $2, visitor_id = NULL, updated_at = now()
     WHERE visitor_id = $1 AND NOT EXISTS (SELECT 1 FROM lead_profiles WHERE user_id = $2)`,
    [visitorId, userId],
  );
  await moveVisitorSavedListings(tx, visitorId, userId);
}

// ─── saved searches ──────────────────────────────────────────────────────────────────────────

interface BookmarkRow {
  id: string;
  title: string;
  search_name: string;
  search_results_url: string;
  alerts_enabled: boolean;
  alert_frequency: AlertFrequency;
  alert_email: string | null;
  last_executed: Date | string | null;
  created_at: Date | string;
}

const BOOKMARK_SELECT = `SELECT b.id, b.title, b.search_name, b.search_results_url, b.alerts_enabled, b.alert_frequency,
  COALESCE(b.alert_email, u.email) AS alert_email, b.last_executed, b.created_at
  FROM search_bookmarks b LEFT JOIN users u ON u.id = b.user_id`;

const toBookmark = (row: BookmarkRow): SearchBookmark => ({
  bookmarkId: row.id,
  bookmarkTitle: row.title,
  searchName: row.search_name,
  lastExecuted: isoOrNull(row.last_executed),
  searchBookmarkDate: iso(row.created_at),
  searchResultsURL: row.search_results_url,
  alertsEnabled: row.alerts_enabled,
  alertFrequency: row.alert_frequency,
  alertEmail: row.alert_email,
});

/** The owner's saved searches, newest first; with an id, only that one if it is theirs. */
export async function ownBookmarks(db: Queryable, owner: Owner, bookmarkId?: string): Promise<SearchBookmark[]> {
  const rows = await db.query<BookmarkRow>(
    `${BOOKMARK_SELECT} WHERE b.${ownerColumn(owner)} = $1 AND ($2::uuid IS NULL OR b.id = $2::uuid)
     ORDER BY b.created_at DESC, b.id DESC`,
    [owner.id, bookmarkId ?? null],
  );
  return rows.map(toBookmark);
}

export async function ownBookmark(
  db: Queryable,
  owner: Owner,
  bookmarkId: string,
): Promise<SearchBookmark | undefined> {
  const [bookmark] = await ownBookmarks(db, owner, bookmarkId);
  return bookmark;
}

export async function bookmarkCount(db: Queryable, owner: Owner): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM search_bookmarks WHERE ${ownerColumn(owner)} = $1`,
    [owner.id],
  );
  return row.count;
}

/**
 * The owner's bookmark of this very search, if they saved it: the query string is canonical, so
 * the same filters picked in another order are the same search (docs/rules/accounts.md#search-names).
 * A visitor's is the one alerting the same address. Call it under lockSavedSearches.
 */
export async function bookmarkOfSearch(
  tx: Queryable,
  owner: Owner,
  searchResultsURL: string,
  alertEmail: string | null,
): Promise<SearchBookmark | undefined> {
  const [row] = await tx.query<BookmarkRow>(
    `${BOOKMARK_SELECT} WHERE b.${ownerColumn(owner)} = $1 AND b.search_results_url = $2
       AND ($3::text IS NULL OR b.alert_email = $3)
     ORDER BY b.created_at, b.id LIMIT 1`,
    [owner.id, searchResultsURL, alertEmail],
  );
  return row && toBookmark(row);
}

/** Serialises one owner's saves until the transaction ends, so two at once cannot both create the same search. */
export async function lockSavedSearches(tx: Queryable, owner: Owner): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('save-search:' || $1, 0))", [owner.id]);
}

export interface NewBookmark {
  title: string;
  searchName: string;
  searchResultsURL: string;
  alertsEnabled: boolean;
  alertFrequency: AlertFrequency;
  alertEmail: string | null;
  lastExecuted: string | null;
}

/** Its alert watermark (alerts_checked_at) starts now: only what is listed after the save is news. */
export async function createBookmark(tx: Queryable, owner: Owner, bookmark: NewBookmark): Promise<SearchBookmark> {
  const [{ id }] = await tx.query<{ id: string }>(
    `INSERT INTO search_bookmarks (${ownerColumn(owner)}, title, search_name, search_results_url, alerts_enabled, alert_frequency, alert_email, last_executed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      owner.id,
      bookmark.title,
      bookmark.searchName,
      bookmark.searchResultsURL,
      bookmark.alertsEnabled,
      bookmark.alertFrequency,
      bookmark.alertEmail,
      bookmark.lastExecuted,
    ],
  );
  return (await ownBookmark(tx, owner, id))!;
}

export interface BookmarkChanges {
  title?: string;
  searchName?: string;
  searchResultsURL?: string;
  alertsEnabled?: boolean;
  alertFrequency?: AlertFrequency;
  lastExecuted?: string;
}

/**
 * The owner's bookmark with the changes applied, or undefined if it is not theirs. Alerts turned
 * back on start from now (docs/rules/alerts.md#turning-alerts-back-on): the watermark moves to
 * now(), so nothing listed while they were off is emailed as news.
 */
export async function updateBookmark(
  tx: Queryable,
  owner: Owner,
  bookmarkId: string,
  changes: BookmarkChanges,
): Promise<SearchBookmark | undefined> {
  const rows = await tx.query(
    `UPDATE search_bookmarks SET
       title = COALESCE($3, title),
       search_name = COALESCE($4, search_name),
       search_results_url = COALESCE($5, search_results_url),
       alerts_enabled = COALESCE($6, alerts_enabled),
       alerts_checked_at = CASE WHEN $6 AND NOT alerts_enabled THEN now() ELSE alerts_checked_at END,
       alert_frequency = COALESCE($8, alert_frequency),
       last_executed = COALESCE($7::timestamptz, last_executed),
       updated_at = now()
     WHERE id = $1 AND ${ownerColumn(owner)} = $2 RETURNING id`,
    [
      bookmarkId,
      owner.id,
      changes.title ?? null,
      changes.searchName ?? null,
      changes.searchResultsURL ?? null,
      changes.alertsEnabled ?? null,
      changes.lastExecuted ?? null,
      changes.alertFrequency ?? null,
    ],
  );
  return rows.length ? ownBookmark(tx, owner, bookmarkId) : undefined;
}

/** True when the owner's bookmark was deleted; false when it is not theirs (or not there). */
export async function deleteBookmark(tx: Queryable, owner: Owner, bookmarkId: string): Promise<boolean> {
  const rows = await tx.query(
    `DELETE FROM search_bookmarks WHERE id = $1 AND ${ownerColumn(owner)} = $2 RETURNING id`,
    [bookmarkId, owner.id],
  );
  return rows.length > 0;
}

// ─── alert unsubscribe links (docs/rules/alerts.md#unsubscribe) ─────────────────────────────

export interface AlertSubscription {
  alertsEnabled: boolean;
  /** The generation a link must carry to work. */
  generation: number;
  title: string;
  searchName: string;
}

/** A bookmark's alert state, whoever owns it: the caller holds a token signed for it. */
export async function alertSubscription(db: Queryable, bookmarkId: string): Promise<AlertSubscription | undefined> {
  const [row] = await db.query<{
    alerts_enabled: boolean;
    unsubscribe_generation: number;
    title: string;
    search_name: string;
  }>('SELECT alerts_enabled, unsubscribe_generation, title, search_name FROM search_bookmarks WHERE id = $1', [
    bookmarkId,
  ]);
  return (
    row && {
      alertsEnabled: row.alerts_enabled,
      generation: row.unsubscribe_generation,
      title: row.title,
      searchName: row.search_name,
    }
  );
}

/**
 * Turns the bookmark's alerts off and moves its generation on, in one statement that holds only
 * while the generation is still the link's: of two requests with the same link, one does it and
 * the other finds nothing to do (undefined), even when they arrive together.
 */
export async function unsubscribeAlerts(
  tx: Queryable,
  bookmarkId: string,
  generation: number,
): Promise<Pick<AlertSubscription, 'title' | 'searchName'> | undefined> {
  const [row] = await tx.query<{ title: string; search_name: string }>(
    `UPDATE search_bookmarks SET alerts_enabled = false, unsubscribe_generation = unsubscribe_generation + 1,
       updated_at = now()
     WHERE id = $1 AND unsubscribe_generation = $2 RETURNING title, search_name`,
    [bookmarkId, generation],
  );
  return row && { title: row.title, searchName: row.search_name };
}

/**
 * Serialises subscriptions of the same visitor or the same email until the transaction ends
 * (docs/rules/accounts.md#visitor-limit), so concurrent requests cannot both pass the limit check.
 * Locks are always taken visitor first, then email, so two transactions cannot deadlock.
 */
export async function lockSubscriptions(tx: Queryable, visitorId: string, email: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('subscribe-visitor:' || $1, 0))", [visitorId]);
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('subscribe-email:' || $1, 0))", [email]);
}

/** A visitor's saved searches, and the unclaimed subscriptions of an email address. */
export async function unclaimedSubscriptions(
  tx: Queryable,
  visitorId: string,
  email: string,
): Promise<{ byVisitor: number; byEmail: number }> {
  const [row] = await tx.query<{ by_visitor: number; by_email: number }>(
    `SELECT count(*) FILTER (WHERE visitor_id = $1)::int AS by_visitor,
            count(*) FILTER (WHERE alert_email = $2)::int AS by_email
     FROM search_bookmarks WHERE user_id IS NULL AND (visitor_id = $1 OR alert_email = $2)`,
    [visitorId, email],
  );
  return { byVisitor: row.by_visitor, byEmail: row.by_email };
}

// ─── lead profile ────────────────────────────────────────────────────────────────────────────

export const EMPTY_LEAD_PROFILE: LeadProfile = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  isOneClickOptedIn: false,
};

export async function leadProfile(db: Queryable, owner: Owner): Promise<LeadProfile> {
  const [row] = await db.query<LeadProfile>(
    `SELECT first_name AS "firstName", last_name AS "lastName", email, phone, is_one_click_opted_in AS "isOneClickOptedIn"
     FROM lead_profiles WHERE ${ownerColumn(owner)} = $1`,
    [owner.id],
  );
  return row ?? EMPTY_LEAD_PROFILE;
}

export async function putLeadProfile(tx: Queryable, owner: Owner, profile: LeadProfile): Promise<LeadProfile> {
  const column = ownerColumn(owner);
  await tx.query(
    `INSERT INTO lead_profiles (${column}, first_name, last_name, email, phone, is_one_click_opted_in)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (${column}) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       email = EXCLUDED.email, phone = EXCLUDED.phone, is_one_click_opted_in = EXCLUDED.is_one_click_opted_in,
       updated_at = now()`,
    [owner.id, profile.firstName, profile.lastName, profile.email, profile.phone, profile.isOneClickOptedIn],
  );
  return leadProfile(tx, owner);
}
