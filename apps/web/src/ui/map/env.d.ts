interface ImportMetaEnv {
  /** Naver Maps (NCP) client id; unset → MapLibre with an OpenStreetMap style. */
  readonly VITE_NAVER_MAP_CLIENT_ID?: string
  /** MapLibre style URL; unset → OpenFreeMap "liberty" (`mapStyle.ts`). */
  readonly VITE_MAP_STYLE_URL?: string
}
