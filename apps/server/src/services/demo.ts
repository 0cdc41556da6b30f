/** Demo data for the embedded default: written by the walks helper. */
import type { Config } from "../config.ts"
import type { Db } from "../db/client.ts"

export const seedDemo = async (_db: Db, _options: { config: Config }): Promise<void> => {}
