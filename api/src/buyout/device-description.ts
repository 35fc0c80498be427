import type { FastifyRequest } from 'fastify';
import type { Choice } from '@shop/shared/contract/common';

/** `Apple iPhone 15 (Černá)`: the maker is not doubled when the model's name already starts with it. */
export function deviceDescription(manufacturer: Choice, model: Choice, colour: Choice): string {
  const name = model.label.toLowerCase().startsWith(manufacturer.label.toLowerCase()) ? model.label : `${manufacturer.label} ${model.label}`;
  return `${name} (${colour.label})`;
}

/**
 * The shop's origin as the customer reached it. The API and the shop pages share a host
 * (a partner page calls the shop's own address), so links in e-mails and the sell-online
 * `Location` lead to the shop even when the widget runs on a partner's page.
 */
export function shopOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
