/**
 * The search rules the gateway and the page share: one home, no Node or DOM dependency. Both
 * import from here; neither keeps a copy.
 */
export * from './constants';
export * from './params';
export * from './canonical';
export * from './paging';
export * from './years';
export * from './zip';
export * from './text';
export * from './experiences';
