const DEFAULT_API_BASE_URL = 'http://localhost:8080'

// Read on every call so tests can point the app at a loopback server with vi.stubEnv.
export function getApiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined
  return (configured?.trim() || DEFAULT_API_BASE_URL).replace(/\/+$/, '')
}
