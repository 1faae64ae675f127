// Directions to a pharmacy in the visitor's map service: its name and address as the destination (no origin: the
// map app knows where the person is, the site does not).
import { formatAddress, type AddressParts } from '@vaxnear/domain/display-format';

export function directionsHref(location: AddressParts & { name: string }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${location.name}, ${formatAddress(location)}`)}`;
}
