import { __ } from '../../design-system';
import { App } from './App';
import { readHostData } from './hostData';
import { routerBasename } from './paths';
import { preloadPage } from './routes';
import { startApp } from './startApp';

startApp({
  mountId: 'p2p-app',
  read: readHostData,
  numberLocale: (data) => data.config.intlLocale,
  render: (data) => <App hostData={data} />,
  beforeRender: (data) => preloadPage(window.location.pathname, routerBasename(data.campaign.base_url), data.auth),
  couldNotStart: () => __('The fundraising page could not start.'),
});
