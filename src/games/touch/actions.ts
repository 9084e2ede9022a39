/**
 * The actions of A Touch of Evil. Every action is a small object with a unique key;
 * numbers are board spaces, Elder positions, carried-card positions or card instances
 * as the type says.
 */
export type TouchAction =
  | { key: string; type: 'roll' }
  | { key: string; type: 'step'; space: number }
  | { key: string; type: 'stop' }
  | { key: string; type: 'free-event' }
  | { key: string; type: 'encounter' }
  | { key: string; type: 'collect' }
  | { key: string; type: 'heal'; amount: number }
  | { key: string; type: 'look'; elder: number }
  | { key: string; type: 'buy-lair' }
  | { key: string; type: 'showdown' }
  | { key: string; type: 'buy'; item: number }
  | { key: string; type: 'play'; card: number }
  /** Play nothing in an Event window. */
  | { key: string; type: 'pass' }
  | { key: string; type: 'end' }
  | { key: string; type: 'fight' }
  | { key: string; type: 'escape'; space: number }
  | { key: string; type: 'defeat'; position: number }
  | { key: string; type: 'option'; index: number }
  | { key: string; type: 'keep'; card: number }
  | { key: string; type: 'peek'; elder: number }
  /** -1: keep every Secret. */
  | { key: string; type: 'replace'; position: number }
  | { key: string; type: 'discard'; position: number }
  /** -1: one Investigation. */
  | { key: string; type: 'lose'; position: number }
  | { key: string; type: 'lair'; card: number }
  /** -1: the Hunting Party is complete. */
  | { key: string; type: 'party'; elder: number };
