/**
 * A group's unit links to its own property's booking engine (01 §1):
 * the same address with the group's slug swapped for the unit's in the
 * sub-domain, or the property's own host name when it has one, on the
 * guest's search.
 */

/** The page address the link is made from. */
export interface PageAddress {
  protocol: string;
  /** Host name and port, as `location.host`. */
  host: string;
  search: string;
}

/** Query parameters of the group's own page that mean nothing on a property's: its location filter, its property pick, its amenity ids. */
const GROUP_ONLY = ['location', 'bookingEngineId', 'amenities', 'language'];

/**
 * The address of a unit on its property's own engine: the group's slug
 * (the first label of the host) swapped for the unit's, in the page's
 * language, with the guest's search and currency and the unit type
 * picked; at `propertySite` when the property has a host name of its
 * own. Otherwise null when the page is not on the group's own sub-domain
 * (an embed on another host, the group's own host name), where no swap is
 * possible.
 * @example propertyUnitUrl({ protocol: 'https:', host: 'dalmatia-collection.example.com', search: '?from=24-07-2027&to=27-07-2027&location=Split' }, { groupBESlug: 'dalmatia-collection', unitTypeSlug: 'villa-adriatic', unitTypeId: 101 }, 'en') // 'https://villa-adriatic.example.com/en/?from=24-07-2027&to=27-07-2027&unitTypeId=101'
 */
export function propertyUnitUrl(
  page: PageAddress,
  unit: { groupBESlug: string | null; unitTypeSlug: string; unitTypeId: number },
  lang: string,
  /** The property's origin when it has a host name of its own (`https://book.villa-adriatic.hr`). */
  propertySite: string | null = null,
): string | null {
  const query = new URLSearchParams(page.search);
  for (const name of GROUP_ONLY) query.delete(name);
  query.set('unitTypeId', String(unit.unitTypeId));
  if (propertySite && unit.unitTypeSlug) return `${propertySite}/${lang}/?${query.toString()}`;
  const [first, ...rest] = page.host.split('.');
  if (!unit.groupBESlug || !unit.unitTypeSlug || first !== unit.groupBESlug || rest.length === 0) return null;
  return `${page.protocol}//${[unit.unitTypeSlug, ...rest].join('.')}/${lang}/?${query.toString()}`;
}
