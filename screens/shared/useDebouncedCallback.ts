// Lives in the design system (its SearchField uses it); screens keep importing it from here.
export { useDebouncedCallback } from '../../design-system';
