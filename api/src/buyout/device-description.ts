import type { FastifyRequest } from 'fastify';
import type { Choice } from '@shop/shared/contract/common';

/** `Apple iPhone 15 (Černá)`: the maker is not doubled when the model's name already starts with it. */
export function deviceDescription(manufacturer: Choice, model: Choice, colour: Choice): string {
  const name = model.label.toLowerCase().startsWith(manufacturer.label.toLowerCase()) ? model.label : `${manufacturer.label} ${model.label}`;
  return `${name} (${colour.label})`;
}

/**
 * The shop's origin for links in e-mails and the sell-online `Location`: `PUBLIC_URL`, else
 * the address the request came to. The API and the shop pages share a host (a partner page
 * calls the shop's own address), so either leads to the shop, not to the partner's page.
 * `PUBLIC_URL` keeps a forged Host header from putting another site's link in our e-mails.
 */
export function shopOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
