import { __, bootstrap } from './app/bootstrap';

bootstrap(() => import('./app/start'), 'p2p-app', __('The fundraising page could not load. Please reload the page.'));
