import { LeadProfileRequest, SaveSearchRequest, SignUpRequest } from '../../contracts/account/index';
import { ApiKeyCreateRequest } from '../../contracts/api-keys/index';
import { ErrorReport, EventBatch } from '../../contracts/events/index';
import { ListingReportRequest, SellerLeadRequest } from '../../contracts/leads/index';
import { CONTROL_CHARACTER_MESSAGE } from '../../contracts/text';

/**
 * Text the services keep refuses control characters (docs/rules/accounts.md#text): PostgreSQL
 * cannot store a NUL, so a write with one must be a field error, never a failed write.
 */
const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

test.each([
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u0085'],
  ['a line break, in a one-line field', '\n'],
])('a name, a title or a label with %s is refused on its field', (_name, control) => {
  expect(
    issuesOf(SignUpRequest.safeParse({ email: 'a@example.com', password: 'long enough', lastName: `Lee${control}x` })),
  ).toEqual([['lastName', CONTROL_CHARACTER_MESSAGE]]);
  expect(issuesOf(SaveSearchRequest.safeParse({ bookmarkTitle: `Mine${control}x` }))).toEqual([
    ['bookmarkTitle', CONTROL_CHARACTER_MESSAGE],
  ]);
  expect(
    issuesOf(
      LeadProfileRequest.safeParse({
        firstName: `P${control}at`,
        lastName: null,
        email: null,
        phone: null,
        isOneClickOptedIn: false,
      }),
    ),
  ).toEqual([['firstName', CONTROL_CHARACTER_MESSAGE]]);
  expect(issuesOf(ApiKeyCreateRequest.safeParse({ name: `key${control}` }))).toEqual([
    ['name', CONTROL_CHARACTER_MESSAGE],
  ]);
  const event = {
    type: 'search_shown',
    at: new Date().toISOString(),
    route: '/cars-for-sale',
    search: `makeCode=FORD${control}`,
  };
  expect(issuesOf(EventBatch.safeParse({ browserId: crypto.randomUUID(), events: [event] }))).toEqual([
    ['events.0.search', CONTROL_CHARACTER_MESSAGE],
  ]);
});

test('a message keeps tabs and line breaks, and refuses a NUL', () => {
  const lead = {
    listingId: '123',
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat@example.com',
    message: 'Hello,\r\n\tis it for sale?\nThanks',
    preferredContact: 'EMAIL',
  };
  expect(SellerLeadRequest.safeParse(lead).success).toBe(true);
  expect(issuesOf(SellerLeadRequest.safeParse({ ...lead, message: 'Hello\u0000' }))).toEqual([
    ['message', CONTROL_CHARACTER_MESSAGE],
  ]);
  expect(issuesOf(ListingReportRequest.safeParse({ listingId: '1', reason: 'OTHER', details: 'Wrong\u0000' }))).toEqual(
    [['details', CONTROL_CHARACTER_MESSAGE]],
  );
  const report = {
    browserId: crypto.randomUUID(),
    kind: 'error',
    message: 'TypeError: x\nis undefined',
    stack: 'at a\n\tat b',
    route: '/cars-for-sale',
    buildId: 'abc',
    userAgent: 'Chromium',
    at: new Date().toISOString(),
  };
  expect(ErrorReport.safeParse(report).success).toBe(true);
  expect(issuesOf(ErrorReport.safeParse({ ...report, stack: 'at a\u0000' }))).toEqual([
    ['stack', CONTROL_CHARACTER_MESSAGE],
  ]);
});

test('letters of every script, emoji and spaces are text, not control characters', () => {
  for (const lastName of ['Müller-Lüdenscheidt', 'Nguyễn', '王', 'O’Brien 🚗', 'Ana María'])
    expect(SignUpRequest.safeParse({ email: 'a@example.com', password: 'long enough', lastName }).success).toBe(true);
});
