/**
 * The words the Manor table shows: rooms, gods, relic icons, the question of the
 * moment and who it is asked for. Names come from the content; nothing here
 * decides what is legal (the services send that).
 */
import { actionDef, cardOf, godDef } from '../../../../games/manor/content';
import { plural } from '../../logic/format';
import type { CardDef, Colour, GodView, ManorView, Prompt, RoomId } from '../../../../games/manor/types';

export const ROOM_NAMES: Record<RoomId, string> = {
  attic: 'Attic',
  basement: 'Basement',
  foyer: 'Foyer',
  library: 'Library',
  vault: 'Vault',
};

export const COLOUR_NAMES: Record<Colour, string> = { blue: 'Blue', green: 'Green', red: 'Red' };

export function godTitle(god: GodView): string {
  return `${COLOUR_NAMES[god.colour]}: ${godDef(god.face).name}`;
}

/** "madness 1 · 3 $": a card's two values, madness first as the book prints them. */
export function cardValues(card: CardDef): string {
  return `madness ${card.madness} · ${card.dollars} $`;
}

const MODE_WORDS = { add: 'add', remove: 'remove', either: 'add or remove' } as const;

/** The steal abilities of a relic, one line each, in the order they resolve (awakening, madness, special). */
export function stealAbilities(card: CardDef): string[] {
  const relic = card.relic;
  if (!relic) return [];
  const lines: string[] = [];
  if (relic.awakening) {
    const a = relic.awakening;
    const colours = a.colours.map((c) => COLOUR_NAMES[c].toLowerCase()).join(' or ');
    const star = a.asterisk ? ' (*)' : '';
    lines.push(`Awakening: ${MODE_WORDS[a.mode]} ${plural(a.amount, 'token')} on the ${colours} god${star}`);
  }
  if (relic.madnessIcon) {
    const m = relic.madnessIcon;
    const star = m.asterisk ? ' (*)' : '';
    lines.push(`Madness: ${m.amount > 0 ? 'gain' : 'lose'} ${plural(Math.abs(m.amount), 'token')}${star}`);
  }
  if (relic.text) lines.push(relic.text);
  return lines;
}

/** The card in a cache or a room by its instance number. */
export function cardName(id: number): string {
  return cardOf(id).name;
}

/** Who the open question is answered for, when it is not the viewer's own player: the 2-player Lovecraft, the solo Cultist. */
export function askedFor(view: ManorView, prompt: Prompt): string | null {
  const player = view.players[prompt.player];
  if (!player || prompt.player === prompt.seat) return null;
  if (player.kind === 'lovecraft') {
    return view.config.players === 1
      ? 'You choose for Lovecraft.'
      : 'You hold the Lantern, so you make Lovecraft’s choices: play him as well or as badly as you like.';
  }
  if (player.kind === 'cultist') return `You choose for ${player.name}, as the solo rules ask.`;
  return `You choose for ${player.name}.`;
}

/** The question of the moment, in a few words, led by the card that asks it when a relic does. */
export function promptHeading(view: ManorView, prompt: Prompt): string {
  const question = questionOf(view, prompt);
  const source = prompt.card === null ? actionSource(view, prompt) : cardName(prompt.card);
  if (source === null) return question.charAt(0).toUpperCase() + question.slice(1);
  return `${source}: ${question}`;
}

/** The action card whose ability or room steal asks, while its player's turn resolves (Deceive names itself). */
function actionSource(view: ManorView, prompt: Prompt): string | null {
  const card = view.phase === 'resolve' ? view.players[prompt.player]?.selected : null;
  if (!card || prompt.purpose === 'exchange-room' || prompt.purpose === 'fate') return null;
  return actionDef(card).name;
}

function questionOf(view: ManorView, prompt: Prompt): string {
  switch (prompt.purpose) {
    case 'steal-room':
      return 'steal a relic — choose the room';
    case 'lovecraft-room':
      return 'Lovecraft’s turn: choose the room he steals from';
    case 'madness-room':
      return 'choose the room that gets the madness';
    case 'exchange-room':
      return 'Deceive: choose the relic to exchange for the top of your cache';
    case 'lose-madness':
      return 'how many madness tokens do you lose?';
    case 'awaken-mode':
      return 'add or remove awakening tokens?';
    case 'awaken-god':
      return 'choose the elder god';
    case 'target-player':
      return 'choose another player';
    case 'give-madness':
      return 'how many madness tokens do you give?';
    case 'may':
      return 'use this ability?';
    case 'fate': {
      const room = prompt.room === undefined ? undefined : view.rooms[prompt.room];
      return room ? `the ${ROOM_NAMES[room.room]}: choose its fate` : 'choose the room’s fate';
    }
  }
}
