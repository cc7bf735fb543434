import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { PRINTED_SCHEMA_FILE } from '../schema/tools/files';
import { resolvers } from './resolvers/index';

const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema');

function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql') && file !== PRINTED_SCHEMA_FILE)
    .sort()
    .map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
}
