import { AppError } from '../app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The development provider: no money moves. The checkout is our own confirmation page
 * (/{lang}/vip/pay?order=…), where the member confirms or declines; confirming completes the order as a
 * provider's confirmation would. In production it refuses unless the server runs as a demo
 * (SMS_DEV_IN_PRODUCTION, which `npm start` sets): otherwise anyone could make themselves VIP.
 */
export function developmentPayments(opts: { production: boolean; demo: boolean }): PaymentProvider {
  const allowed = () => {
    if (opts.production && !opts.demo) throw new AppError('orders.devRefused', 503);
  };
  return {
    id: 'dev',
    async startCheckout(order, ctx) {
      allowed();
      return { checkoutRef: `dev_${order.id}`, redirectUrl: ctx.confirmUrl };
    },
    async refund() {
      allowed();
      return {};
    },
  };
}

/** Whether the development provider may complete orders here (the confirmation page asks). */
export function devPaymentsAllowed(opts: { production: boolean; demo: boolean }): boolean {
  return !opts.production || opts.demo;
}
