import type { FastifyInstance } from 'fastify';
import { registerCartRoutes } from './cart/cart-routes';
import { registerDeliveryRoutes } from './delivery/delivery-routes';
import { registerDiscountRoutes } from './discounts/discount-routes';
import { registerInstallmentRoutes } from './installments/installment-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { TestInstallmentProvider } from './installments/provider';
import { registerInstallmentOverviewRoutes } from './installments/installment-overview-routes';
import { paymentGatewaySecret } from './payments/gateway-secret';
import { registerPaymentRoutes } from './payments/payment-routes';
import { TestGateway } from './payments/test-gateway';
import { registerCheckoutRoutes } from './checkout/checkout-routes';

/** Every Cart and order call (spec section 7): cart, discounts, installments, delivery, checkout, orders, payments. */
export function registerShopRoutes(app: FastifyInstance): void {
  const secret = paymentGatewaySecret(app.config);
  const gateway = new TestGateway(app, secret);
  registerCartRoutes(app);
  registerDiscountRoutes(app);
  registerInstallmentRoutes(app);
  registerDeliveryRoutes(app);
  registerCheckoutRoutes(app);
  registerOrderRoutes(app, gateway, new TestInstallmentProvider());
  registerPaymentRoutes(app, gateway, secret);
  registerInstallmentOverviewRoutes(app);
}
