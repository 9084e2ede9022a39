/**
 * "Why not?" while a Manor seat answers a question: the answers a player looks for that the
 * question does not offer, each with the rule in words. Read from the seat's own view only
 * (the open question and everything it names are public). Each item carries the key the move
 * would have, so tests can check that it is indeed not legal.
 */
import type { Unavailable } from '../../engine';
import { actionDef, cardOf, godDef } from './content';
import type { Colour, ManorView, PlayEffect, PlayerView, Prompt, RoomId } from './types';
import { actionName, capitalised, cardName, roomName, tokens } from './words';

/** An unavailable move and the key the action would have if it were legal. */
export interface WhyNotMove {
  key: string;
  item: Unavailable;
}

/** The key of a refusal no question offers ("steal nothing", "keep my card"): never a legal key. */
export const DECLINE_KEY = 'decline';

function joinOr(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

function nameOf(view: ManorView, player: number): string {
  return capitalised(view.players[player]?.name ?? `Player ${player + 1}`);
}

/** What asks: the relic whose ability it is, or the action card the player revealed. */
function sourceName(view: ManorView, prompt: Prompt): string {
  if (prompt.card !== null) return cardName(prompt.card);
  const card = view.players[prompt.player]?.selected;
  return card ? actionName(card) : 'The ability';
}

/** "Dagon", as the god row names the face. */
function godLabel(view: ManorView, colour: Colour): string {
  const god = view.gods.find((g) => g.colour === colour);
  return god ? godDef(god.face).name : `the ${colour} elder god`;
}

/**
 * A room ability: "steal a relic from one of the rooms … if possible" — only the card's rooms,
 * and the Vault "regardless of which action card you choose"; and the steal is not optional.
 */
function stealRoom(view: ManorView, prompt: Prompt): WhyNotMove[] {
  const card = view.players[prompt.player]?.selected;
  // A relic's "steal from any room" offers every room that holds a relic: nothing is missing.
  if (prompt.card !== null || !card) return [];
  const rooms = view.rooms.filter((r) => r.card !== null && !prompt.options.includes(r.room));
  const name = actionName(card);
  const cardRooms = joinOr(actionDef(card).rooms.map((r) => roomName(r as RoomId)));
  const vault = view.rooms.some((r) => r.room === 'vault') ? ' (and the Vault, open to every card)' : '';
  const out: WhyNotMove[] = rooms.map((r) => ({
    key: `room:${r.room}`,
    item: {
      label: `Steal from ${roomName(r.room)}`,
      reason: `${name}’s room ability steals only from ${cardRooms}${vault}; play a card that names ${roomName(r.room)} to steal there.`,
    },
  }));
  // Stealing nothing is looked for when every relic on offer comes with madness tokens.
  const offered = view.rooms.filter((r) => prompt.options.includes(r.room));
  if (offered.length > 0 && offered.every((r) => r.madness > 0)) {
    out.push({
      key: DECLINE_KEY,
      item: {
        label: 'Steal nothing',
        reason: `a room ability must steal when one of its rooms holds a relic, and the thief takes that room’s madness tokens too.`,
      },
    });
  }
  return out;
}

/** Deceive: "exchange the relic on top of your cache with any relic in the Manor" — compulsory when a room holds one (A7). */
function exchangeRoom(view: ManorView, prompt: Prompt): WhyNotMove[] {
  const top = view.players[prompt.player]?.cache.at(-1);
  // Keeping is looked for when the top card is a relic worth keeping, not the bare Skeleton Key.
  if (!top || cardOf(top.id).kind !== 'relic') return [];
  const what = cardName(top.id);
  return [
    {
      key: DECLINE_KEY,
      item: {
        label: `Keep ${what}`,
        reason: `Deceive is not optional: while any room holds a relic, the top card of your cache (even the Skeleton Key) must be exchanged for one of them.`,
      },
    },
  ];
}

/** An awakening icon names its colours; a god with no token has none to remove. */
function awakenGod(view: ManorView, prompt: Prompt): WhyNotMove[] {
  if (view.players[prompt.player]?.kind === 'cultist') return [];
  const remove = prompt.mode === 'remove';
  const owner = view.players[prompt.player]?.cache.some((c) => c?.id === prompt.card) ?? false;
  const icon = owner && prompt.card !== null ? cardOf(prompt.card).relic?.awakening : undefined;
  const out: WhyNotMove[] = [];
  for (const god of view.gods) {
    if (prompt.options.includes(god.colour)) continue;
    const name = godLabel(view, god.colour);
    const label = remove ? `Remove a token from ${name}` : `Add a token to ${name}`;
    let reason: string;
    if (icon && !icon.colours.includes(god.colour)) {
      reason = `the awakening icon of ${cardName(prompt.card as number)} is ${joinOr(icon.colours)} only: you may choose only a god of ${icon.colours.length === 1 ? 'that colour' : 'those colours'}, and ${name} is ${god.colour}.`;
    } else if (remove && god.tokens === 0) {
      reason = `${name} has no awakening token to remove.`;
    } else continue;
    out.push({ key: `god:${god.colour}`, item: { label, reason } });
  }
  return out;
}

/** "Another player of your choice": never yourself, and only a player the effect can act on. */
function targetPlayer(view: ManorView, prompt: Prompt): WhyNotMove[] {
  const effect = prompt.effect;
  if (!effect) return [];
  const source = sourceName(view, prompt);
  const out: WhyNotMove[] = [];
  const self = view.players[prompt.player];
  if (self?.kind === 'seat') {
    out.push({
      key: `player:${prompt.player}`,
      item: { label: 'Choose yourself', reason: `${source} says another player: you cannot choose yourself.` },
    });
  }
  for (const p of view.players) {
    if (p.index === prompt.player || prompt.options.includes(p.index)) continue;
    const item = otherTarget(effect, p, nameOf(view, p.index), prompt);
    if (item) out.push({ key: `player:${p.index}`, item });
  }
  return out;
}

function otherTarget(effect: PlayEffect, target: PlayerView, name: string, prompt: Prompt): Unavailable | null {
  if (effect.op === 'peek-role' && (target.role !== null || target.roleKnownBy.includes(prompt.seat))) {
    return {
      label: `Look at ${name}’s role`,
      reason: `you already know ${name}’s role: only roles you have not seen are offered.`,
    };
  }
  if (effect.op === 'steal-cache-top' && target.cache.length === 0) {
    return { label: `Steal from ${name}’s cache`, reason: `${name}’s cache is empty: there is no top relic to steal.` };
  }
  return null;
}

/** "Lose up to N madness tokens": no more than the card says, and no more than you have. */
function loseMadness(view: ManorView, prompt: Prompt): WhyNotMove[] {
  const effect = prompt.effect;
  if (effect?.op !== 'lose-madness') return [];
  const have = view.players[prompt.player]?.madness ?? 0;
  const source = sourceName(view, prompt);
  if (have > effect.upTo) {
    const n = effect.upTo + 1;
    return [
      {
        key: `amount:${n}`,
        item: {
          label: `Lose ${tokens(n)}`,
          reason: `${source} lets you lose at most ${tokens(effect.upTo)}; you have ${have}, so the rest stay with you.`,
        },
      },
    ];
  }
  if (have < effect.upTo) {
    return [
      {
        key: `amount:${effect.upTo}`,
        item: {
          label: `Lose ${tokens(effect.upTo)}`,
          reason: `you can lose only tokens you have: you have ${tokens(have)}.`,
        },
      },
    ];
  }
  return [];
}

/** The answers the open question does not offer that a player would look for. */
export function promptWhyNot(view: ManorView, prompt: Prompt): WhyNotMove[] {
  switch (prompt.purpose) {
    case 'steal-room':
      return stealRoom(view, prompt);
    case 'exchange-room':
      return exchangeRoom(view, prompt);
    case 'awaken-god':
      return awakenGod(view, prompt);
    case 'target-player':
      return targetPlayer(view, prompt);
    case 'lose-madness':
      return loseMadness(view, prompt);
    default:
      return [];
  }
}
