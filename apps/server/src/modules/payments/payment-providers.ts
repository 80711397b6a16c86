import type { OnlinePaymentMethod } from '@madabook/contracts';
import type { AppConfig } from '../../config';
import { createMvolaProvider } from './providers/mvola';
import { createOrangeMoneyProvider } from './providers/orange-money';
import type { PaymentProvider } from './providers/payment-provider';

/** The online methods whose credentials are set, as the public configuration tells the app. */
export function onlineMethodsOf(config: AppConfig['payments']): OnlinePaymentMethod[] {
  return [
    ...(config.mvola ? (['MVOLA'] as const) : []),
    ...(config.orangeMoney ? (['ORANGE_MONEY'] as const) : []),
  ];
}

/** The providers of the online methods whose credentials are set; paying at the property needs none. */
export function paymentProvidersOf(config: AppConfig['payments']): PaymentProvider[] {
  const timeoutMs = config.providerTimeoutMs;
  return [
    ...(config.mvola ? [createMvolaProvider({ ...config.mvola, timeoutMs })] : []),
    ...(config.orangeMoney ? [createOrangeMoneyProvider({ ...config.orangeMoney, timeoutMs })] : []),
  ];
}
