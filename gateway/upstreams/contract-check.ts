import type { z } from 'zod';

/** Whether a parsed JSON value has the shape a contract describes. */
export type ContractCheck = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Compiles a contract (a zod schema of contracts/) into a check that only reads: no copy of the
 * payload, no allocation when it passes. The gateway checks every upstream answer on its hot path,
 * and zod's parse builds a new object, and two more per member, for every object it reads (about
 * 330 KB for the SRP's upstream answers, more than JSON.parse itself). The check accepts exactly
 * what the schema does (tests/gateway/contract-check.test.ts compares the two); members the schema
 * does not name are left in place rather than stripped.
 *
 * Contracts describe wire formats, so only the JSON kinds are supported: string, number, boolean,
 * null, object, array, record with string keys, enum, literal, union, optional, nullable, without
 * refinements. Anything else stops the gateway at start, naming the kind.
 */
export function compileContractCheck(schema: z.ZodType): ContractCheck {
  const def = (schema as unknown as z.core.$ZodTypes)._zod.def;
  if (def.checks?.length) throw unsupported(`${def.type} with checks or refinements`);
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'nullable': {
      const inner = compileContractCheck(def.innerType as z.ZodType);
      return (value) => value === null || inner(value);
    }
    case 'optional': {
      const inner = compileContractCheck(def.innerType as z.ZodType);
      return (value) => value === undefined || inner(value);
    }
    case 'enum': {
      const allowed = new Set<unknown>(Object.values(def.entries));
      return (value) => allowed.has(value);
    }
    case 'literal': {
      const allowed = new Set<unknown>(def.values);
      return (value) => allowed.has(value);
    }
    case 'array': {
      const element = compileContractCheck(def.element as z.ZodType);
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
    }
    case 'record': {
      const key = (def.keyType as unknown as z.core.$ZodTypes)._zod.def;
      if (key.type !== 'string' || key.checks?.length) throw unsupported('record whose keys are not plain strings');
      const member = compileContractCheck(def.valueType as z.ZodType);
      return (value) => {
        if (!isRecord(value)) return false;
        for (const name in value) if (Object.hasOwn(value, name) && !member(value[name])) return false;
        return true;
      };
    }
    case 'object': {
      // A catchall (strict or loose objects) says something about unnamed members; contracts leave them alone.
      if (def.catchall) throw unsupported('object with a catchall');
      const members = Object.entries(def.shape).map(([name, member]) => {
        const optional = (member as unknown as z.core.$ZodTypes)._zod.optin === 'optional';
        return { name, optional, check: compileContractCheck(member as unknown as z.ZodType) };
      });
      return (value) => {
        if (!isRecord(value)) return false;
        for (let i = 0; i < members.length; i++) {
          const { name, optional, check } = members[i];
          // An optional member may be missing; any other must be there, even if its check would take undefined.
          if (!(name in value)) {
            if (optional) continue;
            return false;
          }
          if (!check(value[name])) return false;
        }
        return true;
      };
    }
    case 'union': {
      const options = def.options.map((option) => compileContractCheck(option as z.ZodType));
      return (value) => options.some((option) => option(value));
    }
    default:
      throw unsupported(def.type);
  }
}

const unsupported = (kind: string) =>
  new Error(
    `contract check: a ${kind} is not a JSON wire format the gateway checks (gateway/upstreams/contract-check.ts)`,
  );
