import * as demo from '../../app/testing/demoData';

/** A fundraiser's public page as the host boots it (the demo fundraiser, their stats and gifts), for its stories. */
export const fundraiserPageData = (
  fundraiser = demo.demoFundraiser,
  auth: (typeof demo.demoAuth)[keyof typeof demo.demoAuth] = demo.demoAuth.visitor,
) => demo.demoHostData({ fundraiser, auth, fundraiserStats: demo.demoFundraiserStats, donations: demo.demoDonations });

/** The page's one call: its top donors. */
export const fundraiserPageAnswers = { 'get-fundraiser-top-donors': { body: { data: demo.demoTopDonors } } };
