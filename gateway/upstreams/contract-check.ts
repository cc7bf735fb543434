import type { z } from 'zod';

/** Whether a parsed JSON value has the shape a contract describes. */
export type ContractCheck = (value: unknown) => boolean;

type Def = z.core.$ZodTypes['_zod']['def'];
const defOf = (schema: unknown): Def => (schema as z.core.$ZodTypes)._zod.def;

/**
 * Compiles a contract (a zod schema of contracts/) into a check that only reads: no copy of the
 * payload and no allocation when it passes. The gateway checks every upstream answer on its hot
 * path, and zod's parse builds a new object, and two more per member, for every object it reads
 * (about 330 KB for the SRP's upstream answers, more than JSON.parse itself). The check accepts
 * exactly what the schema does (tests/gateway/contract-check.test.ts compares the two); members the
 * schema does not name are left in place rather than stripped.
 *
 * Like zod's own object parser, it is generated JavaScript: one function per object, array, record
 * or union, reading members by their literal names, so V8 sees one shape at each read (a generic
 * loop over the members reads every shape at one place, and is slower than zod). Where code
 * generation is not allowed, zod's parse decides.
 *
 * Contracts describe wire formats, so only the JSON kinds are supported: string, number, boolean,
 * null, object, array, record with string keys, enum, literal, union, optional, nullable, without
 * refinements other than an integer number. Anything else stops the gateway at start, naming the kind.
 */
export function compileContractCheck(schema: z.ZodType): ContractCheck {
  const functions: string[] = [];
  const constants: Array<ReadonlySet<unknown>> = [];

  /** A function of one argument, `v`, returning whether it passes; its name. */
  const declare = (body: string) => {
    const name = `c${functions.length}`;
    functions.push(`function ${name}(v) {\n${body}\n}`);
    return name;
  };

  /** A boolean expression saying whether `value` (a variable name) passes the schema. */
  const test = (node: unknown, value: string): string => {
    const def = defOf(node);
    // An integer (z.number().int()) is the one check a wire format carries: a count, an id.
    if (def.type === 'number' && isSafeIntegerOnly(def.checks)) return `Number.isSafeInteger(${value})`;
    if (def.checks?.length) throw unsupported(`${def.type} with checks or refinements`);
    switch (def.type) {
      case 'string':
        return `typeof ${value} === "string"`;
      case 'number':
        return `Number.isFinite(${value})`;
      case 'boolean':
        return `typeof ${value} === "boolean"`;
      case 'null':
        return `${value} === null`;
      case 'nullable':
        return `(${value} === null || ${test(def.innerType, value)})`;
      case 'optional':
        return `(${value} === undefined || ${test(def.innerType, value)})`;
      case 'enum':
      case 'literal': {
        const allowed = def.type === 'enum' ? Object.values(def.entries) : def.values;
        constants.push(new Set<unknown>(allowed));
        return `k[${constants.length - 1}].has(${value})`;
      }
      case 'array':
        return `${declare(`if (!Array.isArray(v)) return false;
for (let i = 0; i < v.length; i++) { const m = v[i]; if (!(${test(def.element, 'm')})) return false; }
return true;`)}(${value})`;
      case 'record': {
        const key = defOf(def.keyType);
        if (key.type !== 'string' || key.checks?.length) throw unsupported('record whose keys are not plain strings');
        return `${declare(`if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
for (const name in v) { if (!Object.hasOwn(v, name)) continue; const m = v[name]; if (!(${test(def.valueType, 'm')})) return false; }
return true;`)}(${value})`;
      }
      case 'object': {
        // A catchall (strict or loose objects) says something about unnamed members; contracts leave them alone.
        if (def.catchall) throw unsupported('object with a catchall');
        // A missing member reads undefined, which only an optional member's check lets through (as zod does).
        const members = Object.entries(def.shape).map(
          ([name, member]) => `m = v[${JSON.stringify(name)}]; if (!(${test(member, 'm')})) return false;`,
        );
        return `${declare(`if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
let m;
${members.join('\n')}
return true;`)}(${value})`;
      }
      case 'union': {
        const options = def.options.map((option) => test(option, 'v'));
        return `${declare(`return ${options.map((option) => `(${option})`).join(' || ')};`)}(${value})`;
      }
      default:
        throw unsupported(def.type);
    }
  };

  const root = declare(`return ${test(schema, 'v')};`);
  try {
    return new Function('k', `"use strict";\n${functions.join('\n')}\nreturn ${root};`)(constants) as ContractCheck;
  } catch (error) {
    // Code generation refused (--disallow-code-generation-from-strings): zod itself checks.
    if (error instanceof EvalError) return (value) => schema.safeParse(value).success;
    throw error;
  }
}

/** Whether a number's only check is zod's integer format. */
function isSafeIntegerOnly(checks: ReadonlyArray<unknown> | undefined): boolean {
  if (checks?.length !== 1) return false;
  const check = (checks[0] as { _zod?: { def?: { check?: string; format?: string } } })._zod?.def;
  return check?.check === 'number_format' && check.format === 'safeint';
}

const unsupported = (kind: string) =>
  new Error(
    `contract check: a ${kind} is not a JSON wire format the gateway checks (gateway/upstreams/contract-check.ts)`,
  );
