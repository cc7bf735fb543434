import { startStack, type Stack } from '../support/stack';

/**
 * The model-name clarification in the server's first HTML (docs/rules/filters.md#model-name-clarification):
 * rendered when the URL calls for it, and never for a browser whose cookie says 'Don't show me this again'.
 */

const QUESTION = 'Did you mean the Toyota Camry?';
const OPTED_OUT = { cookie: 'mm_no_model_prompt=1' };
const KEYWORDS_PATH = '/rest/lsc/marketplace/suggested/keywords/camry';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  stack.gateway.app.inject({ method: 'GET', url, headers });

/** The page data embedded beside the Apollo cache. */
const embeddedPage = (html: string) => {
  const match = /<script type="application\/json" id="srp-state"[^>]*>(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { page?: Record<string, unknown> }).page : undefined;
};

describe('the model-name clarification', () => {
  test.each([
    ['a keyword that is a model name', '/cars-for-sale?keyword=camry'],
    ['a model chosen without its make', '/cars-for-sale?modelCode=CAMRY'],
    ['a make chosen and the keyword naming one of its models', '/cars-for-sale?keyword=camry&makeCode=TOYOTA'],
  ])('%s: the first HTML asks, in a labelled region with its three answers', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(QUESTION);
    const region = /<section class="prompt clarification" aria-labelledby="([^"]+)"[\s\S]*?<\/section>/.exec(html);
    expect(region).not.toBeNull();
    expect(html).toContain(`id="${region![1]}"`);
    for (const answer of ['>Yes</button>', '>No</button>', '>Don&#x27;t show me this again</button>'])
      expect(region![0]).toContain(answer);
  });

  test('no question when the make and model are already chosen', async () => {
    const response = await get('/cars-for-sale?keyword=camry&makeCode=TOYOTA&modelCode=CAMRY');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Did you mean');
  });

  test("the cookie of 'Don't show me this again' keeps every such page from asking, and says so to the client", async () => {
    // The page that asked looked the keyword up (the first test).
    expect(stack.calls.get(KEYWORDS_PATH)).toBeGreaterThan(0);
    for (const url of ['/cars-for-sale?keyword=camry', '/cars-for-sale?modelCode=CAMRY']) {
      const before = stack.calls.get(KEYWORDS_PATH) ?? 0;
      const response = await get(url, OPTED_OUT);
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.vary)).toMatch(/cookie/i);
      expect(response.body).not.toContain('Did you mean');
      expect(response.body).not.toContain('model-clarification');
      expect(embeddedPage(response.body)).toMatchObject({ noModelPrompt: true });
      // Nothing is looked up for a prompt that will not be shown.
      expect(stack.calls.get(KEYWORDS_PATH) ?? 0).toBe(before);
    }
  });

  test('another value of the cookie is no answer: the page still asks', async () => {
    const response = await get('/cars-for-sale?keyword=camry', { cookie: 'mm_no_model_prompt=0' });
    expect(response.body).toContain(QUESTION);
    expect(embeddedPage(response.body)?.noModelPrompt).toBeUndefined();
  });
});
