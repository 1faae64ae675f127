/** Deployment-specific addresses; override at build time with VITE_* variables. */
export const PRIVACY_POLICY_URL: string = import.meta.env.VITE_PRIVACY_POLICY_URL ?? 'https://vaxnear.example/privacy';
export const SITE_NAME = 'Vaxnear';
