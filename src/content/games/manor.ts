/** All Manor of Evil's content types: relics, action cards, elder gods, roles, and the Clocks and tokens. */
import { MANOR_CONTENT_FILES } from '../../games/manor/content';
import {
  MANOR_ACTIONS_SCHEMA,
  MANOR_COMPONENTS_SCHEMA,
  MANOR_GODS_SCHEMA,
  MANOR_RELICS_SCHEMA,
  MANOR_ROLES_SCHEMA,
} from '../../games/manor/schema';
import type { ActionDef, ComponentsDef, GodDef, LovecraftRoleDef, RelicsFile, RoleDef } from '../../games/manor/types';
import { MANOR_CONTENT_TYPES } from '../../shared/games/manor/content-types';
import {
  checkManorActions,
  checkManorComponents,
  checkManorGods,
  checkManorRelics,
  checkManorRoles,
} from '../checks/manor';
import { defineGameContent } from '../content-type-def';
import {
  manorActionsTemplate,
  manorComponentsTemplate,
  manorGodsTemplate,
  manorRelicsTemplate,
  manorRolesTemplate,
} from '../templates/manor';

export const MANOR_CONTENT = defineGameContent('manor', MANOR_CONTENT_TYPES, {
  'manor-relics': {
    title: 'All Manor of Evil relics',
    schema: MANOR_RELICS_SCHEMA,
    builtIn: { id: 'builtin-manor-relics', name: 'All Manor of Evil: relics', data: MANOR_CONTENT_FILES.relics },
    template: manorRelicsTemplate,
    semanticCheck: (data) => checkManorRelics(data as RelicsFile),
  },
  'manor-actions': {
    title: 'All Manor of Evil action cards',
    schema: MANOR_ACTIONS_SCHEMA,
    builtIn: {
      id: 'builtin-manor-actions',
      name: 'All Manor of Evil: action cards',
      data: MANOR_CONTENT_FILES.actions,
    },
    template: manorActionsTemplate,
    semanticCheck: (data) => checkManorActions(data as { actions: ActionDef[] }),
  },
  'manor-gods': {
    title: 'All Manor of Evil elder gods',
    schema: MANOR_GODS_SCHEMA,
    builtIn: { id: 'builtin-manor-gods', name: 'All Manor of Evil: elder gods', data: MANOR_CONTENT_FILES.gods },
    template: manorGodsTemplate,
    semanticCheck: (data) => checkManorGods(data as { gods: GodDef[] }),
  },
  'manor-roles': {
    title: 'All Manor of Evil roles',
    schema: MANOR_ROLES_SCHEMA,
    builtIn: { id: 'builtin-manor-roles', name: 'All Manor of Evil: roles', data: MANOR_CONTENT_FILES.roles },
    template: manorRolesTemplate,
    semanticCheck: (data) => checkManorRoles(data as { roles: RoleDef[]; lovecraft: LovecraftRoleDef[] }),
  },
  'manor-components': {
    title: 'All Manor of Evil components',
    schema: MANOR_COMPONENTS_SCHEMA,
    builtIn: {
      id: 'builtin-manor-components',
      name: 'All Manor of Evil: Clocks and tokens',
      data: MANOR_CONTENT_FILES.components,
    },
    template: manorComponentsTemplate,
    semanticCheck: (data) => checkManorComponents(data as ComponentsDef),
  },
});
