/**
 * Evy's built-in content against the book: every file passes its schema and the
 * semantic checks, and each adventure uses the cards, objective and special rules
 * its page gives ("This map uses N cards" and the numbered set-up steps).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, it } from 'vitest';
import { checkContentText } from '../../src/content/check-text';
import { checkEvyCards } from '../../src/content/checks/evy';
import { evyAdventureTemplate, evyCardsTemplate } from '../../src/content/templates/evy';
import { EVY_ADVENTURES, EVY_CARDS, EVY_CONTENT_FILES } from '../../src/games/evy/content';
import { EVY_ADVENTURE_SCHEMA } from '../../src/games/evy/schema';
import type { Adventure, EvyCardDef } from '../../src/games/evy/types';
import { nodeContentValidators } from '../../src/services/library/validators';

// The schema and the hand-written contract describe the same files: a schema-valid file is an Adventure.
type SchemaAdventure = Omit<FromSchema<typeof EVY_ADVENTURE_SCHEMA>, '$schema'>;
const _schemaFitsTheContract = (a: SchemaAdventure): Adventure => a;
const _contractFitsTheSchema = (a: Adventure): SchemaAdventure => a;
void _schemaFitsTheContract;
void _contractFitsTheSchema;

const byId = (id: string): Adventure => {
  const adventure = EVY_ADVENTURES.find((a) => a.id === id);
  if (!adventure) throw new Error(`no adventure ${id}`);
  return adventure;
};
const cardTiles = (a: Adventure) => a.maps.flatMap((m) => m.tiles.filter((t) => t.kind === 'card'));
const pits = (a: Adventure) => a.maps.flatMap((m) => m.tiles.filter((t) => t.kind === 'pit'));

describe('Evy built-in content', () => {
  it('the card file and every adventure file pass the schema and the semantic checks', () => {
    const validators = nodeContentValidators();
    expect(checkContentText('evy-cards', JSON.stringify(EVY_CONTENT_FILES.cards), validators).problems).toEqual([]);
    expect(EVY_CONTENT_FILES.adventures).toHaveLength(13);
    for (const file of EVY_CONTENT_FILES.adventures) {
      const check = checkContentText('evy-adventure', JSON.stringify(file), validators);
      expect(check.problems, (file as Adventure).id).toEqual([]);
    }
    expect(checkEvyCards(evyCardsTemplate() as { cards: EvyCardDef[] })).toEqual([]);
    expect(checkContentText('evy-adventure', JSON.stringify(evyAdventureTemplate()), validators).problems).toEqual([]);
  });

  it('the campaign runs the thirteen adventures of the table of contents, in order', () => {
    expect(EVY_ADVENTURES.map((a) => a.id)).toEqual([
      'evys-room',
      'upstairs-hall',
      'downstairs',
      'street',
      'parking-lot',
      'supermarket',
      'grandparents',
      'elevator',
      'library',
      'park',
      'dungeon',
      'castle',
      'tower',
    ]);
    expect(EVY_ADVENTURES.map((a) => a.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('"This map uses N cards": each adventure has the card count of its page, one numbered tile per card', () => {
    const book: Record<string, number> = {
      'evys-room': 0,
      'upstairs-hall': 2, // "Put two random cards next to this book"
      downstairs: 10,
      street: 10,
      'parking-lot': 10,
      supermarket: 9,
      grandparents: 10,
      elevator: 10, // "One card for each floor"
      library: 10,
      park: 8,
      dungeon: 10,
      castle: 9,
      tower: 12,
    };
    for (const a of EVY_ADVENTURES) {
      expect(a.cardCount, a.id).toBe(book[a.id]);
      if (a.id === 'elevator') continue;
      expect(
        cardTiles(a)
          .map((t) => t.card)
          .sort((x, y) => (x ?? 0) - (y ?? 0)),
        a.id,
      ).toEqual(Array.from({ length: a.cardCount }, (_, i) => i + 1));
    }
  });

  it("tutorials: Evy's room has one monster and no cards; the Upstairs hall two cards, card 2 in Evy's first move", () => {
    const room = byId('evys-room');
    expect(room.tutorial).toBe('evys-room');
    expect(pits(room)).toHaveLength(1);
    expect(room.objective).toEqual([expect.objectContaining({ type: 'reach', tile: 'exit' })]);
    const hall = byId('upstairs-hall');
    expect(hall.tutorial).toBe('upstairs-hall');
    const start = hall.maps[0]!.start;
    const two = cardTiles(hall).find((t) => t.card === 2)!;
    // "Move to the tile with the card with number 2 written on it": within Evy's two moves.
    expect(
      Math.max(Math.abs(two.q - start.q), Math.abs(two.r - start.r), Math.abs(two.q + two.r - start.q - start.r)),
    ).toBe(2);
    expect(hall.objective).toEqual([expect.objectContaining({ type: 'reach', tile: 'stairs' })]);
  });

  it('objectives follow the pages: baby then exit, either exit, both grandparents then exit, books then start, key then start', () => {
    const steps = (id: string) =>
      byId(id).objective.map((s) =>
        Object.values({ ...s, text: undefined })
          .filter(Boolean)
          .join(' '),
      );
    expect(steps('downstairs')).toEqual(['collect baby', 'reach exit']);
    expect(steps('street')).toEqual(['reach exit']);
    expect(byId('street').maps[0]!.tiles.filter((t) => t.kind === 'exit').length).toBeGreaterThanOrEqual(2);
    expect(steps('parking-lot')).toEqual(['reach exit']);
    expect(steps('supermarket')).toEqual(['reach exit']);
    expect(steps('grandparents')).toEqual(['collect grandma', 'collect grandpa', 'reach exit']);
    expect(byId('grandparents').rules).toEqual({ ghosts: true });
    expect(steps('elevator')).toEqual(['survive-floors 10']);
    expect(byId('elevator').rules).toEqual({ elevator: { floors: 10 } });
    expect(byId('library').objective[0]).toMatchObject({ type: 'waypoints', letters: ['W', 'I', 'T', 'C', 'H'] });
    expect(byId('library').objective[1]).toMatchObject({ type: 'reach', tile: 'start' });
    expect(steps('dungeon')).toEqual(['collect key', 'reach start']);
    expect(steps('castle')).toEqual(['reach stairs']);
  });

  it('Park: the boss with 6 health on the boss pit; Castle: locked doors; Tower: five maps and the witch on the last', () => {
    const park = byId('park').maps[0]!;
    const bossPit = park.tiles.find((t) => t.kind === 'boss-pit')!;
    expect(park.monsters).toEqual([{ q: bossPit.q, r: bossPit.r, boss: { health: 6, name: 'the great jelly' } }]);
    expect(byId('park').objective).toEqual([expect.objectContaining({ type: 'defeat-boss' })]);
    expect(byId('castle').maps[0]!.tiles.filter((t) => t.kind === 'locked-door').length).toBeGreaterThanOrEqual(2);
    const tower = byId('tower');
    expect(tower.maps).toHaveLength(5);
    expect(tower.rules).toEqual({ actionsOnEvyMapOnly: true });
    tower.maps.slice(0, 4).forEach((map, m) => expect(map.tiles.filter((t) => t.stairsTo === m + 1)).toHaveLength(1));
    expect(tower.maps.slice(0, 4).every((m) => !m.monsters)).toBe(true);
    expect(tower.maps[4]!.monsters).toEqual([expect.objectContaining({ boss: { health: 6, name: 'the witch' } })]);
  });

  it("the card set is the book's 27 cards", () => {
    expect(EVY_CARDS.reduce((n, c) => n + c.copies, 0)).toBe(27);
  });
});
