import type { Queryable } from '../../db/database';

/** The reference catalogue as the database holds it (tables makes, models, trims). */
export interface Catalogue {
  makes: Array<{ code: string; name: string }>;
  models: Array<{
    code: string;
    makeCode: string;
    name: string;
    bodyStyle: string;
    bodySubtype: string | null;
    doors: number;
    seats: number;
    firstYear: number;
    lastYear: number;
    commercial: boolean;
    /** The model's series (migration 007), null for a model alone in its family. */
    seriesCode: string | null;
    seriesName: string | null;
  }>;
  trims: Array<{
    modelCode: string;
    code: string;
    name: string;
    msrp: number;
    engine: string;
    cylinders: number;
    displacement: number;
    fuelType: string;
    transmission: string;
    drives: string[];
    mpgCity: number;
    mpgHwy: number;
    evRange: number | null;
    horsepower: number;
  }>;
}

const cache = new WeakMap<Queryable, Promise<Catalogue>>();

/** Reads the catalogue once per database (it is written by the seed and never changes afterwards). */
export function catalogueOf(db: Queryable): Promise<Catalogue> {
  let loaded = cache.get(db);
  if (!loaded) {
    loaded = load(db);
    cache.set(db, loaded);
    loaded.catch(() => cache.delete(db));
  }
  return loaded;
}

async function load(db: Queryable): Promise<Catalogue> {
  const makes = await db.query<Catalogue['makes'][number]>('SELECT code, name FROM makes ORDER BY name');
  const models = await db.query<Catalogue['models'][number]>(`
    SELECT code, make_code AS "makeCode", name, body_style AS "bodyStyle", body_subtype AS "bodySubtype", doors, seats,
           first_year AS "firstYear", last_year AS "lastYear", commercial,
           series_code AS "seriesCode", series_name AS "seriesName"
    FROM models ORDER BY make_code, name`);
  const trims = await db.query<Catalogue['trims'][number]>(`
    SELECT model_code AS "modelCode", code, name, msrp, engine, cylinders, displacement::float8 AS displacement,
           fuel_type AS "fuelType", transmission, drives, mpg_city AS "mpgCity", mpg_hwy AS "mpgHwy", ev_range AS "evRange", horsepower
    FROM trims ORDER BY model_code, msrp, code`);
  return { makes, models, trims };
}
