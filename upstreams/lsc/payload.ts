import type { LscListing, LscOwner, LscPriceDrop, LscVehicleHighlight } from '../../contracts/lsc/index';
import {
  BODY_STYLE_LABELS,
  DRIVE_LABELS,
  EXTERIOR_COLORS,
  FEATURES,
  FUEL_TYPE_LABELS,
  INTERIOR_COLORS,
  TRANSMISSION_LABELS,
} from '../db/vocabulary';
import type { ListingRecord, OwnerRecord } from './records';
import { priceRating } from './engine/price-rating';

const colorLabel = (code: string, palette: ReadonlyArray<{ code: string; label: string }>) =>
  palette.find((c) => c.code === code)?.label ?? code;

const FEATURE_LABELS = new Map(FEATURES.map((f) => [f.code, f.label]));

const round1 = (miles: number) => Math.round(miles * 10) / 10;

/** 'Used 2021 Honda Civic EX': how a listing is named everywhere (its page, its emails). */
export function listingTitle(
  record: Pick<ListingRecord, 'listingType' | 'year' | 'makeName' | 'modelName' | 'trimName'>,
): string {
  const condition = record.listingType === 'NEW' ? 'New' : record.listingType === 'USED' ? 'Used' : 'Certified';
  return `${condition} ${record.year} ${record.makeName} ${record.modelName} ${record.trimName}`;
}

export function listingPayload(
  record: ListingRecord,
  expectedPrice: number,
  distance: number | undefined,
  vehicleHighlight: LscVehicleHighlight | null,
  priceDrop: LscPriceDrop | null = null,
): LscListing {
  const title = listingTitle(record);
  const exterior = colorLabel(record.extColor, EXTERIOR_COLORS);
  const body = BODY_STYLE_LABELS[record.bodyStyle] ?? record.bodyStyle;
  const electric = record.fuelType === 'ELE';
  return {
    id: record.id,
    vin: record.vin,
    title,
    ownerId: record.ownerId,
    make: { name: record.makeName },
    model: { name: record.modelName },
    makeCode: record.makeCode,
    modelCode: record.modelCode,
    trim: { code: record.trimCode, name: record.trimName },
    year: record.year,
    images: {
      sources: [
        {
          src: `/images/listings/${record.id}.webp`,
          alt: `${exterior} ${record.year} ${record.makeName} ${record.modelName} ${record.trimName} ${body.toLowerCase()}`,
        },
      ],
      primary: 0,
    },
    pricingDetail: {
      salePrice: record.price,
      msrp: record.msrp,
      incentive: null,
      expectedPrice,
      dealIndicator: priceRating(record.price, expectedPrice, record.listingType),
    },
    listingType: record.listingType as LscListing['listingType'],
    vdpBaseUrl: `/cars-for-sale/vehicle/${record.id}`,
    mileage: { value: record.mileage },
    bodyStyles: [{ code: record.bodyStyle, name: body }],
    driveType: record.driveGroup,
    fuelType: FUEL_TYPE_LABELS[record.fuelType] ?? record.fuelType,
    mpgCity: record.mpgCity,
    mpgHighway: record.mpgHwy,
    color: { exteriorColorSimple: exterior, interiorColorSimple: colorLabel(record.intColor, INTERIOR_COLORS) },
    engine: { code: record.engineCode, name: record.engine },
    transmission: TRANSMISSION_LABELS[record.transmission] ?? record.transmission,
    doors: record.doors,
    specifications: {
      mpg: `${record.mpgCity} City / ${record.mpgHwy} Highway${electric || record.fuelType === 'PIH' ? ' MPGe' : ''}`,
      mileRange: record.evRange,
      engine: record.engine,
      driveType: DRIVE_LABELS[record.driveGroup] ?? record.driveGroup,
    },
    features: record.features.map((code) => FEATURE_LABELS.get(code) ?? code),
    packages: record.packages,
    vehicleHistory: record.vehicleHistory,
    photoCount: record.photoCount,
    listedDate: new Date(record.listedAt).toISOString(),
    distanceFromSearch: distance === undefined ? null : round1(distance),
    vehicleHighlight,
    priceDrop,
  };
}

export function ownerPayload(owner: OwnerRecord, distance: number | undefined): LscOwner {
  return {
    id: owner.id,
    name: owner.name,
    privateSeller: owner.privateSeller,
    logo: owner.logoSrc ? { src: owner.logoSrc } : null,
    location: { address: { address1: owner.address, city: owner.city, state: owner.state, zip: owner.zip } },
    phone: owner.phone ? { value: owner.phone } : null,
    website: owner.website ? { href: owner.website } : null,
    hideEmailForm: owner.hideEmailForm,
    dealerDiff: owner.tagline ? { tagline: owner.tagline, cmsId: owner.dealerDiffCmsId ?? null } : null,
    homeServices: owner.homeServices,
    rating: owner.rating === null ? null : { value: owner.rating },
    shippingLabel: owner.shippingLabel,
    distanceFromSearch: distance === undefined ? null : round1(distance),
    vehicleExchange: owner.vehicleExchange,
  };
}
