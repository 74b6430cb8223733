/** Failure injection for API calls (test hooks only): issue 6's failure modes, per call name or '*'. */
export const FAULT_MODES = ['error500', 'nonce403', 'malformed', 'html', 'drop', 'slow'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  mode: FaultMode;
  /** How many more calls fail; Infinity until cleared. */
  remaining: number;
  /** For 'slow': delay before the normal answer. */
  delayMs: number;
}

export class FaultTable {
  private readonly faults = new Map<string, Fault>();

  set(name: string, fault: Fault): void {
    this.faults.set(name, fault);
  }

  clear(): void {
    this.faults.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }

  /** The fault to apply to this call, counting it down. */
  take(name: string): Fault | null {
    const key = this.faults.has(name) ? name : this.faults.has('*') ? '*' : null;
    if (key === null) return null;
    const fault = this.faults.get(key);
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(key);
    return fault;
  }
}
