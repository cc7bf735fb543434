/** The hero heading of a search, from its breadcrumbs (docs/rules/breadcrumbs.md#page-heading): 'Used Ford F-150 for Sale near Atlanta, GA'. */
export function heroHeading(crumbs: ReadonlyArray<{ kind: string; label: string }>): string {
  const label = (kind: string) => crumbs.find((c) => c.kind === kind)?.label;
  const base = label('condition') ?? label('page') ?? 'Cars for Sale';
  const vehicle = [label('make'), label('model')].filter(Boolean).join(' ');
  const named = vehicle ? base.replace(/\bCars\b/, vehicle) : base;
  const location = label('location');
  return location ? `${named} near ${location}` : named;
}
