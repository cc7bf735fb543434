/** Browser push in the page (docs/rules/push.md#the-prompt): where the browser keeps its marks, and which filters count. */

/** Where the browser keeps what the prompt needs, in localStorage. */
export const PUSH_STORAGE_KEYS = {
  /** Set once the shopper dismissed the dialog or subscribed: it never shows again on this browser. */
  prompted: 'pushPrompted',
  /** The device registered: the browser token, and whether a consumer was signed in when it was registered. */
  device: 'pushDevice',
} as const;

/** The search parameters that make a search specific enough to offer alerts for: a make or a body style. */
export const PROMPT_FILTERS = ['makeCode', 'vehicleStyleCode'] as const;
