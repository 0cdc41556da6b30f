interface ImportMetaEnv {
  /** Naver Maps (NCP) client id; unset → the schematic map. */
  readonly VITE_NAVER_MAP_CLIENT_ID?: string
}
