/**
 * What A Touch of Evil declares to the conformance suite: a Competitive game against
 * every Villain on both chart sides (the Basic Game and the Advanced), two to four
 * Heroes, and one table of six (the most the game seats); and its secrets. A card
 * is marked by its number, which views print and which no public count can reach
 * (`cards.ts`).
 *
 * Hidden: each Hero's Event hand and Lair card (known to its seat; a Lair card turned
 * face up by a Showdown is public), the cards of a keep-one prompt (known to the seat
 * choosing), the face-down Secrets under each Elder (known to the seats that looked),
 * and the order of every draw pile (known to nobody).
 */
import type { Game, Secret, Seat, TestConfig } from '../../engine';
import type { TouchAction } from './actions';
import { DECKS } from './cards';
import { TOUCH_CONTENT } from './content';
import { MAX_HEROES } from './setup';
import type { TouchConfig, TouchState } from './state';
import type { TouchView } from './view';

type TouchConformance = Pick<Game<TouchState, TouchAction, TouchConfig, TouchView>, 'testConfigs' | 'secrets'>;

const HEROES = TOUCH_CONTENT.heroes.map((h) => h.id);
const VILLAINS = TOUCH_CONTENT.villains.map((v) => v.id);

/** Each Villain with each chart side; the number of Heroes cycles through two, three and four. */
function villainConfigs(): TestConfig<TouchConfig>[] {
  return VILLAINS.flatMap((villain, v) =>
    [true, false].map((basic, b) => {
      const count = 2 + ((v * 2 + b) % 3);
      // A different run of Heroes for each config, so every Hero plays somewhere.
      const heroes = Array.from({ length: count }, (_, k) => HEROES[(v * 2 + b + k) % HEROES.length]!);
      return {
        label: `${villain}, ${basic ? 'basic' : 'advanced'}, ${count} heroes`,
        config: { heroes, villain, basic },
        playouts: 2,
      };
    }),
  );
}

export const TOUCH_CONFORMANCE: TouchConformance = {
  testConfigs: () => [
    ...villainConfigs(),
    {
      label: `vampire, advanced, ${MAX_HEROES} heroes`,
      config: { heroes: HEROES.slice(0, MAX_HEROES), villain: 'vampire', basic: false },
      playouts: 1,
    },
  ],
  secrets,
};

const mark = (card: number): string => String(card);

function secrets(state: TouchState): Secret[] {
  const out: Secret[] = [];
  for (const hero of state.heroes) {
    const place = `seat ${hero.seat}`;
    for (const card of hero.events) out.push({ kind: 'event hand', place, mark: mark(card), knownBy: [hero.seat] });
    if (hero.lair !== null && !hero.lairRevealed)
      out.push({ kind: 'lair card', place, mark: mark(hero.lair), knownBy: [hero.seat] });
  }
  const prompt = state.prompt;
  if (prompt && (prompt.kind === 'keep' || prompt.kind === 'lair-keep')) {
    const seat = state.heroes[prompt.hero]!.seat;
    for (const card of prompt.cards)
      out.push({ kind: 'card to keep', place: `seat ${seat}`, mark: mark(card), knownBy: [seat] });
  }
  state.elders.forEach((elder) =>
    elder.secrets.forEach((slot, position) => {
      if (slot.faceUp) return;
      const knownBy = state.heroes.flatMap((h): Seat[] => (slot.seenBy & (1 << h.seat) ? [h.seat] : []));
      out.push({ kind: 'elder secret', place: `${elder.elder} ${position}`, mark: mark(slot.card), knownBy });
    }),
  );
  for (const deck of DECKS)
    state.decks[deck].draw.forEach((card, slot) =>
      out.push({ kind: 'deck order', place: `${deck} ${slot}`, mark: mark(card), knownBy: [] }),
    );
  return out;
}
