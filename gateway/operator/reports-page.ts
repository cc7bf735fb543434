import type { ClientErrorRow, EventReports } from '../../contracts/events/reports';
import { escapeHtml } from '../ssr/html';

/*
 * The operator's reports page (docs/rules/events.md#operator-reports): plain server-rendered HTML,
 * no script, one small stylesheet. Its tables turn into labelled cards under 30rem, so that the
 * page fits a 320 px screen without scrolling sideways.
 */

export const OPERATOR_REPORTS_PATH = '/operator/reports';

const CSS = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.45;color:#1a1a1a;background:#f4f6f9}',
  'body{margin:0}',
  'header{padding:.75rem 1rem;background:#1f2937;color:#fff}',
  'header p{margin:0;color:#cbd5e1;font-size:.875rem}',
  'h1{font-size:1.25rem;margin:0}',
  'main{max-width:64rem;margin:0 auto;padding:1rem}',
  'h2{font-size:1.0625rem;margin:1.75rem 0 .5rem}',
  '.note{color:#4b5563;margin:.25rem 0 .75rem;overflow-wrap:anywhere}',
  '.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.5rem;margin:0}',
  '.figures div{padding:.75rem 1rem;background:#fff;border:1px solid #d8dee8;border-radius:8px}',
  '.figures dt{color:#4b5563;font-size:.875rem}',
  '.figures dd{margin:0;font-size:1.375rem;font-weight:700}',
  'table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #d8dee8;font-size:.9375rem}',
  'caption{text-align:left}',
  'th,td{padding:.5rem .75rem;text-align:left;vertical-align:top;border-bottom:1px solid #e5e9f0;overflow-wrap:anywhere}',
  'th{background:#eef1f6;font-weight:600}',
  'td.n,th.n{text-align:right;white-space:nowrap}',
  'code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.8125rem}',
  'ul.filters{margin:0;padding-left:1rem}',
  'pre{margin:.5rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}',
  'summary{cursor:pointer;color:#0b57d0}',
  'summary:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}',
  '@media (max-width:30rem){table,caption,thead,tbody,tr,th,td{display:block}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}tr{border-bottom:2px solid #d8dee8;padding:.25rem 0}td{border:0;padding:.25rem .75rem}td.n{text-align:left}td[data-label]::before{content:attr(data-label) ": ";font-weight:600;color:#374151}caption{padding:.5rem .75rem 0}}',
].join('');

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const timeHtml = (iso: string) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(TIME.format(new Date(iso)))} UTC</time>`;
const count = (n: number) => n.toLocaleString('en-US');
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

/** A table whose cells carry their column's name, which the phone layout shows beside each value. */
function table(caption: string, columns: Array<[label: string, numeric?: boolean]>, rows: string[][]): string {
  const head = columns.map(([label, numeric]) => `<th scope="col"${numeric ? ' class="n"' : ''}>${label}</th>`);
  const body = rows.map(
    (cells) =>
      `<tr>${cells
        .map((cell, i) => `<td data-label="${columns[i][0]}"${columns[i][1] ? ' class="n"' : ''}>${cell}</td>`)
        .join('')}</tr>`,
  );
  return `<table><caption class="note">${caption}</caption><thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

const empty = (what: string) => `<p class="note">${what}</p>`;

/** A search's canonical query string as its filters, one per line ("makeCode: FORD, TOYOTA"). */
function filtersHtml(search: string): string {
  if (search === '') return '<span class="note">no filters</span>';
  const filters = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(search)) filters.set(name, [...(filters.get(name) ?? []), value]);
  const items = [...filters].map(
    ([name, values]) => `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(values.join(', '))}</li>`,
  );
  return `<ul class="filters">${items.join('')}</ul>`;
}

function clientErrorCells(row: ClientErrorRow): string[] {
  const stack = row.lastStack
    ? `<details><summary>Latest stack</summary><pre>${escapeHtml(row.lastStack)}</pre></details>`
    : '';
  return [
    `<code>${escapeHtml(row.kind)}</code>`,
    `${escapeHtml(row.message)}${stack}`,
    count(row.reports),
    count(row.browsers),
    `${timeHtml(row.lastSeenAt)}<br><code>${escapeHtml(row.lastRoute)}</code> · build <code>${escapeHtml(row.lastBuildId)}</code>`,
  ];
}

function page(title: string, header: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1>${header}</header>
<main>
${main}
</main>
</body>
</html>`;
}

export function reportsPage(reports: EventReports): string {
  const { searches, feedback } = reports;
  const summary = `<h2 id="summary">The last day</h2>
<dl class="figures">
<div><dt>Searches shown</dt><dd>${count(searches.shown)}</dd></div>
<div><dt>Browsers</dt><dd>${count(searches.browsers)}</dd></div>
<div><dt>Searches with no results</dt><dd>${count(searches.zeroResults)}</dd></div>
<div><dt>Feedback: found it</dt><dd>${percent(feedback.yesRate)}</dd></div>
</dl>`;
  const top = searches.top.length
    ? table(
        'The searches shown most often, with their filters.',
        [['Filters'], ['Shown', true], ['Browsers', true], ['Average results', true]],
        searches.top.map((row) => [
          filtersHtml(row.search),
          count(row.shown),
          count(row.browsers),
          row.averageResults === null ? '–' : count(row.averageResults),
        ]),
      )
    : empty('No search was shown.');
  const clicks = reports.clickThrough.length
    ? table(
        'Clicks on a result over the searches with a card at that position (position 1 is the first card).',
        [['Placement'], ['Position', true], ['Clicks', true], ['Searches reaching it', true], ['Click-through', true]],
        reports.clickThrough.map((row) => [
          `<code>${escapeHtml(row.placement)}</code>`,
          count(row.position + 1),
          count(row.clicks),
          count(row.searchesReaching),
          percent(row.rate),
        ]),
      )
    : empty('No result was clicked.');
  const zero = reports.zeroResultSearches.length
    ? table(
        'Searches that found nothing, the most frequent first.',
        [['Filters'], ['Shown', true], ['Browsers', true], ['Last shown']],
        reports.zeroResultSearches.map((row) => [
          filtersHtml(row.search),
          count(row.shown),
          count(row.browsers),
          timeHtml(row.lastShownAt),
        ]),
      )
    : empty('Every search found something.');
  const answers = table(
    "Answers to 'Did you find what you were looking for?'",
    [
      ['Yes', true],
      ['No', true],
      ['Yes rate', true],
    ],
    [[count(feedback.yes), count(feedback.no), percent(feedback.yesRate)]],
  );
  const errors = reports.clientErrors.length
    ? table(
        'Client errors by kind and message, the most reported first; the stack is the latest report’s, mapped to the source where the build’s maps allowed.',
        [['Kind'], ['Message'], ['Reports', true], ['Browsers', true], ['Latest']],
        reports.clientErrors.map(clientErrorCells),
      )
    : empty('No client error was reported.');
  return page(
    'Operator reports',
    `<p>Shopper events and client errors from ${timeHtml(reports.from)} to ${timeHtml(reports.to)}</p>`,
    `${summary}
<h2 id="searches">Searches</h2>
${top}
<h2 id="click-through">Click-through by position and placement</h2>
${clicks}
<h2 id="zero-results">Zero-result searches</h2>
${zero}
<h2 id="feedback">Feedback</h2>
${answers}
<h2 id="client-errors">Top client errors</h2>
${errors}`,
  );
}

/** 401 (no or a wrong key) and 503 (the events service failed): the same shell, one paragraph. */
export function operatorMessagePage(title: string, message: string): string {
  return page(title, '', `<p>${escapeHtml(message)}</p>`);
}
