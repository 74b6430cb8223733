import { useApi, type ApiContextValue } from './ApiContext';
import { userInfoSchema, type UserInfo } from './entities';
import { readEnvelope } from './envelope';
import { GET_USER_INFO, userInfoKey } from './readKeys';
import { useRead, type ReadOptions } from './useRead';

const schema = readEnvelope(userInfoSchema);

export async function fetchUserInfo({ client, campaignId }: ApiContextValue): Promise<UserInfo> {
  const response = await client.request(GET_USER_INFO, { query: { campaignId }, schema });
  return response.data;
}

/** The logged-in user's name and email, to prefill forms. Only for a logged-in user without a profile: pass `enabled`. */
export function useUserInfo(enabled: boolean, options?: ReadOptions<UserInfo>) {
  const { campaignId } = useApi();
  return useRead(enabled ? userInfoKey(campaignId) : null, fetchUserInfo, options);
}
