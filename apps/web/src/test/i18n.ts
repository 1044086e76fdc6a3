// Tests read the catalogues as written (the build compiles them: apps/web/vite-catalogues.ts), in
// British English, the language the spec's texts are in.
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import boot from '../locales/en-GB/boot.json';

i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en-GB', messages: boot });
