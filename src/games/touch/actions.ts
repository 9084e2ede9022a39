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
  /** `on`: the Hero the Event acts on, when not the player's own (Cooperative play). */
  | { key: string; type: 'play'; card: number; on?: number }
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
  /** Over the carrying limit: give this card (by position) to another Hero in the space instead of discarding it. */
  | { key: string; type: 'hand-on'; position: number; hero: number }
  /** -1: one Investigation. */
  | { key: string; type: 'lose'; position: number }
  | { key: string; type: 'lair'; card: number }
  /** -1: the Hunting Party is complete. */
  | { key: string; type: 'party'; elder: number }
  /** -1: no Accusation. */
  | { key: string; type: 'accuse'; elder: number }
  /** A Hero's pick for a tie the First Player breaks, or the space a Hero is pushed to. */
  | { key: string; type: 'first'; hero: number }
  | { key: string; type: 'hound'; space: number }
  | { key: string; type: 'push'; space: number }
  /** Selfless Martyr: the Elder takes the round's Wounds, or not. */
  | { key: string; type: 'martyr'; accept: boolean }
  /** Pay the Lair card's cost and join an ally's Showdown, or not. */
  | { key: string; type: 'join'; accept: boolean }
  /** Give a carried card (by position) to another Hero in the space. */
  | { key: string; type: 'give'; position: number; hero: number }
  /** Accept a card offered, or pay to hold back the Darkness, or not. */
  | { key: string; type: 'gift'; accept: boolean }
  | { key: string; type: 'hold-back'; accept: boolean }
  /** The Heroes take the chart's Wounds to keep the Shadow Track where it is, or not. */
  | { key: string; type: 'shield'; accept: boolean }
  /** The Showdown Chart: take the Wounds (or the Showdown is canceled); follow or join the Showdown. */
  | { key: string; type: 'confront'; accept: boolean }
  | { key: string; type: 'chase'; accept: boolean }
  /** In a Showdown, before rolling: one more Fight Die at this Evil Elder. */
  | { key: string; type: 'aim'; elder: number }
  /** The First Player's pick: an Elder among those tied, or the next start-of-Mystery-Phase job. */
  | { key: string; type: 'elder'; elder: number }
  | { key: string; type: 'order'; index: number }
  /** Possessed by Madness: the Fight Dice to roll. */
  | { key: string; type: 'dice'; count: number }
  /** Before a Fight Round: this Elder's Resolve token is discarded for +2 Fight Dice. */
  | { key: string; type: 'resolve'; elder: number }
  /** In a Showdown, between rounds: this Elder goes back to Town. */
  | { key: string; type: 'send'; elder: number }
  /** A Showdown fought together, regrouping: this Elder (-1: the Militia) stands with this Hero (-1: done). */
  | { key: string; type: 'assign'; elder: number; hero: number }
  /** Regrouping: a Hero present hands a carried card (by position) to another. */
  | { key: string; type: 'hand'; from: number; position: number; hero: number }
  /** Healing between Showdown Fight Rounds: whom it heals (-1: the Hero; else an Elder of its Hunting Party). */
  | { key: string; type: 'heal-whom'; elder: number }
  /** Between Showdown Fight Rounds: pay the Heal Action's cost for one Wound of an Elder of the Hunting Party. */
  | { key: string; type: 'heal-elder'; elder: number }
  /** A card's prevention in a Showdown round: shield this hit Elder (-1: the rest shields the Hero). */
  | { key: string; type: 'protect'; elder: number };
