/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/**
 * Control characters no text accepts (issue 16): the C0 controls except tab, line feed and
 * carriage return, DEL, and the C1 controls. NUL in particular cannot be stored by PostgreSQL.
 * The server refuses them in every body, query string and path parameter before validation
 * (`apps/server/src/plugins/input-text.ts`), naming the field with `controlCharacters`.
 */
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Half of a UTF-16 surrogate pair without its other half: not text, and JSONB refuses it. */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a value holds a forbidden control character or a lone surrogate. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value);
}

/**
 * The schemas' own check, so that forms show the message before sending:
 * `.regex(SINGLE_LINE, 'controlCharacters')` for single-line fields (names, addresses, codes),
 * which also refuse tab and line breaks, and `.regex(MULTI_LINE, 'controlCharacters')` for
 * free text (descriptions, messages), which keeps them.
 */
export const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
export const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
