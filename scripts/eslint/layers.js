// src/ in layers, each importing only from those below it: app → features → components → lib → config.
export const LAYERS = ['app', 'features', 'components', 'lib', 'config']

/** import-x/no-restricted-paths zones: every import from a layer above the importing file's. */
export const upwardImports = LAYERS.slice(1).flatMap((layer, index) =>
  LAYERS.slice(0, index + 1).map((above) => ({
    target: `./src/${layer}`,
    from: `./src/${above}`,
    message: `${layer}/ sits below ${above}/: move the shared code down instead.`,
  })),
)
