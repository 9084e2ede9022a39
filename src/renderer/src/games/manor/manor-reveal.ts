/**
 * The reveal, as the table shows it: every card placed this round in the order
 * the rules resolve them (`view.order`), who shares a card (and so gained a
 * madness token), and how far the round has got. In the 2-player game Lovecraft's
 * turn follows the players'.
 */
import { actionDef } from '../../../../games/manor/content';
import type { ActionId, ManorView } from '../../../../games/manor/types';

export type TurnStatus = 'done' | 'now' | 'next';

export interface RevealRow {
  player: number;
  name: string;
  /** The card played; null for Lovecraft's turn in the 2-player game. */
  card: ActionId | null;
  /** "Pilfer (1)", or what Lovecraft does. */
  words: string;
  /** The other players who chose the same card. */
  sharedWith: string[];
  status: TurnStatus;
}

/** Steps still queued that belong to a turn already begun (its abilities, a steal, a relic's icons). */
const TURN_STEPS = new Set(['effect', 'room-steal', 'awakening', 'madness-icon', 'special', 'solo-room']);

export function revealRows(view: ManorView): RevealRow[] {
  if (view.phase !== 'resolve' || view.order.length === 0) return [];
  const pending = new Set(view.tasks.flatMap((t) => (t.k === 'turn' ? [t.player] : [])));
  const lovecraftPending = view.tasks.some((t) => t.k === 'lovecraft');
  const lovecraft = view.players.find((p) => p.kind === 'lovecraft' && view.config.players === 2);
  // A turn is under way while one of its steps is queued or a question is open.
  const busy = view.prompt !== null || view.tasks.some((t) => TURN_STEPS.has(t.k));
  const turns: { player: number; card: ActionId | null; pending: boolean }[] = view.order.map((o) => ({
    ...o,
    pending: pending.has(o.player),
  }));
  if (lovecraft) turns.push({ player: lovecraft.index, card: null, pending: lovecraftPending });
  const begun = turns.filter((t) => !t.pending);
  const current = busy ? begun[begun.length - 1] : undefined;
  return turns.map((turn) => {
    const name = view.players[turn.player]?.name ?? `Player ${turn.player + 1}`;
    const sharedWith =
      turn.card === null
        ? []
        : view.order
            .filter((o) => o.card === turn.card && o.player !== turn.player)
            .map((o) => view.players[o.player]?.name ?? '');
    const words =
      turn.card === null
        ? 'steals from a room the Lantern holder chooses'
        : `${actionDef(turn.card).name} (${actionDef(turn.card).initiative})`;
    const status: TurnStatus = turn.pending ? 'next' : turn === current ? 'now' : 'done';
    return { player: turn.player, name, card: turn.card, words, sharedWith, status };
  });
}
