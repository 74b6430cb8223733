import { __, bootstrap } from '../app/bootstrap';

// The mount id is written out, not imported: anything this file imports must stay out of the chunks (bootstrap.ts).
bootstrap(
  () => import('./app/start'),
  'give-p2p-campaigns-app',
  __('The peer-to-peer admin screen could not load. Please reload the page.'),
);
