/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_ANALYTICS_ENDPOINT?: string;
  readonly VITE_ANALYTICS_SCRIPT?: string;
}
