import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from './ApiContext';
import { isApiError } from './errors';
import { recordFundraiserShare } from './recordFundraiserShare';
import { fakeFetch, jsonResponse, testClient } from './testing/fakeFetch';

function apiAnswering(body: unknown, status = 200) {
  const fetchImpl = fakeFetch({ 'record-fundraiser-share': () => jsonResponse(body, status) });
  const api: ApiContextValue = { client: testClient(fetchImpl), campaignId: 7 };
  const sent = () => {
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    return { method: init?.method, json: JSON.parse(String(init?.body)) as unknown };
  };
  return { api, sent };
}

describe('recordFundraiserShare', () => {
  it('posts the campaign and the channel as JSON, and answers the new count (numeric text too)', async () => {
    const { api, sent } = apiAnswering({ data: { shares_count: '4' } });
    await expect(recordFundraiserShare(api, 'whatsapp')).resolves.toBe(4);
    expect(sent()).toEqual({ method: 'POST', json: { campaignId: 7, channel: 'whatsapp' } });
  });

  it('takes an empty body as recorded, count unknown', async () => {
    const { api } = apiAnswering(null);
    await expect(recordFundraiserShare(api, 'copy')).resolves.toBeNull();
  });

  it("rejects with the server's message (429)", async () => {
    const { api } = apiAnswering({ code: 'too_many_shares', message: 'Slow down.', data: { status: 429 } }, 429);
    const error: unknown = await recordFundraiserShare(api, 'x').catch((caught: unknown) => caught);
    expect(isApiError(error) && error.message).toBe('Slow down.');
  });
});
