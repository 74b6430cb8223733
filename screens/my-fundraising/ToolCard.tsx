import { useId, type ReactNode } from 'react';
import { Card, Heading, Stack } from '../../design-system';

/** One of the dashboard's cards: a section named by its level-2 heading, its content spaced under it. */
export function ToolCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="lg" id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
