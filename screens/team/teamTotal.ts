/**
 * The host's team-total rule (host/README.md, "Rules"): gifts on the team page plus every current member's
 * total. The team page shows the split so the member cards and the total can be reconciled by a visitor.
 * Returns what was given on the team page itself (never below 0, so a stale total never shows a negative).
 */
export function givenToTeamPage(teamTotal: number, memberAmounts: readonly number[]): number {
  const members = memberAmounts.reduce((sum, amount) => sum + (Number.isFinite(amount) ? amount : 0), 0);
  return Math.max(0, Math.round((teamTotal - members) * 100) / 100);
}
