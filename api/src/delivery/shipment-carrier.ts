import { randomInt } from 'node:crypto';
import type { Market } from '@shop/shared/contract/common';
import type { CarrierCode } from '@shop/shared/contract/order-deliveries';
import { standInLabelPdf } from './stand-in-label-pdf';

export interface ShipmentRequest {
  market: Market;
  carrier: CarrierCode;
  orderNumber: string;
  packageId: number;
  /**
   * The same key for every attempt at one package's shipment: a carrier API answers a repeated key with
   * the shipment it made the first time, so a retry after a timeout never books a second pickup.
   */
  idempotencyKey: string;
  /** Who the parcel goes to, as the order's delivery (or billing) address names them. */
  recipient: ShipmentRecipient;
  /** The shop's seat and phone from the seller identity (shop settings); the carrier returns undeliverable parcels there. */
  sender: ShipmentSender;
  /** Weighed at the packing table; null when the package was handed over unweighed. */
  weightKg: number | null;
  /** This parcel's place among the order's carried parcels ("1 of 2"). */
  parcel: { index: number; count: number };
}

export interface ShipmentSender {
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
}

export interface ShipmentRecipient {
  name: string;
  company: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
}

export interface Shipment {
  deliveryNumber: string;
  trackingUrl: string;
  /** The label to stick on the parcel (PDF), as carrier APIs return it with the shipment (issue #9). */
  label: Buffer;
}

/**
 * The carriers' shipment API as a real one offers it (Zásilkovna, PPL, Sameday, FAN, Liftago):
 * create a shipment for a package and get its delivery number and tracking page back. Called
 * outside any database transaction (see api/src/orders/deliveries/hand-over.ts).
 */
export interface ShipmentCarrier {
  createShipment(request: ShipmentRequest): Promise<Shipment>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The carrier client the hand-over calls; a test swaps in a counting or failing one. */
    shipmentCarrier: ShipmentCarrier;
  }
}

const TRACKING_PAGES: Record<CarrierCode, string> = {
  zasilkovna: 'https://tracking.packeta.com/cs/?id=',
  ppl: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId=',
  liftago: 'https://liftago.com/tracking/',
  sameday: 'https://sameday.ro/awb-tracking/?awb=',
  fan: 'https://www.fancourier.ro/awb-tracking/?awb=',
};

/**
 * The local stand-in: numbers like a carrier's (prefix and 10 digits), nothing leaves the machine. It honours
 * the idempotency key as the real APIs do: a key it has seen gets the first answer again. Its label is an A6 PDF
 * drawn here (stand-in-label-pdf.ts) with what a carrier's label carries.
 */
export function standInShipmentCarrier(): ShipmentCarrier {
  const made = new Map<string, Shipment>();
  return {
    async createShipment(request) {
      const { carrier, idempotencyKey } = request;
      const earlier = made.get(idempotencyKey);
      if (earlier) return earlier;
      const deliveryNumber = `${carrier.slice(0, 3).toUpperCase()}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
      const shipment = { deliveryNumber, trackingUrl: `${TRACKING_PAGES[carrier]}${deliveryNumber}`, label: await standInLabelPdf(request, deliveryNumber) };
      made.set(idempotencyKey, shipment);
      return shipment;
    },
  };
}
