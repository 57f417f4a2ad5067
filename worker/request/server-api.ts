// The Api of a server render: the domain services called in-process with the request's
// context. No request re-enters the worker: the middleware ran once, the market was resolved
// once, and answers are objects, never JSON. The shopper's own calls (cart, checkout, newsletter,
// market switch) are the browser's alone: here they refuse. Failures become the ApiError a browser call would
// have seen (status, code, message), so loaders branch the same way on both sides.
import { ApiError } from '../../contract/api-error';
import { toAppError } from '../errors';
import { UpstreamError } from '../upstreams/errors';
import * as catalogue from '../catalogue/service';
import * as content from '../content/service';
import { segments } from '../content/segment-queries';
import type { ServiceContext } from './context';
import type { Api, CatalogueApi, ContentApi } from '../../contract/api';

/**
 * A server render may be cached and served to everyone (decision 024): it never reads a
 * shopper's cart, checkout, sign-up or geo country. The browser makes those calls after hydration.
 */
const shopperOnly = () =>
  Promise.reject(new ApiError(500, 'internal_error', 'A server render never calls the cart, checkout, newsletter or market switch'));

export function createServerApi(ctx: ServiceContext): Api {
  /** One service function bound to the context, its failures as ApiError (5xx logged here, as /api's onError would). */
  const bind =
    <A extends unknown[], R>(fn: (ctx: ServiceContext, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(ctx, ...args);
      } catch (error) {
        const appError = toAppError(error);
        if (appError.status >= 500) {
          const upstream = appError.cause instanceof UpstreamError ? appError.cause : undefined;
          ctx.log('error', appError.message, {
            code: appError.code,
            status: appError.status,
            ...(upstream ? { port: upstream.port, upstreamCode: upstream.code, upstreamStatus: upstream.status } : {}),
            cause: String(upstream ? upstream.message : error instanceof Error ? (error.stack ?? error) : error),
          });
        }
        throw new ApiError(appError.status, appError.code, appError.message);
      }
    };
  const contentApi: ContentApi = {
    layout: bind(content.layout),
    story: bind(content.story),
    optionalStory: bind(content.optionalStory),
    productEnhanced: bind(content.productEnhanced),
    sharedContent: bind(content.sharedContent),
    translations: bind(content.translations),
    constants: bind(content.constants),
    categories: bind(content.categories),
    segments: bind(segments),
  };
  const catalogueApi: CatalogueApi = {
    listing: bind(catalogue.listing),
    search: bind(catalogue.search),
    suggest: bind(catalogue.suggest),
    product: bind(catalogue.product),
    carousels: bind(catalogue.carousels),
  };
  return {
    content: contentApi,
    catalogue: catalogueApi,
    cart: {
      get: shopperOnly,
      update: shopperOnly,
      create: shopperOnly,
      adopt: shopperOnly,
      remove: shopperOnly,
      shippingMethods: shopperOnly,
      recommendations: shopperOnly,
    },
    checkout: {
      paymentMethods: shopperOnly,
      createOrderSession: shopperOnly,
      selectPaymentMethod: shopperOnly,
      pay: shopperOnly,
      paymentDetails: shopperOnly,
      paypalUpdateOrder: shopperOnly,
      confirmation: shopperOnly,
    },
    newsletter: { subscribe: shopperOnly },
    market: { countryCode: shopperOnly, geoCountry: shopperOnly },
  };
}
