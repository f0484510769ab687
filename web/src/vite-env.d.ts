/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The router base path ('' or '/app'), set by vite.config.ts from BASE_PATH. */
  readonly VITE_BASE_PATH: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
