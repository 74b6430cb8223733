import { __, sprintf } from '../../../design-system';

/** The texts a fundraiser can edit before sending: one per field of the ask kit. */
export const ASK_FIELDS = ['emailSubject', 'emailBody', 'text', 'social'] as const;
export type AskField = (typeof ASK_FIELDS)[number];
export type AskTexts = Record<AskField, string>;

export interface AskFacts {
  /** The fundraiser's public page (absolute). */
  url: string;
  /** The goal, already formatted in the site's currency; '' when the page has no goal. */
  goal: string;
  /** The campaign's title ('Run for Clean Water'). */
  campaign: string;
  /** The fundraiser's own name, to sign the email. */
  name: string;
}

/**
 * The suggested asks, translated, with the page link, the goal and the campaign filled in. Plain text: they go
 * into text areas, mail and message links, never into HTML. A page without a goal gets sentences without one.
 * Called at render (the strings need the loaded locale).
 */
export function askTemplates({ url, goal, campaign, name }: AskFacts): AskTexts {
  const withGoal = goal !== '';
  const emailBody = withGoal
    ? sprintf(
        /* translators: 1: the fundraiser's goal with its currency, 2: campaign title, 3: link to the fundraiser's page, 4: the fundraiser's name. Keep the line breaks (\n). */
        __(
          "Hi,\n\nI'm raising %1$s for %2$s, and I'd love your help. Every gift counts, whatever its size.\n\nYou can give on my page: %3$s\n\nThank you!\n%4$s",
        ),
        goal,
        campaign,
        url,
        name,
      )
    : sprintf(
        /* translators: 1: campaign title, 2: link to the fundraiser's page, 3: the fundraiser's name. Keep the line breaks (\n). */
        __(
          "Hi,\n\nI'm fundraising for %1$s, and I'd love your help. Every gift counts, whatever its size.\n\nYou can give on my page: %2$s\n\nThank you!\n%3$s",
        ),
        campaign,
        url,
        name,
      );
  const text = withGoal
    ? sprintf(
        /* translators: 1: the fundraiser's goal with its currency, 2: campaign title, 3: link to the fundraiser's page. A text message: keep it short. */
        __("I'm raising %1$s for %2$s. Would you chip in? %3$s"),
        goal,
        campaign,
        url,
      )
    : sprintf(
        /* translators: 1: campaign title, 2: link to the fundraiser's page. A text message: keep it short. */
        __("I'm fundraising for %1$s. Would you chip in? %2$s"),
        campaign,
        url,
      );
  const social = withGoal
    ? sprintf(
        /* translators: 1: campaign title, 2: the fundraiser's goal with its currency, 3: link to the fundraiser's page. A social media post. */
        __("I'm fundraising for %1$s! Help me reach my goal of %2$s: %3$s"),
        campaign,
        goal,
        url,
      )
    : sprintf(
        /* translators: 1: campaign title, 2: link to the fundraiser's page. A social media post. */
        __("I'm fundraising for %1$s! Help me get there: %2$s"),
        campaign,
        url,
      );
  return {
    emailSubject: sprintf(/* translators: %s: campaign title */ __('Will you support me in %s?'), campaign),
    emailBody,
    text,
    social,
  };
}
