/**
 * Type-to-confirm (contract §1: delete is enabled only after typing the exact name). Exact and case-sensitive;
 * only spaces around the typed text are forgiven, since a pasted name often brings one along.
 */
export function phraseMatches(typed: string, phrase: string): boolean {
  return typed.trim() === phrase.trim() && phrase.trim() !== '';
}
