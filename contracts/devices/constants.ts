/** Browser push's numbers, in one place (docs/rules/push.md). */

/** Spec §9: the device registration call's breaker. */
export const DEVICE_REGISTRATION_BREAKER = { timeoutMs: 1_000, resetTimeoutMs: 300_000 } as const;

/** Spec §4 and §10: the prompt shows only when the shopper viewed a car within this long. */
export const PUSH_PROMPT_VIEWED_WITHIN_MS = 86_400_000;

/** A device gets at most this many alert pushes per window; more news waits for the email. */
export const PUSH_DEVICE_CAP = { count: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/** How long a push service keeps an undelivered push (the TTL header), in seconds. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The VAPID key pair's file in the data folder when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset. */
export const VAPID_KEY_FILE = 'vapid-keys.json';

/** The VAPID subject (a contact for the push service's operator): VAPID_SUBJECT, else this. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@motormart.example';
