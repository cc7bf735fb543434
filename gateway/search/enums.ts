/**
 * The URL values behind the GraphQL enums the schema spells differently (codegen maps the enums
 * onto these; the resolvers' enum maps translate at runtime).
 */
export type { BrandCode } from '../../contracts/search/brands';
export type ListingTypeValue = 'USED' | 'NEW' | 'CERTIFIED' | '3P_CERT';
export type SellerTypeValue = 'd' | 'p';
export type ExperienceValue = 'commercial' | 'best-deals' | 'buy-online' | 'buy-online-maker';
