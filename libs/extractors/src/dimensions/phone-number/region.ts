import { isSupportedCountry, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import max from 'libphonenumber-js/max/metadata';
import type { Lang } from '../../types';

/**
 * libphonenumber-js's "max" metadata (about 150 kB of JSON, imported as a module: the engine reads no
 * file). "min" validates lengths only, so any run of ten digits starting with 0 would be a French
 * phone; "max" checks each region's number patterns too and tells mobile from fixed line. "mobile"
 * knows mobile numbers only.
 */
export const METADATA = max as unknown as MetadataJson;

/** Region of national numbers when the caller names none: that of the language's largest audience. */
export const DEFAULT_REGION: Readonly<Record<Lang, CountryCode>> = { en: 'US', fr: 'FR', es: 'ES' };

/** The region code of `name` ("fr" or "FR" -> "FR") when phone numbers can be read there, else undefined. */
export function regionOf(name: string): CountryCode | undefined {
  const code = name.toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code as CountryCode, METADATA) ? (code as CountryCode) : undefined;
}

/** Whether `name` is a region (ISO 3166 alpha-2, any case) in which phone numbers can be read. */
export function isValidRegion(name: string): boolean {
  return regionOf(name) !== undefined;
}
