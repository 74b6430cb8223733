import type { ReactNode } from 'react';
import { Heading, Inline, Stack } from '../../../design-system';
import { useAdmin } from './AdminContext';
import { AdminFlashNotice } from './AdminFlashNotice';
import { adminPage, formWidth } from './AdminPage.css';

export interface AdminPageProps {
  title: ReactNode;
  /** Buttons or links at the end of the title row ("Create Campaign", "Create a team"). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Lists use the whole width; forms and wizard steps keep a readable line length (default 'wide'). */
  width?: 'wide' | 'form';
}

/**
 * The frame of every admin screen: its title and header actions, then the flash message, then the content.
 * On the campaign list the title is the page's h1; the edit-campaign pages print their own h1 ("Edit campaign:
 * …") above the mount, so the teams and fundraisers screens title themselves one level down.
 */
export function AdminPage({ title, actions, children, width = 'wide' }: AdminPageProps) {
  const { screen } = useAdmin();
  const level = screen === 'campaigns' ? 1 : 2;
  return (
    <Stack as="section" gap="lg" className={width === 'form' ? `${adminPage} ${formWidth}` : adminPage}>
      <Inline gap="md" justify="between">
        <Heading level={level} size={level === 1 ? 'xxl' : 'xl'}>
          {title}
        </Heading>
        {actions ? <Inline gap="sm">{actions}</Inline> : null}
      </Inline>
      <AdminFlashNotice />
      {children}
    </Stack>
  );
}
