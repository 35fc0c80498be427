import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buyoutDetailPath } from '@shop/shared/buyout/buyout-links';
import { isKnownCountry } from '@shop/shared/buyout/countries';
import { buyoutSellOnline } from '@shop/shared/contract/buyout-flow';
import { sellOnlineBodySchema } from '@shop/shared/contract/buyout-sell-online';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { formatPrice } from '@shop/shared/i18n/market';
import { randomToken, tokenDigest } from '../auth/tokens';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { buyoutStatusHistory, buyouts } from '../db/schema/buyout';
import { violatedUniqueConstraint } from '../db/errors/unique-violation';
import { validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { guardedPublicWrite } from '../limits/public-write';
import { fieldErrorsOf } from '../http/validation-errors';
import { translate } from '../i18n/server-i18n';
import { mailHtml } from '../mail/mail-html';
import { snapshotWithAnswers } from './appraisal-data';
import { colourSelectionLabels } from './catalog-lookup';
import { publicOrigin } from '../mail/public-links';
import { deviceDescription } from './device-description';
import { kindText, priceAnswers } from './priced-answers';
import { SELL_ONLINE_RATE_LIMIT } from './rate-limits';

type SellOnlineBody = v.InferOutput<ReturnType<typeof sellOnlineBodySchema>>;

/** Country ids must be ones the country options offer; any other counts as not chosen. */
function unknownCountryErrors(body: SellOnlineBody, locale: Locale): FieldErrors | null {
  const errors: FieldErrors = {};
  const customer: FieldErrors = {};
  if (!isKnownCountry(body.customer_data.country)) customer.country = [kindText(locale, 'required')];
  if (!isKnownCountry(body.customer_data.nationality)) customer.nationality = [kindText(locale, 'required')];
  if (Object.keys(customer).length > 0) errors.customer_data = customer;
  if (body.pickup_address && !isKnownCountry(body.pickup_address.country)) errors.pickup_address = { country: [kindText(locale, 'required')] };
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Statuses after which a device is no longer in a buyout: its IMEI may be sold again. */
const CLOSED_STATUSES = ['paid', 'returned'] as const;

const repeatedSaleError = (locale: Locale) => validationError({ non_field_errors: [translate(locale, 'buyout.sale_repeated')] });
const openImeiError = (locale: Locale) => validationError({ buyout_device: { imei: [translate(locale, 'buyout.imei_open')] } });

/**
 * Sell online: the market's own rules on every field (the same valibot schemas as the form),
 * the price worked out on the server, the buyout stored with its first status, a confirmation
 * mailed, and 201 with `Location`: the buyout's detail page on the shop, carrying its token.
 */
export function registerSaleRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    buyoutSellOnline,
    guardedPublicWrite(app, buyoutSellOnline, (shape) => shape.customer_data?.e_mail, async ({ body: shape, locale, request, reply }) => {
      const market = app.config.market;
      const origin = publicOrigin(request, locale);
      const parsed = v.safeParse(sellOnlineBodySchema(market), shape, { abortPipeEarly: true });
      if (!parsed.success) throw validationError(fieldErrorsOf(parsed.issues, locale));
      const body = parsed.output;
      const countryErrors = unknownCountryErrors(body, locale);
      if (countryErrors) throw validationError(countryErrors);
      const priced = await priceAnswers(app, locale, body);
      const saleTokenDigest = tokenDigest(body.sale_token);
      const imei = body.buyout_device.imei;

      const token = randomToken();
      const id = await app.database.db.transaction(async (tx) => {
        // Checked first for a clear answer; the unique constraints below settle a race between two requests.
        const [repeated] = await tx.select({ id: buyouts.id }).from(buyouts).where(eq(buyouts.saleTokenDigest, saleTokenDigest)).limit(1);
        if (repeated) throw repeatedSaleError(locale);
        if (imei !== '') {
          const [open] = await tx
            .select({ id: buyouts.id })
            .from(buyouts)
            .where(and(eq(buyouts.market, market), sql`${buyouts.buyoutDevice}->>'imei' = ${imei}`, notInArray(buyouts.status, [...CLOSED_STATUSES])))
            .limit(1);
          if (open) throw openImeiError(locale);
        }
        const [row] = await tx
          .insert(buyouts)
          .values({
            tokenDigest: tokenDigest(token),
            saleTokenDigest,
            market,
            locale,
            colourId: priced.place.colourId,
            appraisalId: priced.appraisal.id,
            appraisalSnapshot: snapshotWithAnswers(priced.appraisal, priced.answers),
            answers: priced.answers,
            resultId: priced.resultId,
            quality: priced.quality,
            price: priced.price,
            originalPrice: priced.price,
            status: 'created',
            customerData: body.customer_data,
            pickupAddress: body.pickup_address,
            // The note of the appraisal post belongs with the device.
            buyoutDevice: { ...body.buyout_device, note: body.buyout_device.note || body.note },
            email: body.customer_data.e_mail,
          })
          .returning({ id: buyouts.id });
        await tx.insert(buyoutStatusHistory).values({ buyoutId: row!.id, status: 'created' });
        return row!.id;
      }).catch((error: unknown) => {
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'buyouts_sale_token_digest_unique') throw repeatedSaleError(locale);
        if (constraint === 'buyouts_open_imei_unique') throw openImeiError(locale);
        throw error;
      });

      const location = `${origin}${buyoutDetailPath(market, id, token)}`;
      const labels = await colourSelectionLabels(app.database.db, market, priced.place.colourId, locale);
      const device = deviceDescription(labels.manufacturer_choice, labels.product_model_choice, labels.product_color_choice);
      try {
        const price = formatPrice(priced.price, market);
        const subject = translate(locale, 'buyout.sale_mail.subject', { id });
        const text = translate(locale, 'buyout.sale_mail.text', { id, name: body.customer_data.first_name, device, quality: priced.quality, price, link: location });
        const button = { label: translate(locale, 'mail.button.buyout_status'), href: location };
        await app.mailer.sendMail({
          to: body.customer_data.e_mail,
          subject,
          text,
          html: mailHtml({ locale, shopName: app.config.mailSenderName, subject, text, device, price, button }),
        });
      } catch (error) {
        // The sale stands: the customer reaches the detail through Location now, staff see the failure in the log.
        request.log.error({ err: error, buyout: id }, 'buyout confirmation mail failed');
      }
      reply.code(201).header('Location', location);
      return { id, location };
    }),
    { rateLimit: SELL_ONLINE_RATE_LIMIT },
  );
}
