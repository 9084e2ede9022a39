/** The screens Evy adds to the app (`<game>:<tool>`), named once for its board, tools and entry. */
export const EVY_CAMPAIGN = 'evy:campaign';
export const EVY_EDITOR = 'evy:editor';
