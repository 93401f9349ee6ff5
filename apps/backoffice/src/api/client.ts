import { errorCodes } from '@croupier/contract';
import { createApiClient } from '@croupier/web-kit/http';
import { consoleSession } from './console-session';
import { merchantChoice } from './merchant-choice';

export { ApiError, fillPath as pathOf, type RequestOptions } from '@croupier/web-kit/http';

/**
 * The console's client of the kit: `Merchant` the chosen merchant, `Language`, and
 * `Authorization` the raw console token. A remembered merchant that no longer exists is
 * forgotten and the call asked again for the default one; a token the server no longer
 * knows (idle, 12 hours, signed out elsewhere) ends the session, and the console shows the
 * sign-in with "your session ended".
 */
export const consoleApi = createApiClient({
  language: () => 'en',
  merchant: () => merchantChoice.get(),
  token: () => consoleSession.token(),
  onRefusal: ({ status, envelope, sent }) => {
    const unknownMerchant = errorCodes.unknownMerchant;
    if (
      sent.merchant &&
      status === unknownMerchant.status &&
      envelope?.errorCode === unknownMerchant.code
    ) {
      if (merchantChoice.get() === sent.merchant) merchantChoice.clear();
      return 'retry';
    }
    // Only the token that was refused: an answer arriving after a new sign-in keeps it.
    if (status === 401 && sent.token && consoleSession.token() === sent.token) {
      consoleSession.end('expired');
    }
  },
});

/** Lets the app (current language) and tests (a fake fetch) plug in what the client reads. */
export const configureApiClient = consoleApi.configure;
export const apiRequest = consoleApi.request;
export const apiFile = consoleApi.file;
