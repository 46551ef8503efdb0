/** The map page's tab and description: texts that ship with "/" (common), applied without a wait. */
export const MAP_HEAD = { title: 'common:head.mapTitle', description: 'common:head.mapDescription' };
