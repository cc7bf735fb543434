import { formatWhole } from '../components/format';

/** The vehicle's facts as the listing service has them (docs/rules/vehicle-page.md#what-the-page-shows). */
export interface SpecificationFacts {
  year: number;
  make: string;
  model: string;
  trim: string;
  bodyStyleName: string;
  driveTypeName: string;
  engine: string;
  transmission: string;
  fuelType: string;
  mpgCity: number;
  mpgHighway: number;
  electricRange?: number | null;
  doors: number;
  vin: string;
  color: { exteriorColorSimple: string; interiorColorSimple: string };
}

/** 'MPGe' for an electric car, whose EPA figures are miles per gallon equivalent. */
const economyUnit = (fuelType: string) => (/electric/i.test(fuelType) && !/hybrid/i.test(fuelType) ? 'MPGe' : 'MPG');

/** Label and value of each fact the listing has; empty values are left out rather than shown as dashes. */
export function specificationRows(facts: SpecificationFacts): Array<[string, string]> {
  const unit = economyUnit(facts.fuelType);
  const rows: Array<[string, string | false]> = [
    ['Year', String(facts.year)],
    ['Make', facts.make],
    ['Model', facts.model],
    ['Trim', facts.trim],
    ['Body style', facts.bodyStyleName],
    ['Drivetrain', facts.driveTypeName],
    ['Engine', facts.engine],
    ['Transmission', facts.transmission],
    ['Fuel type', facts.fuelType],
    ['Fuel economy', facts.mpgCity > 0 && `${facts.mpgCity} city / ${facts.mpgHighway} highway ${unit}`],
    [
      'Electric range',
      facts.electricRange != null && facts.electricRange > 0 && `${formatWhole(facts.electricRange)} miles`,
    ],
    ['Exterior colour', facts.color.exteriorColorSimple],
    ['Interior colour', facts.color.interiorColorSimple],
    ['Doors', facts.doors > 0 && String(facts.doors)],
    ['VIN', facts.vin],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
}

export function Specifications({ facts }: { facts: SpecificationFacts }) {
  return (
    <section className="vdp-section" aria-labelledby="vdp-specs">
      <h2 id="vdp-specs">Specifications</h2>
      <dl className="vdp-specs">
        {specificationRows(facts).map(([label, value]) => (
          <div key={label} className="vdp-specs__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A titled list (features, packages, history); nothing when the listing has none. */
export function FactList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="vdp-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="vdp-facts">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
