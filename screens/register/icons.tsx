import type { ReactElement } from 'react';
import { LineIcon } from '../../design-system';
import type { RegisterOption } from './options';

// Line drawings on a 24-unit grid, in currentColor (LinkCard colours them from the campaign). Decorative:
// LinkCard hides them from screen readers, the title says the same.
const DRAWINGS: Record<RegisterOption['id'], ReactElement> = {
  // Several people: a team that already exists.
  team: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.7 3.2-6 6.5-6s5.9 2.3 6.5 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2c2.9-.4 5 1.6 5.5 4.8" />
    </>
  ),
  // One person with a heart: fundraising on your own.
  individual: (
    <>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 20c.6-3.7 3.2-6 6.5-6 1.3 0 2.5.4 3.5 1" />
      <path d="M18 21s-3.5-2.1-3.5-4.4a1.8 1.8 0 0 1 3.5-.7 1.8 1.8 0 0 1 3.5.7C21.5 18.9 18 21 18 21Z" />
    </>
  ),
  // A flag: starting and leading a new team.
  captain: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" />
    </>
  ),
};

/** The picture for one way to start fundraising. */
export function RegisterOptionIcon({ id }: { id: RegisterOption['id'] }) {
  return <LineIcon weight={1.8}>{DRAWINGS[id]}</LineIcon>;
}
