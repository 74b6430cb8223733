// The one debounce lives in the design system (its SearchField uses it); screens keep importing it from here.
export { debounce, type Debounced } from '../../design-system';
