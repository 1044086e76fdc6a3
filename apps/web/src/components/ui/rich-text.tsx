import { Fragment, type ReactElement, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import type { MessageKey } from '../../lib/message-keys';

/** Never in a translation: marks where an element goes in the formatted text. */
const MARK = '\u0000';

/**
 * A text with elements inside it (a link, a button, a word set apart): each of the message's
 * `{name}` placeholders named in `elements` is replaced by that element, so each language puts it
 * where its sentence needs it. Other placeholders are filled from `values`, as with `t()`. The
 * parts come as a list, the text around the elements as strings, for a caller to wrap them.
 */
export function richText(
  key: MessageKey,
  elements: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): (string | ReactElement)[] {
  const marked = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  // Split at the marks, the odd parts are the names of the elements between them.
  return t(key, { ...values, ...marked })
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
}
