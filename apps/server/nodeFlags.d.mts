/** The Node.js flags the server runs with (`nodeFlags.mjs`). */
export declare const SERVER_NODE_FLAGS: ReadonlyArray<string>
