// The players' colours, in the order seats take them (Inns & Cathedrals brings the sixth).
export const PLAYER_COLORS = ['red', 'blue', 'yellow', 'green', 'black', 'pink'] as const;
