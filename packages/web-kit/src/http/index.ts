export {
  ApiError,
  createApiClient,
  type ApiClient,
  type ApiClientEnv,
  type CallInput,
  type Refusal,
  type RefusalAction,
  type RequestOptions,
  type SentIdentity,
} from './client';
export type { Endpoint, EndpointInput, EndpointValue, HttpMethod, Route } from './endpoint';
export { fillPath, withQuery, type Query, type QueryValue } from './url';
