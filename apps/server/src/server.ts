/** Boots the whole server from a configuration: database, migrations, seeds, tokens, app. */
import { mkdir } from "node:fs/promises"
import path from "node:path"
import { createApp } from "./app.ts"
import { createTokenService } from "./auth/tokens.ts"
import { checkDevLoginHost, type Config } from "./config.ts"
import { logger } from "./http/log.ts"
import { openDatabase, type Database } from "./db/client.ts"
import type { AppDeps } from "./http/context.ts"
import { createLocalImageStore } from "./providers/images.ts"
import { createOAuthProviders } from "./providers/oauth.ts"
import { createPayProvider, loopbackOrigin } from "./providers/kakaopay.ts"
import type { PayProvider } from "./providers/pay.ts"
import { createS3ImageStore } from "./providers/s3Images.ts"
import { seedBreeds } from "./services/breeds.ts"
import { createNotificationHub } from "./services/community/hub.ts"
import { seedDemo } from "./services/demo.ts"
import { setLiveDistanceWorkers } from "./services/walks/liveDistance.ts"

export interface Booted {
  readonly deps: AppDeps
  readonly app: ReturnType<typeof createApp>
  readonly database: Database
}

export interface BootOptions {
  readonly database?: Database
  readonly pay?: PayProvider | null
  /** The port the server listens on once it does (a configured port of 0 is chosen by the system). */
  readonly listeningPort?: () => number
}

export const boot = async (config: Config, options: BootOptions = {}): Promise<Booted> => {
  // Refuses to start with the development sign-in on a reachable host unless DEV_LOGIN=1 was explicit.
  const devLoginWarning = checkDevLoginHost(config)
  if (devLoginWarning) logger.warn(`!!! ${devLoginWarning} !!!`, { host: config.host, devLogin: true })
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "pglite")
    }))
  if (config.walkDistanceWorkers !== undefined) setLiveDistanceWorkers(config.walkDistanceWorkers)
  await seedBreeds(database.db)
  if (config.demo) await seedDemo(database.db, { config })
  const tokens = await createTokenService(config, database)
  await mkdir(config.uploadsDir, { recursive: true })
  const deps: AppDeps = {
    config,
    database,
    tokens,
    oauth: createOAuthProviders(config),
    images: config.s3 ? createS3ImageStore(config.s3) : createLocalImageStore(config.uploadsDir),
    notifications: createNotificationHub(config.databaseUrl),
    // The KakaoPay adapter, talking to KakaoPay or to this server's own sandbox (config.pay);
    // `pay: null` (tests) or a configuration without a provider switches payment off.
    pay:
      options.pay === undefined
        ? createPayProvider(
            config,
            () => loopbackOrigin({ host: config.host, port: options.listeningPort?.() ?? config.port }),
            // Under TLS the port speaks HTTPS with a certificate for the public name, not for the
            // loopback address: the adapter reaches its own sandbox in-process instead.
            config.tls ? { sandboxFetch: async (input, init) => app.fetch(new Request(input, init)) } : {}
          )
        : (options.pay ?? undefined)
  }
  const app = createApp(deps)
  return { deps, app, database }
}
