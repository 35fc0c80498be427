import { randomInt } from 'node:crypto';
import type { Market } from '@shop/shared/contract/common';
import type { CarrierCode } from '@shop/shared/contract/order-deliveries';

export interface ShipmentRequest {
  market: Market;
  carrier: CarrierCode;
  orderNumber: string;
  packageId: number;
}

export interface Shipment {
  deliveryNumber: string;
  trackingUrl: string;
}

/**
 * The carriers' shipment API as a real one offers it (Zásilkovna, PPL, Sameday, FAN, Liftago):
 * create a shipment for a package and get its delivery number and tracking page back.
 */
export interface ShipmentCarrier {
  createShipment(request: ShipmentRequest): Promise<Shipment>;
}

const TRACKING_PAGES: Record<CarrierCode, string> = {
  zasilkovna: 'https://tracking.packeta.com/cs/?id=',
  ppl: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId=',
  liftago: 'https://liftago.com/tracking/',
  sameday: 'https://sameday.ro/awb-tracking/?awb=',
  fan: 'https://www.fancourier.ro/awb-tracking/?awb=',
};

/** The local stand-in: numbers like a carrier's (prefix and 10 digits), nothing leaves the machine. */
export function standInShipmentCarrier(): ShipmentCarrier {
  return {
    async createShipment({ carrier }) {
      const deliveryNumber = `${carrier.slice(0, 3).toUpperCase()}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
      return { deliveryNumber, trackingUrl: `${TRACKING_PAGES[carrier]}${deliveryNumber}` };
    },
  };
}
