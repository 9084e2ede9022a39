/**
 * The difficulty meter's types at the path the renderer's meter panel imports them from;
 * they are defined with Evy's part of the API (`games/evy/meter-types.ts`).
 */
export type * from './games/evy/meter-types';
