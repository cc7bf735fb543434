-- The operator's reports (docs/rules/events.md#operator-reports): one view per report over the last
-- 24 hours of shopper events and client error reports, by the time each row arrived. The events
-- service reads them (upstreams/events/reports.ts); the window moves with now().

CREATE VIEW report_search_totals_last_day AS
SELECT count(*)::int AS shown,
       count(DISTINCT browser_id)::int AS browsers,
       count(*) FILTER (WHERE result_count = 0)::int AS zero_results
FROM shopper_events
WHERE type = 'search_shown' AND received_at >= now() - interval '24 hours';

CREATE VIEW report_searches_last_day AS
SELECT coalesce(search, '') AS search,
       count(*)::int AS shown,
       count(DISTINCT browser_id)::int AS browsers,
       round(avg(result_count))::int AS average_results
FROM shopper_events
WHERE type = 'search_shown' AND received_at >= now() - interval '24 hours'
GROUP BY coalesce(search, '');

-- A card at position p (zero-based) was on the page of a search with more than p results: those
-- searches are the rate's denominator.
CREATE VIEW report_click_through_last_day AS
WITH shown AS (
  SELECT result_count FROM shopper_events
  WHERE type = 'search_shown' AND received_at >= now() - interval '24 hours'
), clicks AS (
  SELECT coalesce(placement, 'MAIN') AS placement, position, count(*)::int AS clicks
  FROM shopper_events
  WHERE type = 'result_clicked' AND position IS NOT NULL AND received_at >= now() - interval '24 hours'
  GROUP BY coalesce(placement, 'MAIN'), position
)
SELECT clicks.placement,
       clicks.position,
       clicks.clicks,
       reaching.searches::int AS searches_reaching,
       clicks.clicks::float8 / nullif(reaching.searches, 0) AS rate
FROM clicks
CROSS JOIN LATERAL (SELECT count(*) AS searches FROM shown WHERE shown.result_count > clicks.position) AS reaching;

CREATE VIEW report_zero_result_searches_last_day AS
SELECT coalesce(search, '') AS search,
       count(*)::int AS shown,
       count(DISTINCT browser_id)::int AS browsers,
       max(received_at) AS last_shown_at
FROM shopper_events
WHERE type = 'search_shown' AND result_count = 0 AND received_at >= now() - interval '24 hours'
GROUP BY coalesce(search, '');

CREATE VIEW report_feedback_last_day AS
SELECT count(*) FILTER (WHERE answer = 'yes')::int AS yes,
       count(*) FILTER (WHERE answer = 'no')::int AS no,
       count(*) FILTER (WHERE answer = 'yes')::float8 / nullif(count(*), 0) AS yes_rate
FROM shopper_events
WHERE type = 'feedback' AND answer IS NOT NULL AND received_at >= now() - interval '24 hours';

CREATE VIEW report_client_errors_last_day AS
SELECT kind,
       message,
       count(*)::int AS reports,
       count(DISTINCT browser_id)::int AS browsers,
       max(received_at) AS last_seen_at,
       (array_agg(route ORDER BY received_at DESC, id DESC))[1] AS last_route,
       (array_agg(build_id ORDER BY received_at DESC, id DESC))[1] AS last_build_id,
       (array_agg(coalesce(original_stack, stack) ORDER BY received_at DESC, id DESC))[1] AS last_stack
FROM client_error_reports
WHERE received_at >= now() - interval '24 hours'
GROUP BY kind, message;
