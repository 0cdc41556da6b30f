/** The worker behind the web transport's background lane (`backgroundFetch.ts`): it sends the page's background calls. */
import { serveFetchRequests } from "./backgroundFetch.serve.ts"

serveFetchRequests(self as unknown as Parameters<typeof serveFetchRequests>[0])
