// Tests read the catalogues as written (the build compiles them: apps/web/vite-catalogues.ts), in
// British English, the language the spec's texts are in.
import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const parts = import.meta.glob<Messages>('../locales/en-GB/*/*.json', { import: 'default', eager: true });
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en-GB', messages: Object.assign({}, ...Object.values(parts)) as Messages });
