import { authMessages, profileMessages } from '@nakshatra/contracts';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import { GENERIC_ERROR, isApiError } from './api-client';

/**
 * The server and the contract schemas speak English (the spec's wording). This maps each known
 * English message to its key under `common:messages`, so validation and server texts appear in
 * the reader's language; unknown texts pass through unchanged.
 */
const keyByMessage = new Map<string, string>();
for (const [key, message] of Object.entries({ ...authMessages, ...profileMessages })) {
  if (!keyByMessage.has(message)) keyByMessage.set(message, key);
}

export function messageKey(message: string): string | undefined {
  return keyByMessage.get(message);
}

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined || message === '') return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`common:messages.${key}`) : message;
}

/**
 * What to show for a failed call (spec section 8): the server's `error`, translated by its code
 * when a translation exists, else the server's text, else 'Something went wrong!'.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.generic');
  if (error.error === GENERIC_ERROR) return t('common:errors.generic');
  const byMessage = keyByMessage.get(error.error);
  if (byMessage) return t(`common:messages.${byMessage}`);
  const codeKey = `common:errors.codes.${error.code}`;
  if (i18n.language !== 'en' && i18n.exists(codeKey)) return t(codeKey);
  return error.error;
}
