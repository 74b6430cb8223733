import { afterEach, beforeEach, vi } from 'vitest';
import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';
import { demoAuth } from '../../app/testing/demoData';
import { hostDataFixture } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { DASHBOARD_NOW, dashboardAnswer } from './dashboardAnswer';
import { dashboardServer } from './dashboardServer';

/**
 * Call at the top of a dashboard test file: the clock stands at DASHBOARD_NOW (Date only, so timers and promises
 * run as usual) and dismissed tips are forgotten between tests.
 */
export function fixDashboardClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DASHBOARD_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });
}

/** The whole app at /my-fundraising/ as the demo fundraiser, against a fake host holding `answer`. */
export function renderDashboard(
  answer: FundraiserDashboard = dashboardAnswer(),
  {
    features = ['fundraiser-tools'],
    prepare,
  }: { features?: string[]; prepare?: (server: ReturnType<typeof dashboardServer>) => void } = {},
) {
  const server = dashboardServer(answer);
  // Before the render: the page's first read starts within it.
  prepare?.(server);
  const config = { ...hostDataFixture().config, features };
  const view = renderApp('/my-fundraising/', { auth: demoAuth.fundraiser, config }, server.fetch);
  return { ...view, server };
}
