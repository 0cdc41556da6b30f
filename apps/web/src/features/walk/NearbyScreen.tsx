/** `/walk/nearby`: other members' routes near the device (or the default centre). */
import type { ReactElement } from "react"
import type { NearbyRoute } from "@mungwalk/core"
import { connectLocated, nearbyRoutesMachine, NO_INPUT } from "@mungwalk/core/location"
import { useConnected } from "../../app/useConnected.ts"
import { NearbyView } from "./NearbyView.tsx"

export const NearbyScreen = (): ReactElement => <NearbyView routes={useConnected(nearbyRoutesMachine, NO_INPUT, connectLocated<ReadonlyArray<NearbyRoute>>)} />

export default NearbyScreen
