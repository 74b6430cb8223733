import { __ } from '../../design-system';
import { App } from './App';
import { readHostData } from './hostData';
import { startApp } from './startApp';

startApp({
  mountId: 'p2p-app',
  read: readHostData,
  numberLocale: (data) => data.config.intlLocale,
  render: (data) => <App hostData={data} />,
  couldNotStart: () => __('The fundraising page could not start.'),
});
