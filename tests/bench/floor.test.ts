import { withoutJavaScript } from '../../bench/support/floor';

describe("bench:web's document floor", () => {
  const page = [
    '<html><head><link rel="modulepreload" href="/assets/a.js"><style>p{}</style>',
    '<script type="application/ld+json">{"@type":"ItemList"}</script></head>',
    '<body><div id="root"><p>12 Matches</p></div>',
    '<script type="application/json" id="srp-state">{"apollo":{}}</script>',
    '<script>(function(){import("/assets/index.js")})()</script>',
    '<script type="module" src="/assets/entry.js"></script></body></html>',
  ].join('');

  it('takes out every script the browser would run, and the module preloads', () => {
    const floor = withoutJavaScript(page);
    expect(floor).not.toContain('import(');
    expect(floor).not.toContain('entry.js');
    expect(floor).not.toContain('modulepreload');
  });

  it('keeps the markup, the stylesheet and the data blocks, which the browser parses but does not run', () => {
    const floor = withoutJavaScript(page);
    expect(floor).toContain('<p>12 Matches</p>');
    expect(floor).toContain('<style>p{}</style>');
    expect(floor).toContain('{"@type":"ItemList"}');
    expect(floor).toContain('id="srp-state"');
  });
});
