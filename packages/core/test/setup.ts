/**
 * Every core test file starts with the API client's request module loaded (`loadRequestModule`):
 * the client imports its endpoint table and codecs on its first call, which takes a few turns, and
 * the tests answer a fake server's request in the turn it was made (`fake.next(...)`), as the app
 * finds it loaded after its start. `src/api/client.test.ts` covers a first call that imports it.
 */
import { loadRequestModule } from "../src/api/client.ts"

await loadRequestModule()
