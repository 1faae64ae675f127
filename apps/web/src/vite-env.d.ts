/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_BOOKING_PHONE?: string;
  readonly VITE_BOOKING_PHONE_HOURS_EN?: string;
  readonly VITE_BOOKING_PHONE_HOURS_ES?: string;
  readonly VITE_ALERT_BANNER_EN?: string;
  readonly VITE_ALERT_BANNER_ES?: string;
  readonly VITE_ALERT_BANNER_URL?: string;
}
