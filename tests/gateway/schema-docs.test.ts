import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isIntrospectionType } from 'graphql';
import { buildSchema } from '../../gateway/schema';

/** Issue 4: a developer opening the sandbox understands the API without reading code. */
describe('the schema documents itself', () => {
  const schema = buildSchema();
  const types = Object.values(schema.getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !type.name.startsWith('__'),
  );
  const named = types.filter((type) => !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name));

  /** Every type, field, argument, input field and enum value, by its schema coordinate, with its description. */
  const described: Array<[coordinate: string, description: string | null | undefined]> = [];
  for (const type of named) {
    described.push([type.name, type.description]);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        described.push([`${type.name}.${field.name}`, field.description]);
        for (const arg of field.args) described.push([`${type.name}.${field.name}(${arg.name})`, arg.description]);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        described.push([`${type.name}.${field.name}`, field.description]);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) described.push([`${type.name}.${value.name}`, value.description]);
    }
  }

  test('every type has a description', () => {
    expect(named.filter((type) => !type.description?.trim()).map((type) => type.name)).toEqual([]);
  });

  test('every field, argument, input field and enum value has a description', () => {
    expect(described.filter(([, description]) => !description?.trim()).map(([coordinate]) => coordinate)).toEqual([]);
  });

  // The product spec is not part of the repository: a description states its rule itself.
  test('no description points to the spec instead of stating the rule', () => {
    const citing = described.filter(([, description]) => /\bspec(ification)?\b\s*§|§\s*\d/i.test(description ?? ''));
    expect(citing.map(([coordinate]) => coordinate)).toEqual([]);
  });
});
