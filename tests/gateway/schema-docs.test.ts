import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isIntrospectionType } from 'graphql';
import { buildSchema } from '../../gateway/schema';

/** Issue 4: a developer opening the sandbox understands the API without reading code. */
describe('the schema documents itself', () => {
  const schema = buildSchema();
  const types = Object.values(schema.getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !type.name.startsWith('__'),
  );
  const named = types.filter((type) => !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name));

  test('every type has a description', () => {
    expect(named.filter((type) => !type.description?.trim()).map((type) => type.name)).toEqual([]);
  });

  test('every field, argument, input field and enum value has a description', () => {
    const missing: string[] = [];
    for (const type of named) {
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
          for (const arg of field.args)
            if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      } else if (isEnumType(type)) {
        for (const value of type.getValues())
          if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
