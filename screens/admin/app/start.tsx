import { __ } from '../../../design-system';
import { toIntlLocale } from '../../app/hostConfig';
import { startApp } from '../../app/startApp';
import { AdminApp } from './AdminApp';
import { ADMIN_MOUNT_ID, readAdminHostData } from './readAdminHostData';

startApp({
  mountId: ADMIN_MOUNT_ID,
  read: readAdminHostData,
  numberLocale: (data) => toIntlLocale(data.config.locale),
  render: (data) => <AdminApp admin={data} />,
  couldNotStart: () => __('The peer-to-peer admin screen could not start.'),
});
