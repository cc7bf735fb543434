/**
 * The breaking-change rule (docs/rules/public-api.md#breaking-changes), without git: two printed
 * schemas and the words that announce the change in, the verdict out. breaking.ts reads git.
 */
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  DEFAULT_DEPRECATION_REASON,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';

export type { Change };

/** A line of a commit message starting with this announces every breaking change of the commit. */
export const BREAKING_MARKER = 'BREAKING SCHEMA CHANGE:';

export interface SchemaChangeInput {
  /** The printed schema at the base (the previous commit on main). */
  before: string;
  /** The printed schema now. */
  after: string;
  /**
   * What announces the change, one announcement a line: the lines starting with BREAKING_MARKER of
   * the commit messages in the compared range, and the lines added to schema/CHANGELOG.md in it.
   */
  announcements: string;
}

export interface SchemaChangeResult {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
  /** The breaking changes the announcements do not cover: the check fails when there is one. */
  unannounced: Change[];
  /**
   * The schema's deprecated fields, arguments, input fields and enum values with no reason of their
   * own (graphql's default, 'No longer supported'): the check fails on these too.
   */
  deprecatedWithoutReason: string[];
}

/** What names a change in an announcement: its schema path (`Listing.price`, `Query.listings.ids`). */
export function changePath(change: Change): string {
  return change.path ?? change.type;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether the announcements cover a breaking change: a line starting with BREAKING_MARKER covers
 * every change; otherwise a line must name the change's path whole (`Listing.price` does not name
 * `Listing.priceDifference`, nor `Listing` the field `Listing.price`; a full stop may end it).
 */
export function isAnnounced(change: Change, announcements: string): boolean {
  const lines = announcements.split(/\r?\n/);
  if (lines.some((line) => line.trimStart().startsWith(BREAKING_MARKER))) return true;
  const named = new RegExp(`(?<![\\w.])${escapeRegExp(changePath(change))}(?!\\w|\\.\\w)`);
  return lines.some((line) => named.test(line));
}

/** Every @deprecated in the schema that gives no reason, by path. */
export function deprecationsWithoutReason(schema: GraphQLSchema): string[] {
  const missing = (reason: string | null | undefined): boolean =>
    reason != null && (reason.trim() === '' || reason === DEFAULT_DEPRECATION_REASON);
  const paths: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (missing(field.deprecationReason)) paths.push(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (missing(arg.deprecationReason)) paths.push(`${type.name}.${field.name}.${arg.name}`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (missing(field.deprecationReason)) paths.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (missing(value.deprecationReason)) paths.push(`${type.name}.${value.name}`);
      }
    }
  }
  return paths.sort();
}

/** Compares two printed schemas and sorts the changes by criticality; see SchemaChangeResult. */
export async function checkSchemaChange({
  before,
  after,
  announcements,
}: SchemaChangeInput): Promise<SchemaChangeResult> {
  const afterSchema = buildSchema(after);
  const changes = await diff(buildSchema(before), afterSchema);
  const at = (level: CriticalityLevel) => changes.filter((change) => change.criticality.level === level);
  const breaking = at(CriticalityLevel.Breaking);
  return {
    breaking,
    dangerous: at(CriticalityLevel.Dangerous),
    safe: at(CriticalityLevel.NonBreaking),
    unannounced: breaking.filter((change) => !isAnnounced(change, announcements)),
    deprecatedWithoutReason: deprecationsWithoutReason(afterSchema),
  };
}
