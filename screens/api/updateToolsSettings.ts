import * as v from 'valibot';
import type { ApiContextValue } from './ApiContext';
import { flag } from './lenient';

/** The fundraising-tools extension (docs/fundraising-tools.md): the fundraiser's own switches. */
export const UPDATE_FUNDRAISER_TOOLS_SETTINGS = 'update-fundraiser-tools-settings';

export interface ToolsSettings {
  notify_of_donations: boolean;
  show_milestones: boolean;
}

// An empty 200 body (checked as {}) counts as "saved as sent".
const settingsAnswerSchema = v.looseObject({
  data: v.optional(v.object({ notify_of_donations: v.optional(flag), show_milestones: v.optional(flag) }), {}),
});

/**
 * Saves the fields given (either may be left out) and answers the settings as the host now holds them; a field
 * the host leaves out of its answer keeps the value sent.
 */
export async function updateToolsSettings(
  { client, campaignId }: ApiContextValue,
  changes: Partial<ToolsSettings>,
): Promise<Partial<ToolsSettings>> {
  const response = await client.request(UPDATE_FUNDRAISER_TOOLS_SETTINGS, {
    method: 'POST',
    body: { campaignId, ...changes },
    schema: settingsAnswerSchema,
  });
  const saved: Partial<ToolsSettings> = { ...changes };
  if (response.data.notify_of_donations !== undefined) saved.notify_of_donations = response.data.notify_of_donations;
  if (response.data.show_milestones !== undefined) saved.show_milestones = response.data.show_milestones;
  return saved;
}
