// XML 1.0 (§2.2) allows tab, line feed, carriage return and U+0020–U+D7FF, U+E000–U+FFFD,
// U+10000–U+10FFFF; one other character (a stored U+FFFF, a C0 control) makes the whole
// document unreadable to a conforming reader. The `u` flag makes a lone surrogate match too.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML 1.0 does not allow, for any XML we send. */
export const xmlSafe = (text: string): string => text.replace(NOT_XML_CHAR, '');
