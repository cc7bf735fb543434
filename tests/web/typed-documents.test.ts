import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typedDocuments } from '../../web/vite/typed-documents';

const WEB_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = typedDocuments(WEB_SOURCES).transform as unknown as Transform;

const ADS = `
  query Ads($input: AdRequestInput!) {
    ads(input: $input) {
      slotId
      ad {
        decisionId
        creativeId
        advertiser
        headline
        body
        imageUrl
        imageAlt
        width
        height
        clickUrl
      }
    }
  }
`;

describe('the typed-documents build plugin', () => {
  test("replaces a graphql() call with its output's typed document, imported under another name", () => {
    const id = path.join(WEB_SOURCES, 'ads/documents.ts');
    const out = transform(
      `import { graphql } from '../__generated__';\nexport const AdsDocument = graphql(\`${ADS}\`);\n`,
      id,
    );
    expect(out?.code).toContain(
      `import { AdsDocument as __typed_AdsDocument } from '${path.join(WEB_SOURCES, '__generated__/graphql.ts')}';`,
    );
    // The module's own constant of the same name no longer shadows what it is given.
    expect(out?.code).toContain('export const AdsDocument = __typed_AdsDocument;');
  });

  test('finds the documents of the outputs apart (the account operations)', () => {
    const id = path.join(WEB_SOURCES, 'account/x.ts');
    const source = '\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n';
    const out = transform(`const d = graphql(\`${source}\`);`, id);
    expect(out?.code).toContain(
      `import { SignOutDocument as __typed_SignOutDocument } from '${path.join(WEB_SOURCES, 'account/__generated__/graphql.ts')}';`,
    );
  });

  test('leaves a source codegen has not seen, generated files and files outside the web alone', () => {
    const unknown = 'const d = graphql(`query NotGenerated { __typename }`);';
    expect(transform(unknown, path.join(WEB_SOURCES, 'ads/x.ts'))).toBeNull();
    expect(transform(`graphql(\`${ADS}\`)`, path.join(WEB_SOURCES, '__generated__/gql.ts'))).toBeNull();
    expect(transform(`graphql(\`${ADS}\`)`, '/elsewhere/x.ts')).toBeNull();
  });
});
