/**
 * The words shoppers use for makes, body styles, fuels, colours and features, beside the catalogue's
 * own names: the keyword suggestions and the plain-language reader both understand them.
 */

/** Nicknames shoppers type for makes, by make code. */
export const MAKE_NICKNAMES: Record<string, string[]> = {
  CHEV: ['chevy', 'chev'],
  VOLKS: ['vw', 'volks', 'vdub'],
  MB: ['merc', 'benz', 'mercedes', 'mb'],
  LAND: ['land rover', 'range rover'],
  HYUND: ['hyundai'],
  INFIN: ['infiniti'],
  CAD: ['caddy', 'caddie'],
  MIT: ['mitsu'],
  ALFA: ['alfa'],
  MAS: ['maserati'],
};

export const BODY_ALIASES: Record<string, string[]> = {
  SUVCROSS: ['suv', 'suvs', 'crossover', 'crossovers', 'sport utility'],
  TRUCKS: ['truck', 'trucks', 'pickup', 'pickups', 'pickup truck'],
  VANMV: ['van', 'vans', 'minivan', 'minivans'],
  SEDAN: ['sedans'],
  COUPE: ['coupes'],
  CONVERT: ['convertibles', 'cabriolet'],
  HATCH: ['hatch', 'hatchbacks'],
  WAGON: ['wagons', 'estate'],
};

export const FUEL_ALIASES: Record<string, string[]> = {
  ELE: ['ev', 'evs', 'electric', 'electric vehicle', 'bev'],
  HYB: ['hybrids'],
  PIH: ['phev', 'plug in', 'plugin hybrid'],
  DSL: ['diesels'],
  GSL: ['gas'],
  HYD: ['fuel cell'],
  ALT: ['flex fuel'],
};

export const COLOR_ALIASES: Record<string, string[]> = { GRAY: ['grey'] };

export const FEATURE_ALIASES: Record<string, string[]> = {
  '1306': ['third row', '3rd row', 'third row seating', '7 seater', 'seven seater'],
  '1021': ['bluetooth'],
  '1080': ['backup camera', 'rear camera', 'rearview camera'],
  '1390': ['carplay', 'apple carplay', 'android auto'],
  '1092': ['heated seats'],
  '1064': ['navigation', 'nav', 'gps'],
  '1078': ['sunroof', 'moonroof'],
  '1074': ['leather'],
  '1065': ['remote start'],
  '1327': ['lane departure', 'lane keeping'],
  '1395': ['blind spot'],
  '1090': ['adaptive cruise'],
  '1077': ['towing', 'tow package', 'tow hitch'],
};
