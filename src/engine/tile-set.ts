// The one place that reads the `tileSet` option (the base game's: classic or gardens) for a module's
// copies of its tiles: the later edition's garden tiles come with the base game's.
export type TileCounts = Record<string, number>;

/** A module's tileCounts: its first editions' copies, or its later edition's with gardens (the Abbot presets those). */
export const byTileSet =
  (classic: TileCounts, gardens: TileCounts) =>
  (options: Record<string, unknown>): TileCounts =>
    options.tileSet === 'gardens' ? gardens : classic;
