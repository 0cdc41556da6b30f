/**
 * Test support for the core and its clients: fakes of the world outside (a fake server behind the
 * real API client, GPS, wake lock, page visibility, a simulated clock) and the model-based testing
 * harness. Not part of `@mungwalk/core`'s main entry; import `@mungwalk/core/testing`.
 * (The Vitest suite helper is `src/testing/modelSuite.ts`, imported by path from test files.)
 */
export * from "./fakeApi.ts"
export * from "./fakes.ts"
export * from "./model.ts"
export * from "./wireShape.ts"
