import { useId, useState } from 'react';
import { __, Button, Heading, Stack } from '../../design-system';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { isBlankHtml, sanitizeHtml, splitAtMore } from '../shared/sanitizeHtml';

/**
 * 'About this Campaign': the long description, collapsed at WordPress's `<!--more-->` marker until Read More.
 * Shown only when the description has visible text.
 */
export function AboutCampaign({ longDesc }: { longDesc: string }) {
  const headingId = useId();
  const restId = useId();
  const [expanded, setExpanded] = useState(false);
  if (isBlankHtml(sanitizeHtml(longDesc))) return null;
  const split = splitAtMore(longDesc);
  const rest = split.rest !== null && !isBlankHtml(sanitizeHtml(split.rest)) ? split.rest : null;
  const excerpt = split.excerpt;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} id={headingId}>
          {__('About this Campaign')}
        </Heading>
        <SanitizedHtml html={excerpt} />
        {rest !== null ? (
          <>
            <SanitizedHtml id={restId} html={rest} hidden={!expanded} />
            <div>
              <Button
                color="outline"
                size="small"
                aria-expanded={expanded}
                aria-controls={restId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? __('Read Less') : __('Read More')}
              </Button>
            </div>
          </>
        ) : null}
      </Stack>
    </section>
  );
}
