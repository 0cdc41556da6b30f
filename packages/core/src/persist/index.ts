/**
 * Persistence through the `KeyValueStorage` port: a versioned, schema-checked entry
 * (`persistedEntry`) and a machine's state kept through a full-page redirect (`persistMachine`).
 * Reading never throws; a corrupt or outdated entry is removed and read as nothing.
 */
export { persistedEntry, readJson, type EntrySchema, type PersistedEntry, type PersistedEntryOptions } from "./persisted.ts"
export { persistMachine, type MachinePersistence, type PersistMachineOptions } from "./machine.ts"
export { guardedEntry, type GuardedEntry } from "./guarded.ts"
export { DRAFT_COPY, draftNotice, type DraftMemory, type FormDraft } from "./draft.ts"
