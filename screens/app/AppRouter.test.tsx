import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserAppRouter } from './AppRouter';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('BrowserAppRouter', () => {
  it('routes the browser’s address below the campaign’s base path', () => {
    window.history.replaceState(null, '', '/campaigns/run/team-leaderboard/');
    render(
      <BrowserAppRouter basename="/campaigns/run">
        <Routes>
          <Route path="/" element={<h1>Campaign home</h1>} />
          <Route path="/team-leaderboard/" element={<h1>Team leaderboard</h1>} />
        </Routes>
      </BrowserAppRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Team leaderboard' })).toBeInTheDocument();
  });
});
