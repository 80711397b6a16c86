import { startFakeMvola } from './fake-mvola';
import { startFakeOrangeMoney } from './fake-orange-money';

/** Fake MVola and Orange Money on 127.0.0.1, and the environment that points a server at them. */
export async function startFakeProviders() {
  const mvola = await startFakeMvola();
  const orange = await startFakeOrangeMoney();
  return {
    mvola,
    orange,
    env: {
      MVOLA_BASE_URL: mvola.config.baseUrl,
      MVOLA_CONSUMER_KEY: mvola.config.consumerKey,
      MVOLA_CONSUMER_SECRET: mvola.config.consumerSecret,
      MVOLA_MERCHANT_NUMBER: mvola.config.merchantNumber,
      ORANGE_MONEY_BASE_URL: orange.config.baseUrl,
      ORANGE_MONEY_PATH: orange.config.path,
      ORANGE_MONEY_CLIENT_ID: orange.config.clientId,
      ORANGE_MONEY_CLIENT_SECRET: orange.config.clientSecret,
      ORANGE_MONEY_MERCHANT_KEY: orange.config.merchantKey,
    },
    async close() {
      await mvola.close();
      await orange.close();
    },
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
