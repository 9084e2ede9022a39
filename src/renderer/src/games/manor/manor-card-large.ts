/** Manor's cards as the large card shows them: relics, roles, elder gods and action cards. */
import type { ActionDef, CardDef, GodView, RoleDef } from '../../../../games/manor/types';
import { godDef } from '../../../../games/manor/content';
import type { CardLargeContent } from '../../stores/card-large';
import { ROOM_NAMES, godTitle, stealAbilities } from './manor-words';

const KIND_WORDS: Record<CardDef['kind'], string> = { relic: 'Relic', key: 'Key', clock: 'Clock' };

export function relicLarge(card: CardDef): CardLargeContent {
  const keywords = card.keywords.length > 0 ? [`Keywords: ${card.keywords.join(', ')}.`] : [];
  return {
    game: 'manor',
    name: card.name,
    type: KIND_WORDS[card.kind],
    numbers: [
      { label: 'Madness', value: card.madness },
      { label: 'Dollars ($)', value: card.dollars },
    ],
    text: [...stealAbilities(card), ...keywords],
  };
}

export function roleLarge(role: Pick<RoleDef, 'name' | 'effects'>): CardLargeContent {
  return { game: 'manor', name: role.name, type: 'Role', text: role.effects.map((e) => e.text) };
}

export function godLarge(god: GodView, awakenAt: number): CardLargeContent {
  const def = godDef(god.face);
  return {
    game: 'manor',
    name: godTitle(god),
    type: 'Elder god',
    numbers: [
      { label: 'Awakening tokens', value: god.tokens },
      { label: 'Wakes at', value: awakenAt },
    ],
    text: [def.effect.text],
  };
}

export function actionLarge(def: ActionDef, vault: boolean): CardLargeContent {
  const rooms = def.rooms.map((r) => ROOM_NAMES[r]).join(' or the ');
  return {
    game: 'manor',
    name: def.name,
    type: 'Action card',
    numbers: [{ label: 'Initiative', value: def.initiative }],
    text: [def.abilityText, `Then steal from the ${rooms}${vault ? ', or the Vault' : ''}.`],
  };
}
