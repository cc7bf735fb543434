import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { QueryResult } from 'pg';

/**
 * The one data-access port of the upstreams. PostgreSQL is the store: node-postgres when
 * DATABASE_URL is set, embedded PGlite persisted under DATA_DIR otherwise. Both run the same SQL.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn inside one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs one or more statements without parameters and answers the last one's rows (the job queue's own migrations and reads). */
  script<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PostgreSQL only: a schema to work in (tests isolate themselves this way). */
  schema?: string;
  dataDir?: string;
}

export function defaultDataDir(): string {
  return process.env.DATA_DIR ?? path.resolve('.data');
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  return url ? openPostgres(url, options.schema) : openPglite(options.dataDir ?? defaultDataDir());
}

async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // BIGINT counts arrive as strings by default; our ids and counts fit a JS number.
  pg.types.setTypeParser(20, (value) => Number(value));
  const pool = new pg.Pool({ connectionString, max: 8, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async script<T>(sql: string) {
      // Several statements answer one result each; one statement answers a single result.
      const result = (await pool.query(sql)) as unknown as QueryResult | QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { parsers: { 20: (value: string) => Number(value) } });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await db.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async script<T>(sql: string) {
      const results = await db.exec(sql);
      return (results.at(-1)?.rows ?? []) as T[];
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows }),
      ),
    close: () => db.close(),
  };
}
