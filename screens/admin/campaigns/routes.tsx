import { lazy } from 'react';
import type { AdminRoute } from '../app/adminRoute';

const CampaignsScreen = lazy(() => import('./CampaignsScreen'));

export const campaignRoutes: readonly AdminRoute[] = [{ path: '/', element: () => <CampaignsScreen /> }];
