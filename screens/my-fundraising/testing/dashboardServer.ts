import { vi } from 'vitest';
import { jsonResponse } from '../../api/testing/fakeFetch';
import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';

/** A refusal as WordPress sends it. */
export function restError(status: number, code: string, message: string) {
  return { status, body: { code, message, data: { status } } };
}

type Answer = { status: number; body: unknown };

/**
 * A fake host for the dashboard's calls that remembers what the writes change (a thanked gift, the goal, the
 * settings), so the read after a write answers what the host would. `refuse` makes the next call of a name fail.
 */
export function dashboardServer(initial: FundraiserDashboard) {
  let state = structuredClone(initial);
  const refusals = new Map<string, Answer>();
  const sent: Array<{ name: string; body: unknown }> = [];

  const handle = (name: string, body: unknown): Answer => {
    const refusal = refusals.get(name);
    if (refusal) {
      refusals.delete(name);
      return refusal;
    }
    switch (name) {
      case 'get-fundraiser-dashboard':
        return { status: 200, body: { data: state } };
      case 'thank-donor': {
        const { donationId, markOnly } = body as { donationId: number; markOnly?: boolean };
        state = {
          ...state,
          donations: state.donations.map((gift) => (gift.id === donationId ? { ...gift, thanked: true } : gift)),
        };
        return { status: 200, body: { data: { thanked: true, emailed: markOnly !== true } } };
      }
      case 'update-fundraiser-profile': {
        const goal = Number((body as FormData).get('goal'));
        state = { ...state, fundraiser: { ...state.fundraiser, goal } };
        return { status: 200, body: { fundraiserId: state.fundraiser.id } };
      }
      case 'update-fundraiser-tools-settings': {
        const { campaignId: _campaign, ...changes } = body as Record<string, boolean>;
        state = { ...state, settings: { ...state.settings, ...changes } };
        return { status: 200, body: { data: state.settings } };
      }
      default:
        throw new Error(`Unexpected call: ${name}`);
    }
  };

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = new URL(String(input)).pathname.split('/').at(-1) ?? '';
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    sent.push({ name, body });
    const { status, body: answer } = handle(name, body);
    return jsonResponse(answer, status);
  });

  return {
    fetch,
    /** The bodies sent to one call, in order (JSON parsed; FormData as is). */
    sentTo: (name: string) => sent.filter((call) => call.name === name).map((call) => call.body),
    refuse: (name: string, answer: Answer) => refusals.set(name, answer),
  };
}
