import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buyoutSelectionPath } from '@shop/shared/buyout/buyout-links';
import { buyoutSendToEmail } from '@shop/shared/contract/buyout-flow';
import { formatPrice } from '@shop/shared/i18n/market';
import { buyoutOffers } from '../db/schema/buyout';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { guardedPublicWrite } from '../limits/public-write';
import { translate } from '../i18n/server-i18n';
import { mailHtml } from '../mail/mail-html';
import { colourSelectionLabels, selectedChoicesOf } from './catalog-lookup';
import { publicOrigin } from '../mail/public-links';
import { deviceDescription } from './device-description';
import { priceAnswers } from './priced-answers';
import { SEND_TO_EMAIL_RATE_LIMIT } from './rate-limits';

/** 8 random bytes, 11 characters: short enough for a link, too many to guess. */
const offerCode = () => randomBytes(8).toString('base64url');

/**
 * Send to e-mail: prices the answers on the server, stores the offer and mails the device,
 * grade, price and a link reopening the same selection and answers, in the request's language;
 * 503 when the mail cannot be sent.
 */
export function registerOfferRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    buyoutSendToEmail,
    guardedPublicWrite(app, buyoutSendToEmail, (body) => body.e_mail, async ({ body, locale, request, reply }) => {
      const market = app.config.market;
      const origin = publicOrigin(request, locale);
      const priced = await priceAnswers(app, locale, body);
      const code = offerCode();
      const [offer] = await app.database.db
        .insert(buyoutOffers)
        .values({
          code,
          market,
          locale,
          email: body.e_mail,
          colourId: priced.place.colourId,
          appraisalId: priced.appraisal.id,
          appraisalVersion: priced.appraisal.version,
          answers: priced.answers,
          quality: priced.quality,
          price: priced.price,
          note: body.note,
        })
        .returning({ id: buyoutOffers.id });
      const labels = await colourSelectionLabels(app.database.db, market, priced.place.colourId, locale);
      const device = deviceDescription(labels.manufacturer_choice, labels.product_model_choice, labels.product_color_choice);
      const link = `${origin}${buyoutSelectionPath(market, selectedChoicesOf(priced.place), priced.answers)}`;
      try {
        const price = formatPrice(priced.price, market);
        const subject = translate(locale, 'buyout.offer_mail.subject', { device });
        const text = translate(locale, 'buyout.offer_mail.text', { device, quality: priced.quality, price, link });
        const button = { label: translate(locale, 'mail.button.offer'), href: link };
        await app.mailer.sendMail({ to: body.e_mail, subject, text, html: mailHtml({ locale, shopName: app.config.mailSenderName, subject, text, device, price, button }) });
      } catch (error) {
        // An offer nobody received is no offer: drop it, and let the customer try again.
        request.log.error({ err: error }, 'buyout offer mail failed');
        await app.database.db.delete(buyoutOffers).where(eq(buyoutOffers.id, offer!.id));
        throw detailError(503, translate(locale, 'buyout.mail_failed'));
      }
      reply.code(201);
      return { id: offer!.id, code };
    }),
    { rateLimit: SEND_TO_EMAIL_RATE_LIMIT },
  );
}
