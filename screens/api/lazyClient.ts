import type * as v from 'valibot';
import { buildApiUrl, type Query } from './apiUrl';
import type { ApiClient, ApiClientOptions, DownloadOptions, RequestOptions } from './client';
import { ApiError, messages } from './errors';

/**
 * The API client, fetched with the first request. The app shell hands pages a client at start-up, but the
 * campaign home's first screen makes no request: its code (fetch, error reading, schema checks) waits until a
 * page needs it. A failure to load the code rejects that request as a network failure, and the next request
 * tries again.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () =>
    (client ??= import('./client').then(
      (module) => module.createApiClient(options),
      () => {
        client = undefined;
        throw new ApiError('network', messages.network());
      },
    ));
  return {
    request<TSchema extends v.GenericSchema>(name: string, requestOptions: RequestOptions<TSchema>) {
      return load().then((real) => real.request(name, requestOptions));
    },
    download: (name: string, downloadOptions?: DownloadOptions) =>
      load().then((real) => real.download(name, downloadOptions)),
    url: (name: string, query?: Query) => buildApiUrl(options.apiRoot, name, query),
  };
}
